import { getUsernameOwner } from '../data/usernames';
import { profileApi } from '@contract/api/profile';
import { httpRoute } from '../shared/http-handler';
import { checkUsername } from './profile';

/** GET /usernames/{username}: available or not, with the spec's message (never a 400 for a bad name). */
export const handler = httpRoute(profileApi.checkUsername, ({ username }, { caller }) => checkUsername({ usernames: { getUsernameOwner } }, caller, username));
