import { getPresenceFields } from '../data/user-presence';
import { presenceApi } from '@contract/api/presence';
import { httpRoute } from '../shared/http-handler';
import { getPresence } from './presence';

/** GET /users/{userId}/presence: any signed-in user may ask; only the presence fields are read. */
export const handler = httpRoute(presenceApi.getPresence, ({ userId }) => getPresence({ getPresenceFields }, userId));
