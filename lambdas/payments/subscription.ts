/** The caller's subscription as GET /me/subscription shows it: the plan in force, how it is paid, the history. */
import type { SubscriptionResponse } from '@contract/payments';
import { normalizePlan } from '@contract/plans';
import type { StoredPaymentHistory, StoredSubscription } from '../data/payments';
import type { StoredProfile } from '../data/profile-updates';
import { errors } from '../shared/errors';

export interface SubscriptionRepository {
  getProfile(userId: string): Promise<StoredProfile | undefined>;
  getSubscription(userId: string): Promise<StoredSubscription | undefined>;
  listPaymentHistory(userId: string): Promise<StoredPaymentHistory[]>;
}

export async function mySubscription(repository: SubscriptionRepository, userId: string): Promise<SubscriptionResponse> {
  const [profile, subscription, history] = await Promise.all([
    repository.getProfile(userId),
    repository.getSubscription(userId),
    repository.listPaymentHistory(userId),
  ]);
  if (!profile) throw errors.userAccountNotFound();
  const plan = normalizePlan(profile.plan);
  const current = subscription?.status === 'active' && subscription.plan === plan ? subscription : undefined;
  return {
    plan,
    status: subscription?.status === 'cancelled' && plan === 'free' ? ('cancelled' as const) : ('active' as const),
    ...(current?.billing ? { billing: current.billing } : {}),
    ...(profile.planActivatedAt ? { activatedAt: profile.planActivatedAt } : {}),
    history: history.map(({ userId: _userId, eventId: _eventId, ...entry }) => ({
      ...entry,
      ...(entry.amountCents !== undefined ? { currency: 'usd' as const } : {}),
    })),
  };
}
