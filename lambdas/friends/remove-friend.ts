import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { removeFriend } from './friends';
import { friendsDeps } from './repository';

/** DELETE /friends/{userId}: unfriend (both friend records). */
export const handler = httpRoute(friendsApi.removeFriend, ({ userId }, { caller }) => removeFriend(friendsDeps, caller, userId));
