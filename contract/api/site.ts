import { z } from 'zod';
import { newsletterSubscribeResponseSchema, newsletterSubscribeSchema } from '../account/newsletter';
import { contactMessageResponseSchema, contactMessageSchema } from '../contact';
import { defineRoute } from '../http/route';
import { planLimitsSchema } from '../plans';

export const plansResponseSchema = z.object({ plans: z.object({ free: planLimitsSchema, pro: planLimitsSchema, premium: planLimitsSchema }) });

/**
 * The site feature (lambdas/site): what every visitor may read or send, signed in or not (the
 * contact form only signed in: its messages are stored under the sender, docs/decisions/D12).
 */
export const siteApi = {
  getPlans: defineRoute({
    id: 'GetPlans',
    feature: 'site',
    method: 'GET',
    path: '/plans',
    access: 'public',
    grants: ['table:read'],
    response: plansResponseSchema,
  }),
  subscribeNewsletter: defineRoute({
    id: 'SubscribeNewsletter',
    feature: 'site',
    method: 'POST',
    path: '/newsletter',
    access: 'public',
    grants: ['table:write'],
    body: newsletterSubscribeSchema,
    response: newsletterSubscribeResponseSchema,
    status: 201,
  }),
  /**
   * The contact form (docs/requirements/shell.md §7). table:read for the ConditionCheck that the sender's account
   * may still be written; table:write for the message and the day's count, in one transaction.
   */
  submitContactMessage: defineRoute({
    id: 'SubmitContactMessage',
    feature: 'site',
    method: 'POST',
    path: '/contact-messages',
    access: 'user',
    grants: ['table:read', 'table:write'],
    body: contactMessageSchema,
    response: contactMessageResponseSchema,
    status: 201,
  }),
};
