import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { listSentRequests } from './friends';
import { friendsDeps } from './repository';

/** GET /friend-requests/sent?cursor=: pending requests the caller sent. */
export const handler = httpRoute(friendsApi.listSentFriendRequests, ({ cursor }, { caller }) => listSentRequests(friendsDeps, caller, cursor));
