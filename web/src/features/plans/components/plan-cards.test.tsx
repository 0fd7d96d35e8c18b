import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPlanLimits } from '@contract/plans';
import { mockApi } from '@web/test/mock-api';
import { preloadPages } from '@web/test/preload-pages';
import { renderApp } from '@web/test/render-app';
import { planOffer } from '../lib/plan-offers';

beforeAll(() => preloadPages('/'), 60_000);

const storedLimits = { ...defaultPlanLimits, pro: { ...defaultPlanLimits.pro, weekly_problem_limit: 60 } };

describe('the plan cards (docs/requirements/shell.md §6, plans.md §3, §2)', () => {
  it('prices Pro and Premium half off monthly, and yearly with the saving by the spec’s formula', () => {
    expect(planOffer('pro', 'monthly')).toEqual({ plan: 'pro', price: { original: 8, discounted: 4 }, yearlySaving: 0, discount: 50 });
    expect(planOffer('premium', 'yearly')).toEqual({ plan: 'premium', price: { original: 140, discounted: 70 }, yearlySaving: 17, discount: 50 });
    expect(planOffer('free', 'yearly')).toMatchObject({ price: { original: 0, discounted: 0 }, yearlySaving: 0, discount: 0 });
  });

  it('switches Monthly and Yearly, shows the stored limits, and leads a visitor to sign up, or to sign in on the way to checkout', async () => {
    mockApi({
      'GET /plans': { body: { plans: storedLimits } },
      'GET /famous-problems': { status: 503, body: { message: 'down' } },
      'GET /payments/availability': { body: { available: true } },
    });
    renderApp({ path: '/' });
    const pricing = within(await screen.findByRole('region', { name: 'Choose Your Plan' }));
    const pro = within(pricing.getByRole('article', { name: 'Pro' }));
    expect(pricing.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(pro.getByText(/\/ month/)).toHaveTextContent('$8$4 / month');
    expect(pro.getByText('50% off · Limited Time')).toBeInTheDocument();
    expect(await pro.findByText('60')).toBeInTheDocument(); // problems a week, as stored (GET /plans)
    // The home page's paid buttons do what pricing's do (plan-cards.tsx): sign in, then checkout.
    expect(pro.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/login');
    expect(pricing.getByRole('article', { name: 'Free' })).toHaveTextContent('$0 / month');
    expect(within(pricing.getByRole('article', { name: 'Free' })).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');

    await userEvent.setup({ delay: null }).click(pricing.getByRole('button', { name: /^Yearly/ }));
    expect(pricing.getByRole('button', { name: 'Yearly Save 20%' })).toHaveAttribute('aria-pressed', 'true');
    expect(pro.getByText(/\/ year/)).toHaveTextContent('$80$40 / year');
    expect(pro.getByText('Save 17% against monthly')).toBeInTheDocument();
    expect(within(pricing.getByRole('article', { name: 'Premium' })).getByText(/\/ year/)).toHaveTextContent('$140$70 / year');
  });
});
