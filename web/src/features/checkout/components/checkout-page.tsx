import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { checkoutFormSchema, emptyCheckoutFields, orderRequest } from '@contract/checkout-form';
import { type Coupon, formatUsd, type Order, paymentMessages, quote } from '@contract/payments';
import { defaultPlanLimits } from '@contract/plans';
import { PaymentWindowFeedback } from '@web/components/payment-window-feedback';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useZodForm } from '@web/lib/forms/zod-form';
import { meQueryKey } from '@web/lib/me';
import { usePaymentsAvailable } from '@web/lib/payments/availability';
import { type PlanChoice, readPlanChoice } from '@web/lib/payments/plan-choice';
import { announcePaymentCancelled, usePaymentCancelled } from '@web/lib/payments/payment-return';
import { usePaymentWindow } from '@web/lib/payments/use-payment-window';
import { Button } from '@web/components/ui/button';
import { createOrder, orderQueryOptions } from '../api/orders';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { checkoutTexts as t } from '../lib/checkout-texts';
import { CouponBox } from './coupon-box';
import { ExitIntentDialog, exitOfferCoupon } from './exit-intent-dialog';
import { OrderSummary } from './order-summary';
import { PaymentFields } from './payment-fields';
import './checkout-page.css';

/** The server's own words for a refused order (400 coupon, 409 already subscribed, 503 no payments). */
function orderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503)) return error.message;
  return t.orderFailed;
}

/**
 * /checkout (docs/requirements/plans.md §4; signed-in users): the plan and billing period chosen on pricing arrive
 * in navigation state; without them the user is sent to /pricing.
 */
export function CheckoutPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  // The payment provider sends a student back here after they cancelled on its page.
  if (search.get('payment') === 'cancelled') return <PaymentCancelledScreen orderId={search.get('order')} />;
  const choice = readPlanChoice(location.state);
  return choice ? <CheckoutScreen choice={choice} /> : <Navigate to="/pricing" replace />;
}

/**
 * The provider's tab, back on the app after the student cancelled the payment there: it says so,
 * and tells the checkout tab waiting for that order, which says so too.
 */
function PaymentCancelledScreen({ orderId }: { readonly orderId: string | null }) {
  useEffect(() => {
    if (orderId) announcePaymentCancelled(orderId);
  }, [orderId]);
  return (
    <div className="page checkout">
      <header className="page__header">
        <h1>{t.title}</h1>
      </header>
      <section className="checkout-status" aria-labelledby="checkout-cancelled-title">
        <h2 id="checkout-cancelled-title">{t.cancelledTitle}</h2>
        <p role="status">{t.cancelled}</p>
        <p className="field-hint">{t.cancelledOtherTab}</p>
        <Link className="button button--primary" to="/pricing">
          {t.backToPricing}
        </Link>
      </section>
    </div>
  );
}

