import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@contract/account/profile';
import type { SubscriptionResponse } from '@contract/payments';
import { defaultPlanLimits } from '@contract/plans';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
import { mockApi, testProfile } from '../test/api-mock';

type Plan = 'free' | 'pro' | 'premium';
const noHistory = (plan: Plan): SubscriptionResponse => ({ plan, status: 'active', history: [] });

const open = (
  plan: Plan,
  plans: unknown = defaultPlanLimits,
  subscription: SubscriptionResponse | { status: number; message: string } = noHistory(plan),
  profile: Partial<Profile> = {},
) => {
  mockApi({
    'GET /me': { body: testProfile({ plan, ...profile }) },
    'GET /plans': { body: { plans } },
    'GET /me/subscription':
      'status' in subscription && typeof subscription.status === 'number'
        ? { status: subscription.status, body: { message: subscription.message } }
        : { body: subscription },
  });
  return renderApp({ path: '/settings?tab=subscription', auth: fakeAuthSource(testUser('student')) });
};

const limit = (card: HTMLElement, term: string) => within(card).getByText(term).nextElementSibling?.textContent;

describe('subscription tab', () => {
  it('shows the real plan with the limits from GET /plans, and both upgrades for a free user', async () => {
    open('free', { ...defaultPlanLimits, free: { ...defaultPlanLimits.free, weekly_problem_limit: 20 } });
    const current = (await screen.findByRole('heading', { name: 'Current Plan: Free' })).closest('article')!;
    expect(current).toHaveTextContent('Active');
    expect(current).toHaveTextContent('$0 / month');
    await waitFor(() => expect(limit(current, 'Problems per week')).toBe('20'));
    expect(limit(current, 'Create crews')).toBe('No');
    expect(within(current).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    const premium = screen.getByRole('article', { name: 'Premium plan' });
    expect(premium).toHaveTextContent('$7 / month');
    expect(limit(premium, 'Problems per week')).toBe('Unlimited');
    expect(within(premium).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    expect(within(screen.getByRole('article', { name: 'Pro plan' })).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'View All Plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows an unlimited (-1) limit as Unlimited, and no upgrade to the plan the user has', async () => {
    open('pro', { ...defaultPlanLimits, pro: { ...defaultPlanLimits.pro, friend_invites_per_week: -1 } });
    const current = (await screen.findByRole('heading', { name: 'Current Plan: Pro' })).closest('article')!;
    await waitFor(() => expect(limit(current, 'Friend invites per week')).toBe('Unlimited'));
    expect(screen.queryByRole('article', { name: 'Pro plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Premium plan' })).toBeInTheDocument();
  });

  it('shows the status, billing period, activation date and the billing history from GET /me/subscription', async () => {
    open(
      'pro',
      defaultPlanLimits,
      {
        plan: 'pro',
        status: 'active',
        billing: 'yearly',
        activatedAt: '2026-03-05T12:00:00.000Z',
        history: [
          {
            at: '2026-03-05T12:00:00.000Z',
            kind: 'payment',
            plan: 'pro',
            billing: 'yearly',
            amountCents: 3200,
            currency: 'usd',
            method: 'card',
            last4: '4242',
            orderId: 'o2',
          },
          {
            at: '2026-02-01T12:00:00.000Z',
            kind: 'underpaid',
            plan: 'pro',
            billing: 'monthly',
            amountCents: 320,
            currency: 'usd',
            method: 'jazzcash',
            last4: '4567',
            orderId: 'o1',
          },
          { at: '2026-01-10T12:00:00.000Z', kind: 'cancellation', plan: 'premium' },
        ],
      },
      { dateFormat: 'DD/MM/YYYY', timezone: 'Karachi' },
    );
    const current = (await screen.findByRole('heading', { name: 'Current Plan: Pro' })).closest('article')!;
    expect(limit(current, 'Status')).toBe('Active');
    await waitFor(() => expect(limit(current, 'Billing')).toBe('Yearly'));
    expect(limit(current, 'Activated')).toBe('05/03/2026');
    expect(current).toHaveTextContent('$80 $40 / year');

    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Plan', 'Amount', 'Method', 'Type']);
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['05/03/2026', 'Pro (Yearly)', '$32', 'Card ending 4242', 'Payment'],
      ['01/02/2026', 'Pro (Monthly)', '$3.20', 'JazzCash (number ending 4567)', 'Underpaid'],
      ['10/01/2026', 'Premium', '—', '—', 'Cancellation'],
    ]);
  });

  it('says when there is no history yet, and when it cannot be read (the plan still shows)', async () => {
    const first = open('free');
    expect(await screen.findByText(/^No payments yet/)).toBeInTheDocument();
    first.unmount();
    open('pro', defaultPlanLimits, { status: 500, message: 'Internal error' });
    expect(await screen.findByRole('heading', { name: 'Current Plan: Pro' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your billing history');
  });

  it('cancel dialog: five reasons; Stay Subscribed closes; Confirm Cancellation closes and says access continues', async () => {
    open('premium');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveAccessibleDescription(
      'Cancelling is done at our payment provider: use the cancellation link in your payment receipt e-mail. Your plan returns to Free when the provider tells us the subscription has been cancelled.',
    );
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay Subscribed' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Too expensive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('until the end of the current billing period');
  });
});
