import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { listIncomingRequests } from './friends';
import { friendsDeps } from './repository';

/** GET /friend-requests/incoming?cursor=: pending requests addressed to the caller. */
export const handler = httpRoute(friendsApi.listIncomingFriendRequests, ({ cursor }, { caller }) => listIncomingRequests(friendsDeps, caller, cursor));
