import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutFormMessages as m } from '@contract/checkout-form';
import type { Order } from '@contract/payments';
import { defaultPlanLimits } from '@contract/plans';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { type ApiCall, mockApi } from '@web/test/mock-api';
import { preloadPages } from '@web/test/preload-pages';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { announcePaymentCancelled } from '@web/lib/payments/payment-return';

type Reply = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown });

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 'ord1',
  plan: 'pro',
  billing: 'monthly',
  method: 'card',
  listCents: 800,
  priceCents: 400,
  couponDiscountCents: 0,
  totalCents: 400,
  currency: 'usd',
  status: 'pending',
  createdAt: '2026-11-15T10:00:00.000Z',
  paymentUrl: 'https://pay.example.com/checkout/ord1',
  ...over,
});

/** Two years ahead, so the card never expires under the test. */
const expiry = `08/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

beforeAll(() => preloadPages('/checkout', '/pricing'), 60_000);

/** Renders the app at /checkout (or `path`) signed in. */
async function openCheckout({ state = { plan: 'pro', billing: 'monthly' } as unknown, path = '/checkout', routes = {} as Record<string, Reply> } = {}) {
  const api = mockApi({
    'GET /me': { body: testProfile() },
    'GET /plans': { body: { plans: defaultPlanLimits } },
    'GET /payments/availability': { body: { available: true } },
    ...routes,
  });
  const view = renderApp({ path: { pathname: path, state }, auth: fakeAuthSource(testUser('student')) });
  const title = path === '/checkout' && state ? 'Checkout' : 'Pricing';
  await screen.findByRole('heading', { level: 1, name: title });
  return { ...view, api };
}

const summary = async () => within(await screen.findByRole('complementary', { name: 'Order summary' }));
const line = (box: ReturnType<typeof within>, term: string) => box.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Sam Student');
  await user.type(screen.getByLabelText('Postal code'), '54000');
}

/** A browser window as window.open returns it. */
const fakeWindow = () => ({ closed: false, opener: window as unknown, location: { href: 'about:blank' } });

// Whole journeys through the page (typing a card, fake clocks): more than the default 5 s on a busy machine.
describe('checkout (docs/requirements/plans.md §4)', { timeout: 20_000 }, () => {
  it('sends a visitor without a chosen plan to /pricing, replacing the checkout in history', async () => {
    const { router } = await openCheckout({ state: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('summarises the order from the chosen plan and billing: list price struck through, price, total', async () => {
    await openCheckout({ state: { plan: 'premium', billing: 'yearly' } });
    const box = await summary();
    expect(line(box, 'Plan')).toBe('Premium');
    expect(line(box, 'Billing')).toBe('Yearly');
    expect(box.getByLabelText('was $140')).toHaveTextContent('$140');
    expect(box.getByLabelText('was $140').tagName).toBe('DEL');
    expect(line(box, 'Price')).toBe('$70');
    expect(box.getByText('50% off')).toBeInTheDocument();
    expect(line(box, 'Total')).toBe('$70 / year');
    expect(screen.getByRole('button', { name: 'Pay $70' })).toBeEnabled();
  });

  it('applies coupons by the spec’s rules: empty, unknown, any letter case, percentage and fixed (never below $0), and removes them', async () => {
    await openCheckout();
    const box = await summary();
    const user = userEvent.setup({ delay: null });
    const code = box.getByLabelText('Coupon code');
    await user.click(box.getByRole('button', { name: 'Apply' }));
    expect(box.getByRole('alert')).toHaveTextContent('Please enter a coupon code');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.type(code, 'SAVE99');
    expect(box.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(box.getByRole('button', { name: 'Apply' }));
    expect(box.getByRole('alert')).toHaveTextContent('Invalid coupon code');
    expect(line(box, 'Total')).toBe('$4 / month');

    await user.clear(code);
    await user.type(code, 'welcome20{Enter}');
    expect(box.getByRole('status')).toHaveTextContent('Coupon WELCOME20 applied: 20% off');
    expect(line(box, 'Coupon WELCOME20 (20% off)')).toBe('−$0.80');
    expect(line(box, 'Total')).toBe('$3.20 / month');
    expect(screen.getByRole('button', { name: 'Pay $3.20' })).toBeInTheDocument();

    await user.click(box.getByRole('button', { name: 'Remove coupon WELCOME20' }));
    expect(line(box, 'Total')).toBe('$4 / month');
    expect(box.queryByText(/^Coupon WELCOME20/)).not.toBeInTheDocument();

    await user.type(box.getByLabelText('Coupon code'), 'First100');
    await user.click(box.getByRole('button', { name: 'Apply' }));
    expect(line(box, 'Coupon FIRST100 ($100 off)')).toBe('−$4');
    expect(line(box, 'Total')).toBe('$0 / month');
  });

  it('shows each method’s fields and checks them with clear messages', async () => {
    await openCheckout();
    const user = userEvent.setup({ delay: null });
    const methods = within(await screen.findByRole('group', { name: 'Payment method' }));
    expect(methods.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Card', 'JazzCash', 'Easypaisa']);
    expect(methods.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('student@example.com');
    expect(screen.getByLabelText('Country')).toHaveValue('Pakistan');
    expect(
      within(screen.getByLabelText('Country'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pakistan', 'India', 'Bangladesh', 'Other']);

    await user.click(screen.getByRole('button', { name: 'Pay $4' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(m.enterCardNumber);
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription(m.enterExpiry);
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription(m.enterCvv);
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription(m.enterCardName);
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(m.enterPostalCode);
    expect(screen.getByLabelText('Card number')).toHaveFocus();

    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(screen.getByLabelText('Expiry date'), '01/20');
    await user.type(screen.getByLabelText('CVV'), '12');
    await user.type(screen.getByLabelText('Postal code'), '1207');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(m.cardNumberInvalid);
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription(m.expired);
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription(m.cvvFormat);
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(m.postalCode.Pakistan);
    await user.selectOptions(screen.getByLabelText('Country'), 'Bangladesh');
    await user.click(screen.getByRole('button', { name: 'Pay $4' }));
    expect(screen.getByLabelText('Postal code')).not.toHaveAttribute('aria-invalid');

    await user.click(methods.getByRole('radio', { name: 'JazzCash' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    const mobile = screen.getByLabelText('JazzCash mobile number');
    await user.type(mobile, '0300-12345');
    await user.click(screen.getByRole('button', { name: 'Pay $4' }));
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(m.mobileFormat));

    await user.click(methods.getByRole('radio', { name: 'Easypaisa' }));
    expect(screen.getByLabelText('Easypaisa mobile number')).toBeInTheDocument();
  });

  it('sends only the plan, billing, coupon, method and last four digits, opens the provider’s page, waits for the payment, then says the new plan', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let orderReads = 0;
    let providerPaid = false;
    const { api } = await openCheckout({
      routes: {
        'POST /checkout/orders': { status: 201, body: { order: order({ coupon: 'WELCOME20', couponDiscountCents: 80, totalCents: 320 }) } },
        'GET /checkout/orders/ord1': () => {
          orderReads++;
          return { body: { order: order({ status: providerPaid ? 'paid' : 'pending' }) } };
        },
      },
    });
    const opened = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    await fillCard(user);
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME20{Enter}');
    expect(screen.getByText("You will complete the payment on our payment provider's secure page.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay $3.20' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    const [post] = api.callsTo('POST', '/checkout/orders');
    expect(post!.body).toEqual({ plan: 'pro', billing: 'monthly', coupon: 'WELCOME20', method: 'card', last4: '4242' });
    const sent = JSON.stringify(api.calls.map((c) => c.body));
    for (const secret of ['4242424242424242', '4242 4242', expiry, '"123"', 'Sam Student', '54000']) expect(sent).not.toContain(secret);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.location.href).toBe('https://pay.example.com/checkout/ord1');
    expect(opened.opener).toBeNull();

    const mesBefore = api.callsTo('GET', '/me').length;
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment to be confirmed...' })).toBeInTheDocument();
    await waitFor(() => expect(orderReads).toBe(1));
    // Asked every 2 s while pending.
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(orderReads).toBe(2));
    expect(screen.getByRole('heading', { name: 'Waiting for your payment to be confirmed...' })).toBeInTheDocument();
    providerPaid = true;
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('You are now on the Pro plan. Enjoy your new limits!')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/me').length).toBeGreaterThan(mesBefore));
    // Paid is final: no more asking.
    const reads = orderReads;
    await act(async () => vi.advanceTimersByTimeAsync(6_000));
    expect(orderReads).toBe(reads);

    // Paid: leaving asks nothing.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Payment received' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Wait' })).not.toBeInTheDocument();
  });

  it('sends a wallet’s mobile number last four digits, and says clearly when the payment fell short', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await openCheckout({
      state: { plan: 'premium', billing: 'monthly' },
      routes: {
        'POST /checkout/orders': {
          status: 201,
          body: { order: order({ plan: 'premium', method: 'easypaisa', listCents: 1400, priceCents: 700, totalCents: 700 }) },
        },
        'GET /checkout/orders/ord1': { body: { order: order({ plan: 'premium', status: 'underpaid', totalCents: 700 }) } },
      },
    });
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Easypaisa' }));
    await user.type(screen.getByLabelText('Easypaisa mobile number'), '+92 345 1234567');
    await user.click(screen.getByRole('button', { name: 'Pay $7' }));
    await waitFor(() => expect(api.callsTo('POST', '/checkout/orders')).toHaveLength(1));
    expect(api.callsTo('POST', '/checkout/orders')[0]!.body).toEqual({ plan: 'premium', billing: 'monthly', method: 'easypaisa', last4: '4567' });
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment we received was less than the order total of $7, so your plan has not changed. Please contact support and quote order ord1.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Pay $7' })).toBeEnabled();
  });

  it.each([
    [409, 'You already have this plan or a higher one.'],
    [503, 'Payments are not available right now.'],
  ])('shows the server’s message when the order is refused (%i)', async (status, message) => {
    await openCheckout({ routes: { 'POST /checkout/orders': { status, body: { message } } } });
    const open = vi.spyOn(window, 'open');
    const user = userEvent.setup({ delay: null });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $4' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Pay $4' })).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
  });

  it('retries a blocked payment window and then shows the Payment Error dialog, reusing the same order on the next try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await openCheckout({ routes: { 'POST /checkout/orders': { status: 201, body: { order: order() } } } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $4' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popup blocked');
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(open).toHaveBeenCalledTimes(3);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Error' });
    expect(dialog).toHaveTextContent('Payment is not working right now. Please try again later.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Pay $4' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(4));
    expect(api.callsTo('POST', '/checkout/orders')).toHaveLength(1);
  });

  it('disables paying when this stage takes no payments', async () => {
    await openCheckout({ routes: { 'GET /payments/availability': { body: { available: false } } } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $4' })).toBeDisabled());
    expect(screen.getByText('Payments are not available right now.')).toBeInTheDocument();
  });

  it('asks before leaving: Stay & Save keeps the user here with WELCOME20 applied, Leave Anyway leaves', async () => {
    await openCheckout();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Back to pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wait' });
    expect(dialog).toHaveAccessibleDescription('Your Pro upgrade is not finished yet. Stay now and we will apply the code WELCOME20 for an extra 20% off.');
    expect(within(dialog).getByRole('button', { name: 'Stay & Save' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Leave Anyway' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Stay & Save' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay & Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(line(await summary(), 'Total')).toBe('$3.20 / month');

    await user.click(screen.getByRole('link', { name: 'Back to pricing' }));
    const again = await screen.findByRole('dialog', { name: 'Wait' });
    expect(again).toHaveAccessibleDescription('Your Pro upgrade is not finished yet, and your WELCOME20 discount is still applied. Stay to complete it.');
    await user.click(within(again).getByRole('button', { name: 'Leave Anyway' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
  });

  it('asks before going back, and Escape stays', async () => {
    const { router } = await openCheckout({ path: '/pricing', state: null, routes: { 'GET /me': { body: testProfile({ plan: 'free' }) } } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Upgrade to Pro' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    await act(async () => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Wait' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(line(await summary(), 'Total')).toBe('$4 / month');
    await act(async () => router.navigate(-1));
    await user.click(within(await screen.findByRole('dialog', { name: 'Wait' })).getByRole('button', { name: 'Leave Anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('asks the browser to confirm closing the tab once the form holds something', async () => {
    await openCheckout();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText('Card number');
    expect(unload()).toBe(false);
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4' } });
    await waitFor(() => expect(unload()).toBe(true));
  });

  it('says the payment was cancelled when the provider sends the student back after cancelling, and offers to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openCheckout({
      routes: {
        'POST /checkout/orders': { status: 201, body: { order: order() } },
        'GET /checkout/orders/ord1': { body: { order: order() } },
      },
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => fakeWindow() as unknown as Window);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $4' }));
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment to be confirmed...' })).toBeInTheDocument();

    // Another order's cancellation is not this one's.
    announcePaymentCancelled('ord2');
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Waiting for your payment to be confirmed...' })).toBeInTheDocument();

    // The provider's tab, back on the app after Cancel, tells this one.
    announcePaymentCancelled('ord1');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The payment was cancelled on the payment provider's page. Nothing was charged and your plan has not changed.",
    );
    expect(screen.queryByRole('heading', { name: 'Waiting for your payment to be confirmed...' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment to be confirmed...' })).toBeInTheDocument();

    announcePaymentCancelled('ord1');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change payment details' }));
    expect(screen.getByRole('button', { name: 'Pay $4' })).toBeEnabled();
  });

  it('is where the provider sends a student who cancelled: it says so and tells the checkout tab waiting for the order', async () => {
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('codearena-checkout');
    otherTab.onmessage = (event) => heard.push(event.data);
    try {
      const api = mockApi({
        'GET /me': { body: testProfile() },
        'GET /plans': { body: { plans: defaultPlanLimits } },
        'GET /payments/availability': { body: { available: true } },
      });
      renderApp({ path: '/checkout?payment=cancelled&order=ord1', auth: fakeAuthSource(testUser('student')) });
      expect(await screen.findByRole('heading', { level: 2, name: 'Payment cancelled' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        "The payment was cancelled on the payment provider's page. Nothing was charged and your plan has not changed.",
      );
      expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
      await waitFor(() => expect(heard).toContainEqual({ type: 'payment-cancelled', orderId: 'ord1' }));
      expect(api.callsTo('POST', '/checkout/orders')).toHaveLength(0);
    } finally {
      otherTab.close();
    }
  });
});
