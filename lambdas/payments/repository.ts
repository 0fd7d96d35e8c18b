/** What the payments domain reads and writes, bound to lambdas/data (the route files hand it over). */
import { getSubscription, listPaymentHistory } from '../data/payments';
import { getProfile } from '../data/user-profiles';
import type { SubscriptionRepository } from './subscription';

export const subscriptionRepository: SubscriptionRepository = { getProfile, getSubscription, listPaymentHistory: (userId) => listPaymentHistory(userId) };
