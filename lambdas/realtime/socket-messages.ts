/**
 * The realtime feature's client messages (contract/realtime.ts): ping, activity and the presence
 * visibility. `$default` gathers them with the other features' (lambdas/app/websocket-default.ts).
 */
import { updateProfile } from '../data/profile-updates';
import { announceVisibility, presencePushDeps, recordActivityAndAnnounce } from '../platform/presence-pushes';
import type { ClientMessageHandlers } from '../platform/socket-messages';

export const realtimeMessageHandlers: ClientMessageHandlers<'ping' | 'user_activity' | 'toggle_status_visibility'> = {
  ping: async (_message, { reply }) => {
    await reply({ type: 'pong', at: new Date().toISOString() });
  },
  // Activity after 5 minutes offline (or stale) tells the user's friends they are online.
  user_activity: async (_message, { userId }) => {
    await recordActivityAndAnnounce(presencePushDeps, userId);
  },
  toggle_status_visibility: async ({ visible }, { userId, reply }) => {
    await updateProfile(userId, { showStatus: visible });
    await reply({ type: 'user_status_visibility_change', userId, visible });
    await announceVisibility(presencePushDeps, userId, visible);
  },
};
