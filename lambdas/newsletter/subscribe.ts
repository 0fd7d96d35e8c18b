import { newsletterSubscribeSchema } from '../../contract/account/newsletter';
import { subscribeOnce } from '../data/newsletter';
import { httpRoute } from '../shared/http-handler';
import { subscribe } from './newsletter';

/** POST /newsletter (public) {email}. */
export const handler = httpRoute({
  access: 'public',
  input: newsletterSubscribeSchema,
  handle: ({ email }) => subscribe({ subscribeOnce: (e) => subscribeOnce(e) }, email),
  status: 201,
});
