import { getPresenceFields } from '../data/user-presence';
import { presenceApi } from '@contract/api/presence';
import { presenceOf, type PresenceFields } from '../platform/presence';
import { errors } from '../shared/errors';
import { httpRoute } from '../shared/http-handler';

export async function getPresence(deps: { getPresenceFields(userId: string): Promise<PresenceFields | undefined> }, userId: string, now = Date.now()) {
  const fields = await deps.getPresenceFields(userId);
  if (!fields) throw errors.userAccountNotFound();
  return presenceOf(fields, now);
}

/** GET /users/{userId}/presence: any signed-in user may ask; only the presence fields are read. */
export const handler = httpRoute(presenceApi.getPresence, ({ userId }) => getPresence({ getPresenceFields }, userId));
