import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type PaidPlan, paymentMessages } from '@contract/payments';
import { defaultPlanLimits, type PlanName, planNames, YEARLY_TOGGLE_BADGE } from '@contract/plans';
import { PlanLimitsList } from '@web/components/plan-limits-list';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useMe } from '@web/lib/me';
import { usePaymentsAvailable } from '@web/lib/payments/availability';
import type { PlanChoice } from '@web/lib/payments/plan-choice';
import { plansQueryOptions } from '@web/lib/plans';
import { Button } from '@web/components/ui/button';
import { type Billing, planCopy, planOffer } from '../lib/plan-offers';
import './plan-cards.css';

const buttonText: Record<PlanName, string> = { free: 'Get Started Free', pro: 'Upgrade to Pro', premium: 'Go Premium' };

/**
 * A paid plan's button (docs/requirements/accounts.md §4, plans.md §3): signed in, to /checkout with the plan and billing in
 * navigation state; signed out, to /login carrying them, so the sign-in (or the sign-up reached from
 * it) ends on /checkout. Disabled with the reason beside it when this stage takes no payments
 * (docs/decisions/D09), and for the plan the user holds or one below it (the order would be refused).
 */
function PaidPlanAction({
  plan,
  billing,
  held,
  planName,
}: {
  readonly plan: PaidPlan;
  readonly billing: Billing;
  readonly held?: PlanName;
  readonly planName: (p: PlanName) => string;
}) {
  const { user } = useAuth();
  const location = useLocation();
  const available = usePaymentsAvailable();
  const reasonId = useId();

  if (held && planNames.indexOf(held) >= planNames.indexOf(plan)) {
    return <Button disabled>{held === plan ? 'Current Plan' : `Included in ${planName(held)}`}</Button>;
  }
  if (!available) {
    return (
      <>
        <Button variant="primary" disabled aria-describedby={reasonId}>
          {buttonText[plan]}
        </Button>
        <p id={reasonId} className="plan-offer__unavailable">
          {paymentMessages.paymentsUnavailable}
        </p>
      </>
    );
  }
  const choice: PlanChoice = { plan, billing };
  return user ? (
    <Link className="button button--primary" to="/checkout" state={choice}>
      {buttonText[plan]}
    </Link>
  ) : (
    <Link className="button button--primary" to="/login" state={{ from: location.pathname, ...choice }}>
      {buttonText[plan]}
    </Link>
  );
}

/**
 * The three plan cards with the Monthly/Yearly toggle (docs/requirements/shell.md §6, plans.md §3), on the home page and
 * /pricing alike: prices from the contract (docs/requirements/plans.md §2), limits from GET /plans (the stored ones an
 * admin may change). Free leads to the dashboard or sign-up; Pro and Premium to checkout.
 */
export function PlanCards({ headingLevel = 3 }: { readonly headingLevel?: 2 | 3 }) {
  const api = useApiClient();
  const { user } = useAuth();
  const held = useMe().data?.plan;
  const limits = useQuery(plansQueryOptions(api)).data ?? defaultPlanLimits;
  const [billing, setBilling] = useState<Billing>('monthly');
  const Heading = `h${headingLevel}` as const;
  const planName = (p: PlanName) => limits[p].name;

  return (
    <div className="plan-cards">
      <div className="plan-cards__billing" role="group" aria-label="Billing period">
        {(['monthly', 'yearly'] as const).map((b) => (
          <button key={b} type="button" aria-pressed={billing === b} className="plan-cards__period" onClick={() => setBilling(b)}>
            {b === 'monthly' ? 'Monthly' : 'Yearly'}
            {b === 'yearly' ? (
              <>
                {' '}
                <span className="badge badge--up">{YEARLY_TOGGLE_BADGE}</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      <div className="plan-cards__grid">
        {planNames.map((plan) => {
          const offer = planOffer(plan, billing);
          const copy = planCopy[plan];
          const per = billing === 'monthly' ? 'month' : 'year';
          return (
            <article key={plan} className={`plan-offer${copy.popular ? ' plan-offer--popular' : ''}`} aria-labelledby={`plan-${plan}-title`}>
              {copy.popular ? <p className="plan-offer__flag">Most Popular</p> : null}
              {copy.best ? <p className="plan-offer__flag">Best Value</p> : null}
              <Heading id={`plan-${plan}-title`}>{planName(plan)}</Heading>
              <p className="plan-offer__price">
                {offer.discount > 0 ? <del aria-label={`was $${offer.price.original}`}>${offer.price.original}</del> : null}
                <strong>${offer.price.discounted}</strong> / {per}
              </p>
              {offer.discount > 0 ? <p className="plan-offer__deal">{offer.discount}% off · Limited Time</p> : null}
              {offer.yearlySaving > 0 ? <p className="plan-offer__deal">Save {offer.yearlySaving}% against monthly</p> : null}
              <p>{copy.description}</p>
              <PlanLimitsList limits={limits[plan]} />
              {plan === 'free' ? (
                <Link className="button" to={user ? '/dashboard' : '/signup'}>
                  {buttonText.free}
                </Link>
              ) : (
                <PaidPlanAction plan={plan} billing={billing} held={user ? held : undefined} planName={planName} />
              )}
            </article>
          );
        })}
      </div>
    </div>
  );
}
