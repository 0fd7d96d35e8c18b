import { z } from 'zod';
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '../account/newsletter';
import { defineRoute } from '../http/route';
import { planLimitsSchema } from '../plans';

export const plansResponseSchema = z.object({ plans: z.object({ free: planLimitsSchema, pro: planLimitsSchema, premium: planLimitsSchema }) });

/** The site feature (lambdas/site): what every visitor may read or send, signed in or not. */
export const siteApi = {
  getPlans: defineRoute({
    id: 'GetPlans', feature: 'site', method: 'GET', path: '/plans', access: 'public', grants: ['table:read'],
    response: plansResponseSchema,
  }),
  subscribeNewsletter: defineRoute({
    id: 'SubscribeNewsletter', feature: 'site', method: 'POST', path: '/newsletter', access: 'public', grants: ['table:write'],
    body: newsletterSubscribeSchema,
    response: newsletterSubscribeResponseSchema,
    status: 201,
  }),
};
