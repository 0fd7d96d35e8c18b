import { paymentsApi } from '@contract/api/payments';
import { httpRoute } from '../shared/http-handler';
import { subscriptionRepository } from './repository';
import { mySubscription } from './subscription';

/** GET /me/subscription: the caller's plan, the subscription paying for it and the billing history. */
export const handler = httpRoute(paymentsApi.getMySubscription, (_input, { caller }) => mySubscription(subscriptionRepository, caller.userId));
