import { z } from 'zod';

/**
 * Friends (spec 3). So far only what the red dot on Connect needs (spec 1 §2.2); the social issue
 * adds the request, friend and chat shapes here.
 */

/** GET /me/friend-requests/pending-count: pending requests addressed to the caller. */
export const pendingFriendRequestCountSchema = z.object({ pending: z.number().int().nonnegative() });
export type PendingFriendRequestCount = z.infer<typeof pendingFriendRequestCountSchema>;
