/**
 * Presence (docs/requirements/friends.md §5: presence display, online threshold 5 minutes): the one
 * rule the presence route, the friends list, the profile card and the presence pushes share.
 */
import { ONLINE_THRESHOLD_MS } from '@contract/account/account';
import type { presenceSchema } from '@contract/account/account';
import type { z } from 'zod';

export type Presence = z.infer<typeof presenceSchema>;

export interface PresenceFields {
  userId: string;
  status?: string;
  showStatus?: boolean;
  lastActiveAt?: string;
}

/** Hidden when the user turned showStatus off; online when marked online and active in the last 5 minutes. */
export function presenceOf(fields: PresenceFields, now = Date.now()): Presence {
  if (fields.showStatus === false) return { userId: fields.userId, status: 'hidden' };
  const lastActive = fields.lastActiveAt ? Date.parse(fields.lastActiveAt) : Number.NaN;
  const recent = Number.isFinite(lastActive) && now - lastActive <= ONLINE_THRESHOLD_MS;
  const status = fields.status === 'online' && recent ? 'online' : 'offline';
  return { userId: fields.userId, status, ...(fields.lastActiveAt && { lastSeen: fields.lastActiveAt }) };
}
