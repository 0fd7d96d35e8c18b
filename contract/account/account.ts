import { z } from 'zod';

/** DELETE /me: removes the Cognito user and every item of the user's; the reason is kept only in logs. */
export const deleteAccountSchema = z.object({ reason: z.string().trim().max(500).optional() });

/** GET /users/{userId}/presence: hidden when that user turned showStatus off. */
export const presenceSchema = z.object({
  userId: z.string(),
  status: z.enum(['online', 'offline', 'hidden']),
  lastSeen: z.string().optional(),
});

/** docs/requirements/friends.md §5: activity within the last 5 minutes counts as online. */
export const ONLINE_THRESHOLD_MS = 5 * 60 * 1000;
