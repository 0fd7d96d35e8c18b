import { z } from 'zod';
import { httpRoute } from '../shared/http-handler';
import { countPendingRequests } from './friend-requests';
import { friendRequestRepository } from './repository';

/** GET /me/friend-requests/pending-count: how many pending friend requests await the caller. */
export const handler = httpRoute({
  access: 'user',
  // Nothing the caller sends picks whose requests are counted.
  input: z.object({}),
  handle: (_input, { caller }) => countPendingRequests({ requests: friendRequestRepository }, caller!),
});
