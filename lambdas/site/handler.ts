/** The site feature's Lambda: the public routes of contract/api/site.ts (plans, newsletter). */
import { siteApi } from '@contract/api/site';
import { handler as subscribeNewsletter } from '../newsletter/subscribe';
import { handler as getPlans } from '../plans/get-plans';
import { featureRouter } from '../shared/http-handler';

export const handler = featureRouter(siteApi, { getPlans, subscribeNewsletter });
