import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { defaultPlanLimits, type PlanName, planNames, planPrices } from '@contract/plans';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { useMe } from '@web/lib/me';
import { plansQueryOptions } from '@web/lib/plans';
import { settingsMessages as s } from '../lib/settings-messages';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { FormMessage } from './form-message';
import { PlanLimitsList } from '@web/components/plan-limits-list';
import type { SettingsTabProps } from './settings-page';

const upgradeLabel: Record<PlanName, string> = { free: '', pro: 'Upgrade to Pro', premium: 'Upgrade Now' };

function Price({ plan }: { readonly plan: PlanName }) {
  const price = planPrices[plan].monthly;
  if (price.original === 0) return <p className="plan-card__price">$0 / month</p>;
  return (
    <p className="plan-card__price">
      <del aria-label={`was $${price.original}`}>${price.original}</del> ${price.discounted} / month
    </p>
  );
}

/** Spec 1 §2.10 Subscription: the real plan (GET /me) and its limits (GET /plans); payments are the provider's. */
export function SubscriptionTab(_: SettingsTabProps) {
  const api = useApiClient();
  const me = useMe();
  const plans = useQuery(plansQueryOptions(api));
  const [cancelling, setCancelling] = useState(false);
  const toast = useToast();

  if (me.isPending) return <p role="status">Loading subscription...</p>;
  if (me.isError) return <FormMessage error={me.error.message} />;

  const plan = me.data.plan;
  const limits = plans.data ?? defaultPlanLimits;
  const upgrades = planNames.slice(planNames.indexOf(plan) + 1);

  return (
    <div className="settings-tab">
      <h2>Subscription</h2>
      <article className="plan-card plan-card--current" aria-labelledby="current-plan-title">
        <h3 id="current-plan-title">Current Plan: {limits[plan].name}</h3>
        <p>
          Status: <span className="badge badge--up">Active</span>
        </p>
        <Price plan={plan} />
        <PlanLimitsList limits={limits[plan]} />
        {plan !== 'free' ? (
          <button type="button" className="button" onClick={() => setCancelling(true)}>
            Cancel Subscription
          </button>
        ) : null}
      </article>

      {upgrades.length > 0 ? (
        <section aria-labelledby="upgrade-title" className="plan-upgrades">
          <h3 id="upgrade-title">Upgrade Options</h3>
          <div className="plan-upgrades__grid">
            {upgrades.map((p) => (
              <article key={p} className="plan-card" aria-label={`${limits[p].name} plan`}>
                <h4>{limits[p].name}</h4>
                <Price plan={p} />
                <PlanLimitsList limits={limits[p]} />
                <Link className="button button--primary" to="/pricing">
                  {upgradeLabel[p]}
                </Link>
              </article>
            ))}
          </div>
        </section>
      ) : null}
      <p>
        <Link to="/pricing">View All Plans</Link>
      </p>
      <p className="field-hint">Payments and receipts are handled by our payment provider; billing history is in your receipt e-mails.</p>
      {cancelling ? (
        <CancelSubscriptionDialog
          onStay={() => setCancelling(false)}
          onConfirm={() => {
            setCancelling(false);
            toast.info(s.cancellationNotice);
          }}
        />
      ) : null}
    </div>
  );
}
