import { subscribeOnce } from '../data/newsletter';
import { siteApi } from '@contract/api/site';
import { httpRoute } from '../shared/http-handler';
import { subscribe } from './newsletter';

/** POST /newsletter (public) {email}. */
export const handler = httpRoute(siteApi.subscribeNewsletter, ({ email }) => subscribe({ subscribeOnce: (e) => subscribeOnce(e) }, email));
