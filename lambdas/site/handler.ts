/** The site feature's Lambda: the routes of contract/api/site.ts (plans, newsletter, contact form). */
import { siteApi } from '@contract/api/site';
import { handler as submitContactMessage } from './submit-message';
import { handler as subscribeNewsletter } from './subscribe';
import { handler as getPlans } from './get-plans';
import { featureRouter } from '../shared/http-handler';

export const handler = featureRouter(siteApi, { getPlans, subscribeNewsletter, submitContactMessage });
