import { z } from 'zod';
import { getUsernameOwner } from '../data/usernames';
import { httpRoute } from '../shared/http-handler';
import { checkUsername } from './profile';

/** GET /usernames/{username}: available or not, with the spec's message (never a 400 for a bad name). */
export const handler = httpRoute({
  access: 'user',
  input: z.object({ username: z.string().max(200) }),
  handle: ({ username }, { caller }) => checkUsername({ usernames: { getUsernameOwner } }, caller!, username),
});
