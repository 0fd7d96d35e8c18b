/**
 * `$default`'s registry: one handler per client message type (contract/realtime.ts). The type
 * requires every message of the contract to have its handler; a feature adds a message there and its
 * handler here.
 */
import type { ClientMessage, ClientMessageType, ServerMessage } from '@contract/realtime';
import { chatSendDeps } from '../chat/repository';
import { sendChatMessage } from '../chat/send-message';
import { updateProfile } from '../data/profile-updates';
import { announceVisibility, presencePushDeps, recordActivityAndAnnounce } from './presence-pushes';

export interface SocketContext {
  readonly connectionId: string;
  /** The user the `$connect` authorizer proved, never anything the message says. */
  readonly userId: string;
  /** Answers this connection only. */
  readonly reply: (message: ServerMessage) => Promise<unknown>;
}

type Handlers = { [T in ClientMessageType]: (message: Extract<ClientMessage, { type: T }>, context: SocketContext) => Promise<void> };

export const clientMessageHandlers: Handlers = {
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
  // A chat message to a friend: acknowledged here, pushed to both users' other connections (lambdas/chat/send-message.ts).
  chat_send: async ({ toUserId, clientId, content }, { userId, connectionId }) => {
    await sendChatMessage(chatSendDeps, { userId, connectionId }, { toUserId, clientId, content });
  },
};

export async function dispatchClientMessage(message: ClientMessage, context: SocketContext): Promise<void> {
  const handle = clientMessageHandlers[message.type] as (message: ClientMessage, context: SocketContext) => Promise<void>;
  await handle(message, context);
}