function CheckoutScreen({ choice }: { readonly choice: PlanChoice }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const available = usePaymentsAvailable();
  const paymentWindow = usePaymentWindow();
  const [coupon, setCoupon] = useState<Coupon>();
  /** The order made for the current details; paying again with the same details reuses it. */
  const [order, setOrder] = useState<{ readonly key: string; readonly order: Order } | null>(null);
  /** The order whose payment is awaited, once its page opened in the provider's tab. */
  const [awaited, setAwaited] = useState<Order | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  /** The student cancelled the awaited order's payment on the provider's page (their tab came back to the app and said so). */
  const [cancelled, setCancelled] = useState(false);

  const schema = useMemo(() => checkoutFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: emptyCheckoutFields(user?.email ?? ''), reValidateMode: 'onChange' });
  const { register, handleSubmit, control, formState } = form;
  const method = useWatch({ control, name: 'method' });

  const polled = useQuery({ ...orderQueryOptions(api, awaited?.orderId ?? 'none'), enabled: awaited !== null });
  const status = awaited ? (polled.data?.status ?? awaited.status) : null;
  const paid = status === 'paid';
  usePaymentCancelled(awaited && !paid ? awaited.orderId : null, () => setCancelled(true));

  // The plan changed on the server: the profile (and with it the subscription) is read again.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: meQueryKey(user?.userId) });
  }, [paid, queryClient, user?.userId]);

  const guard = useLeaveGuard({ inApp: !paid, unload: !paid && (formState.isDirty || coupon !== undefined || order !== null) });

  const summary = quote(choice.plan, choice.billing, coupon);
  const planName = defaultPlanLimits[choice.plan].name;
  const busy = formState.isSubmitting || paymentWindow.opening;

  const pay = handleSubmit(async (payment) => {
    setServerError(null);
    // Only the plan, the billing period, the coupon, the method and the last four digits leave the
    // browser (orderRequest): the card number, its expiry date and CVV never do; the provider's
    // hosted page collects the payment itself.
    const body = orderRequest(payment, { plan: choice.plan, billing: choice.billing, coupon });
    const key = JSON.stringify(body);
    let current = order?.key === key ? order.order : null;
    if (!current) {
      try {
        current = await createOrder(api, body);
      } catch (error) {
        setServerError(orderErrorMessage(error));
        return;
      }
      setOrder({ key, order: current });
    }
    const created = current;
    // Nothing left to pay (settled already): no provider page to open.
    if (created.status !== 'pending') return setAwaited(created);
    paymentWindow.open(created.paymentUrl, () => setAwaited(created));
  });

  const backToForm = (forgetOrder: boolean) => {
    paymentWindow.reset();
    setCancelled(false);
    setAwaited(null);
    if (forgetOrder) setOrder(null);
  };

  let main;
  if (paid) {
    main = (
      <section className="checkout-status checkout-status--paid" aria-labelledby="checkout-paid-title">
        <h2 id="checkout-paid-title">{t.paidTitle}</h2>
        <p role="status">{t.paid(planName)}</p>
        <Link className="button button--primary" to="/dashboard">
          {t.goToDashboard}
        </Link>
      </section>
    );
  } else if (status === 'underpaid' && awaited) {
    main = (
      <section className="checkout-status" aria-labelledby="checkout-underpaid-title">
        <h2 id="checkout-underpaid-title">Payment incomplete</h2>
        <p className="form-message form-message--error" role="alert">
          {t.underpaid(formatUsd(awaited.totalCents), awaited.orderId)}
        </p>
        <Button variant="primary" onClick={() => backToForm(true)}>
          {t.tryAgain}
        </Button>
      </section>
    );
  } else if (cancelled && awaited) {
    main = (
      <section className="checkout-status" aria-labelledby="checkout-cancelled-title">
        <h2 id="checkout-cancelled-title">{t.cancelledTitle}</h2>
        <p className="form-message form-message--error" role="alert">
          {t.cancelled}
        </p>
        <div className="checkout-status__actions">
          <Button
            variant="primary"
            onClick={() => {
              setCancelled(false);
              paymentWindow.open(awaited.paymentUrl);
            }}
          >
            {t.tryAgain}
          </Button>
          <Button onClick={() => backToForm(false)}>{t.changeDetails}</Button>
        </div>
      </section>
    );
  } else if (awaited) {
    main = (
      <section className="checkout-status" aria-labelledby="checkout-waiting-title">
        <div className="spinner" aria-hidden="true" />
        <div role="status">
          <h2 id="checkout-waiting-title">{t.waiting}</h2>
        </div>
        <p className="field-hint">{t.waitingHint}</p>
        <div className="checkout-status__actions">
          <Button variant="primary" busy={paymentWindow.opening} onClick={() => paymentWindow.open(awaited.paymentUrl)}>
            {paymentWindow.opening ? t.processing : t.reopen}
          </Button>
          <Button onClick={() => backToForm(false)}>{t.changeDetails}</Button>
        </div>
        <PaymentWindowFeedback state={paymentWindow.state} onDismiss={paymentWindow.reset} />
      </section>
    );
  } else {
    main = (
      <form className="checkout-form" onSubmit={(event) => void pay(event)} noValidate aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title">Payment details</h2>
        <PaymentFields method={method} register={register} errors={formState.errors} disabled={busy} />
        <p className="checkout-form__secure">
          {t.secureHint} <span className="field-hint">{t.cardStaysHere}</span>
        </p>
        {serverError ? (
          <p className="form-message form-message--error" role="alert">
            {serverError}
          </p>
        ) : null}
        <PaymentWindowFeedback state={paymentWindow.state} onDismiss={paymentWindow.reset} />
        <Button type="submit" variant="primary" className="checkout-form__pay" busy={busy} disabled={!available}>
          {busy ? t.processing : `Pay ${formatUsd(summary.totalCents)}`}
        </Button>
      </form>
    );
  }

  return (
    <div className="page checkout">
      <header className="page__header">
        <div>
          <h1>{t.title}</h1>
          <p className="page__lead">
            Upgrade to {planName}, billed {choice.billing}.
          </p>
        </div>
        <Link to="/pricing">Back to pricing</Link>
      </header>
      {available ? null : (
        <p className="notice" role="status">
          {paymentMessages.paymentsUnavailable}
        </p>
      )}
      <div className="checkout__layout">
        <OrderSummary quote={summary}>
          <CouponBox coupon={coupon} onApply={setCoupon} onRemove={() => setCoupon(undefined)} locked={awaited !== null || busy} />
        </OrderSummary>
        <div className="checkout__main">{main}</div>
      </div>
      {guard.state === 'blocked' ? (
        <ExitIntentDialog
          planName={planName}
          coupon={coupon}
          paying={awaited !== null}
          onStay={() => guard.reset()}
          onStayAndSave={() => {
            if (!coupon && !awaited) setCoupon(exitOfferCoupon);
            guard.reset();
          }}
          onLeave={() => guard.proceed()}
        />
      ) : null}
    </div>
  );
}
