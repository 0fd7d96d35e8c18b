import { z } from 'zod';
import { getProfile } from '../data/user-profiles';
import { updateProfile } from '../data/profile-updates';
import { httpRoute } from '../shared/http-handler';
import { avatarUrl } from './avatar-storage';
import { getMe } from './profile';

/** GET /me: the caller's own profile, defaults backfilled. */
export const handler = httpRoute({
  access: 'user',
  input: z.object({}),
  handle: (_input, { caller }) => getMe({ profiles: { getProfile, updateProfile }, avatarUrlOf: (key) => avatarUrl(key) }, caller!),
});
