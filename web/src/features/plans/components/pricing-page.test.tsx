import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultPlanLimits } from '@contract/plans';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { preloadPages } from '@web/test/preload-pages';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { pricingFaq } from '../lib/pricing-faq';

type Plan = 'free' | 'pro' | 'premium';

function openPricing({ signedInAs, available = true }: { signedInAs?: Plan; available?: boolean | 'fails' } = {}) {
  const api = mockApi({
    'GET /plans': { body: { plans: defaultPlanLimits } },
    'GET /payments/availability': available === 'fails' ? { status: 500, body: { message: 'down' } } : { body: { available } },
    ...(signedInAs ? { 'GET /me': { body: testProfile({ plan: signedInAs }) } } : {}),
  });
  const view = renderApp({ path: '/pricing', auth: fakeAuthSource(signedInAs ? testUser('student') : null) });
  return { ...view, api };
}

beforeAll(() => preloadPages('/pricing', '/login', '/checkout'), 60_000);

const pageShown = () => screen.findByRole('heading', { level: 1, name: 'Pricing' });

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('the pricing page (docs/requirements/plans.md §3)', { timeout: 15_000 }, () => {
  it('shows the title, the Monthly/Yearly toggle with its badge, the three cards and their prices', async () => {
    openPricing();
    expect(await pageShown()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yearly Save 20%' })).toHaveAttribute('aria-pressed', 'false');
    expect((await card('Free')).getByText(/\/ month/)).toHaveTextContent('$0 / month');
    expect((await card('Pro')).getByText(/\/ month/)).toHaveTextContent('$8$4 / month');
    expect((await card('Premium')).getByText(/\/ month/)).toHaveTextContent('$14$7 / month');
    await userEvent.click(screen.getByRole('button', { name: 'Yearly Save 20%' }));
    expect((await card('Premium')).getByText(/\/ year/)).toHaveTextContent('$140$70 / year');
    expect((await card('Premium')).getByText('Save 17% against monthly')).toBeInTheDocument();
  });

  it('sends a visitor to sign up for Free, and to sign in carrying the chosen plan and billing for Pro and Premium', async () => {
    const { router } = openPricing();
    await pageShown();
    expect((await card('Free')).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Yearly Save 20%' }));
    await user.click((await card('Premium')).getByRole('link', { name: 'Go Premium' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/pricing', plan: 'premium', billing: 'yearly' });
  });

  it('sends a signed-in student to the dashboard for Free, and to checkout with the plan and billing for Pro', async () => {
    const { router } = openPricing({ signedInAs: 'free' });
    await pageShown();
    await waitFor(async () => expect((await card('Free')).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/dashboard'));
    await userEvent.click((await card('Pro')).getByRole('link', { name: 'Upgrade to Pro' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ plan: 'pro', billing: 'monthly' });
    expect(screen.getByText('Upgrade to Pro, billed monthly.')).toBeInTheDocument();
  });

  it('offers no plan the user already has or is above', async () => {
    openPricing({ signedInAs: 'premium' });
    await pageShown();
    expect(await (await card('Premium')).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect((await card('Pro')).getByRole('button', { name: 'Included in Premium' })).toBeDisabled();
    expect((await card('Pro')).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([false, 'fails'] as const)('disables Pro and Premium with the reason beside them when payments are not available (%s)', async (available) => {
    openPricing({ signedInAs: 'free', available });
    await pageShown();
    const pro = await card('Pro');
    const upgrade = await pro.findByRole('button', { name: 'Upgrade to Pro' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription('Payments are not available right now.');
    expect(pro.getByText('Payments are not available right now.')).toBeVisible();
    expect((await card('Premium')).getByRole('button', { name: 'Go Premium' })).toBeDisabled();
    expect((await card('Free')).getByRole('link', { name: 'Get Started Free' })).toBeInTheDocument();
  });

  it('answers six questions, one at a time, and closes with a call to action', async () => {
    openPricing();
    await pageShown();
    const faq = within(await screen.findByRole('region', { name: 'Frequently Asked Questions' }));
    const questions = faq.getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual(pricingFaq.map((q) => q.question));
    expect(questions).toHaveLength(6);
    expect(faq.queryByText(pricingFaq[3]!.answer)).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(questions[3]!);
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
    expect(faq.getByText(pricingFaq[3]!.answer)).toBeVisible();
    await user.click(questions[4]!);
    expect(faq.queryByText(pricingFaq[3]!.answer)).not.toBeInTheDocument();
    expect(faq.getByText(pricingFaq[4]!.answer)).toBeVisible();

    const cta = within(screen.getByRole('region', { name: 'Ready to start your journey?' }));
    expect(cta.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/signup');
    expect(cta.getByRole('link', { name: 'View Questions' })).toHaveAttribute('href', '/practice');
  });
});
