import { countNewsletterSignUp } from '../data/newsletter-meter';
import { subscribeOnce } from '../data/newsletter';
import { siteApi } from '@contract/api/site';
import { httpRoute } from '../shared/http-handler';
import { subscribe } from './newsletter';

/** POST /newsletter (public) {email}, metered per client address. */
export const handler = httpRoute(siteApi.subscribeNewsletter, ({ email }, { event }) =>
  subscribe({ subscribeOnce: (e) => subscribeOnce(e), countSignUp: countNewsletterSignUp }, email, event.requestContext?.identity?.sourceIp ?? undefined),
);
