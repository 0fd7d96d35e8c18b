/** Presence (spec 1 §4 "Presence display", §9 online threshold 5 minutes). */
import { ONLINE_THRESHOLD_MS } from '@contract/account/account';
import type { presenceSchema } from '@contract/account/account';
import type { z } from 'zod';
import { errors } from '../shared/errors';

export type Presence = z.infer<typeof presenceSchema>;

interface PresenceFields {
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

export async function getPresence(deps: { getPresenceFields(userId: string): Promise<PresenceFields | undefined> }, userId: string, now = Date.now()) {
  const fields = await deps.getPresenceFields(userId);
  if (!fields) throw errors.userAccountNotFound();
  return presenceOf(fields, now);
}
