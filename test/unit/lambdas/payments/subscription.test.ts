/** GET /me/subscription's view (lambdas/payments/subscription.ts): the plan in force, how it is paid, the history. */
import { describe, expect, it } from 'vitest';
import type { StoredPaymentHistory, StoredSubscription } from '../../../../lambdas/data/payments';
import type { StoredProfile } from '../../../../lambdas/data/profile-updates';
import { mySubscription, type SubscriptionRepository } from '../../../../lambdas/payments/subscription';

function repository(
  profile: Partial<StoredProfile> | undefined,
  subscription?: Partial<StoredSubscription>,
  history: Partial<StoredPaymentHistory>[] = [],
): SubscriptionRepository {
  return {
    getProfile: async () => profile as StoredProfile | undefined,
    getSubscription: async () => subscription as StoredSubscription | undefined,
    listPaymentHistory: async () => history as StoredPaymentHistory[],
  };
}

describe('mySubscription', () => {
  it('shows the active plan with its billing, and the history without its keys, priced in dollars', async () => {
    const view = await mySubscription(
      repository(
        { userId: 'u1', plan: 'pro', planActivatedAt: '2026-01-02T00:00:00.000Z' },
        { userId: 'u1', plan: 'pro', status: 'active', billing: 'yearly' },
        [
          { userId: 'u1', eventId: 'evt_1', at: '2026-01-02T00:00:00.000Z', kind: 'payment', plan: 'pro', amountCents: 9900 },
          { userId: 'u1', eventId: 'evt_2', at: '2026-02-02T00:00:00.000Z', kind: 'cancellation', plan: 'pro' },
        ],
      ),
      'u1',
    );
    expect(view).toEqual({
      plan: 'pro',
      status: 'active',
      billing: 'yearly',
      activatedAt: '2026-01-02T00:00:00.000Z',
      history: [
        { at: '2026-01-02T00:00:00.000Z', kind: 'payment', plan: 'pro', amountCents: 9900, currency: 'usd' },
        { at: '2026-02-02T00:00:00.000Z', kind: 'cancellation', plan: 'pro' },
      ],
    });
  });

  it('is cancelled once the plan fell back to Free, and shows no billing of a subscription that no longer pays', async () => {
    const view = await mySubscription(repository({ userId: 'u1', plan: 'free' }, { userId: 'u1', plan: 'pro', status: 'cancelled', billing: 'monthly' }), 'u1');
    expect(view).toEqual({ plan: 'free', status: 'cancelled', history: [] });
  });

  it('refuses a caller with no profile', async () => {
    await expect(mySubscription(repository(undefined), 'gone')).rejects.toMatchObject({ statusCode: 404 });
  });
});
