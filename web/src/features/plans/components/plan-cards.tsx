import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { defaultPlanLimits, type PlanName, planNames, YEARLY_TOGGLE_BADGE } from '@contract/plans';
import { PlanLimitsList } from '@web/components/plan-limits-list';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { plansQueryOptions } from '@web/lib/plans';
import { type Billing, planCopy, planOffer } from '../lib/plan-offers';
import './plan-cards.css';

const buttonText: Record<PlanName, string> = { free: 'Get Started Free', pro: 'Upgrade to Pro', premium: 'Go Premium' };

/**
 * The three plan cards with the Monthly/Yearly toggle (spec 1 §2.3 and §2.8): prices from the
 * contract (spec 1 §9), limits from GET /plans (the stored ones an admin may change). Free leads to
 * the dashboard or sign-up; Pro and Premium lead to /pricing, where payment is offered (issue 10).
 */
export function PlanCards({ headingLevel = 3 }: { readonly headingLevel?: 2 | 3 }) {
  const api = useApiClient();
  const { user } = useAuth();
  const limits = useQuery(plansQueryOptions(api)).data ?? defaultPlanLimits;
  const [billing, setBilling] = useState<Billing>('monthly');
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="plan-cards">
      <div className="plan-cards__billing" role="group" aria-label="Billing period">
        {(['monthly', 'yearly'] as const).map((b) => (
          <button key={b} type="button" aria-pressed={billing === b} className="plan-cards__period" onClick={() => setBilling(b)}>
            {b === 'monthly' ? 'Monthly' : 'Yearly'}
            {b === 'yearly' ? <> <span className="badge badge--up">{YEARLY_TOGGLE_BADGE}</span></> : null}
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
              <Heading id={`plan-${plan}-title`}>{limits[plan].name}</Heading>
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
                <Link className="button button--primary" to="/pricing">
                  {buttonText[plan]}
                </Link>
              )}
            </article>
          );
        })}
      </div>
    </div>
  );
}
