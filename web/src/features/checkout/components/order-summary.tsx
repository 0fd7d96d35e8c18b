import type { ReactNode } from 'react';
import { discountPercent, defaultPlanLimits } from '@contract/plans';
import { formatUsd, type Quote } from '@contract/payments';
import { couponLabel } from '../lib/checkout-texts';

/**
 * docs/requirements/plans.md §4 order summary, every figure from the contract's `quote` (the server prices the order
 * the same way): the plan and billing period, the list price struck through, the price, the
 * coupon's line and the total.
 */
export function OrderSummary({ quote, children }: { readonly quote: Quote; readonly children?: ReactNode }) {
  const per = quote.billing === 'monthly' ? 'month' : 'year';
  const offPercent = discountPercent({ original: quote.listCents, discounted: quote.priceCents });
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <dl className="order-summary__lines">
        <div>
          <dt>Plan</dt>
          <dd>{defaultPlanLimits[quote.plan].name}</dd>
        </div>
        <div>
          <dt>Billing</dt>
          <dd>{quote.billing === 'monthly' ? 'Monthly' : 'Yearly'}</dd>
        </div>
        {quote.listCents > quote.priceCents ? (
          <div>
            <dt>List price</dt>
            <dd>
              <del aria-label={`was ${formatUsd(quote.listCents)}`}>{formatUsd(quote.listCents)}</del>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Price{offPercent > 0 ? <span className="badge badge--up">{offPercent}% off</span> : null}</dt>
          <dd>{formatUsd(quote.priceCents)}</dd>
        </div>
        {quote.coupon ? (
          <div className="order-summary__coupon">
            <dt>
              Coupon {quote.coupon.code} ({couponLabel(quote.coupon)})
            </dt>
            <dd>−{formatUsd(quote.couponDiscountCents)}</dd>
          </div>
        ) : null}
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd>
            {formatUsd(quote.totalCents)} <span className="order-summary__per">/ {per}</span>
          </dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
