import { siteApi } from '@contract/api/site';
import { storeContactMessage } from '../data/contact-messages';
import { httpRoute } from '../shared/http-handler';
import { submitContactMessage } from './contact';

/** POST /contact-messages (signed in) {name, email, subject, category, message}. */
export const handler = httpRoute(siteApi.submitContactMessage, (input, { caller }) => submitContactMessage({ storeContactMessage }, caller.userId, input));
