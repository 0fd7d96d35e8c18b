import { defineRoute } from '../http/route';
import { healthResponseSchema } from '../health';

/** The health feature (lambdas/health): is every part of the stack up. */
export const healthApi = {
  getHealth: defineRoute({
    id: 'GetHealth',
    feature: 'health',
    method: 'GET',
    path: '/health',
    access: 'public',
    grants: ['table:describe', 'userpool:describe', 'uploads:describe', 'workflow:describe'],
    response: healthResponseSchema,
  }),
};
