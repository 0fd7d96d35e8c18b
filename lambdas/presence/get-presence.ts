import { z } from 'zod';
import { getPresenceFields } from '../data/profile-updates';
import { httpRoute } from '../shared/http-handler';
import { getPresence } from './presence';

/** GET /users/{userId}/presence: any signed-in user may ask; only the presence fields are read. */
export const handler = httpRoute({
  access: 'user',
  input: z.object({ userId: z.string().min(1).max(128) }),
  handle: ({ userId }) => getPresence({ getPresenceFields }, userId),
});
