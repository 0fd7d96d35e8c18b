/**
 * Presence pushes (docs/requirements/friends.md §5: presence display, `user_status_change`): a user's friends are told when the user comes online (activity after being offline
 * or stale for 5 minutes), goes offline (the last connection closed, or sign-out), or hides or shows
 * the status. A user who hides the status is announced only as 'hidden'. Every push is best effort:
 * a failure is logged and never fails what caused it.
 */
import type { PresenceStatus } from '@contract/friends';
import type { ServerMessage } from '@contract/realtime';
import { listFriendIds } from '../data/friends';
import { listUserConnectionIds } from '../data/user-connections';
import { getPresenceFields, markOffline, recordActivityChange, type ActivityChange, type PresenceFields } from '../data/user-presence';
import { presenceOf } from './presence';
import { logger } from '../shared/logger';
import { pushToUsers } from './fan-out';

export interface PresencePushDeps {
  getPresenceFields(userId: string): Promise<PresenceFields | undefined>;
  listFriendIds(userId: string): Promise<string[]>;
  pushToUsers(userIds: readonly string[], message: ServerMessage): Promise<number>;
  recordActivityChange(userId: string, now?: Date): Promise<ActivityChange>;
  markOffline(userId: string): Promise<boolean>;
  listUserConnectionIds(userId: string): Promise<string[]>;
}

export const presencePushDeps: PresencePushDeps = { getPresenceFields, listFriendIds, pushToUsers, recordActivityChange, markOffline, listUserConnectionIds };

/** Tells the user's friends the status; nothing for 'online'/'offline' while the user hides it. Never throws. */
export async function announceStatus(deps: PresencePushDeps, userId: string, status: PresenceStatus): Promise<number> {
  try {
    if (status !== 'hidden') {
      const fields = await deps.getPresenceFields(userId);
      if (!fields || fields.showStatus === false) return 0;
    }
    const friends = await deps.listFriendIds(userId);
    if (friends.length === 0) return 0;
    return await deps.pushToUsers(friends, { type: 'user_status_change', userId, status });
  } catch (error) {
    logger.warn('presence push failed', { userId, status, error: (error as Error).message });
    return 0;
  }
}

/** `user_activity`: records it, and announces 'online' when the user was offline or stale before. */
export async function recordActivityAndAnnounce(deps: PresencePushDeps, userId: string, now = new Date()): Promise<ActivityChange> {
  const change = await deps.recordActivityChange(userId, now);
  if (change.written && !change.wasOnline) await announceStatus(deps, userId, 'online');
  return change;
}

/** Sign-out: presence offline at once, and the friends told. Answers markOffline's answer. */
export async function goOffline(deps: PresencePushDeps, userId: string): Promise<boolean> {
  const marked = await deps.markOffline(userId);
  await announceStatus(deps, userId, 'offline');
  return marked;
}

/**
 * `$disconnect`: when the closing connection was the user's last, the user is offline now. Each
 * closing connection is deleted before this looks for others, so of two closing at once the later
 * one finds none. Never throws.
 */
export async function goOfflineIfLastConnection(deps: PresencePushDeps, userId: string, closingConnectionId: string): Promise<boolean> {
  try {
    const others = (await deps.listUserConnectionIds(userId)).filter((id) => id !== closingConnectionId);
    if (others.length > 0) return false;
    await goOffline(deps, userId);
    return true;
  } catch (error) {
    logger.warn('going offline failed', { userId, error: (error as Error).message });
    return false;
  }
}

/** Settings "show online status": hiding announces 'hidden'; showing announces the status in force. */
export async function announceVisibility(deps: PresencePushDeps, userId: string, visible: boolean, now = Date.now()): Promise<void> {
  if (!visible) {
    await announceStatus(deps, userId, 'hidden');
    return;
  }
  try {
    const fields = await deps.getPresenceFields(userId);
    if (!fields) return;
    await announceStatus(deps, userId, presenceOf({ ...fields, showStatus: true }, now).status);
  } catch (error) {
    logger.warn('presence push failed', { userId, error: (error as Error).message });
  }
}
