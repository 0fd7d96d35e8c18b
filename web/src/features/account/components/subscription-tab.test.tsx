import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultPlanLimits } from '@contract/plans';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
import { mockApi, testProfile } from '../test/api-mock';

const open = (plan: 'free' | 'pro' | 'premium', plans: unknown = defaultPlanLimits) => {
  mockApi({ 'GET /me': { body: testProfile({ plan }) }, 'GET /plans': { body: { plans } } });
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

  it('cancel dialog: five reasons; Stay Subscribed closes; Confirm Cancellation closes and says access continues', async () => {
    open('premium');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
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
