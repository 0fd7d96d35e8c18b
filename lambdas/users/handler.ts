/** The users feature's Lambda: the routes of contract/api/users.ts. */
import { usersApi } from '@contract/api/users';
import { featureRouter } from '../shared/http-handler';
import { handler as getUserCard } from './get-user-card';
import { handler as searchUsers } from './search-users';

export const handler = featureRouter(usersApi, { getUserCard, searchUsers });
