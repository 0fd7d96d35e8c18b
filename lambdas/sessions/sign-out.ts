import { signOutSchema } from '../../contract/account/sessions';
import { markOffline } from '../data/profile-updates';
import { httpRoute } from '../shared/http-handler';
import { sessionRepository } from './repository';
import { signOut } from './sessions';

/** POST /me/sign-out {sessionId?}: that session ends and the caller's presence goes offline. */
export const handler = httpRoute({
  access: 'user',
  input: signOutSchema,
  handle: ({ sessionId }, { caller }) => signOut({ sessions: sessionRepository, markOffline }, caller!, sessionId),
});
