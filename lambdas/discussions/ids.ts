import { randomBytes } from 'node:crypto';

/**
 * A new item or comment id: the time in base 36 (9 characters, so ids sort by creation) then 16
 * random hex characters. Comments are listed newest first by their id.
 */
export function newDiscussionId(now = new Date()): string {
  return now.getTime().toString(36).padStart(9, '0') + randomBytes(8).toString('hex');
}
