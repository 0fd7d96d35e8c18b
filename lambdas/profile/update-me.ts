import { z } from 'zod';
import { profileUpdateSchema } from '../../contract/account/profile';
import { changeUsername, updateProfile } from '../data/profile-updates';
import { getUsernameOwner } from '../data/usernames';
import { getProfile } from '../data/user-profiles';
import { httpRoute } from '../shared/http-handler';
import { avatarUrl } from './avatar-storage';
import { updateMe } from './profile';

/** Spec 1 §7.3 sends a removed link as null; the shared schema's way to say it is the empty string. */
function nullLinksAsEmpty(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const body = { ...(input as Record<string, unknown>) };
  for (const link of ['githubLink', 'linkedinLink']) if (body[link] === null) body[link] = '';
  return body;
}

/** PATCH /me: the profile tab's fields, username uniqueness by transaction. */
export const handler = httpRoute({
  access: 'user',
  input: z.preprocess(nullLinksAsEmpty, profileUpdateSchema),
  handle: (input, { caller }) =>
    updateMe(
      { profiles: { getProfile, updateProfile }, usernames: { getUsernameOwner, changeUsername }, avatarUrlOf: (key) => avatarUrl(key) },
      caller!,
      input,
    ),
});
