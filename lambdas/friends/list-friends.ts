import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { listFriends } from './friends';
import { friendsDeps } from './repository';

/** GET /friends?cursor=: a page of the caller's friends with their presence. */
export const handler = httpRoute(friendsApi.listFriends, ({ cursor }, { caller }) => listFriends(friendsDeps, caller, cursor));
