import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Profile } from '@contract/account/profile';
import type { BillingPeriod, SubscriptionResponse } from '@contract/payments';
import { defaultPlanLimits, type PlanLimits, type PlanName, planNames, planPrices } from '@contract/plans';
import { PlanLimitsList } from '@web/components/plan-limits-list';
import { QueryView, type QueryState } from '@web/components/ui/query-view';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useMe } from '@web/lib/me';
import { plansQueryOptions } from '@web/lib/plans';
import { Button } from '@web/components/ui/button';
import { subscriptionQueryOptions } from '../api/get-subscription';
import { formatDateAs } from '../lib/format-date';
import { settingsMessages as s } from '../lib/settings-messages';
import { BillingHistory } from './billing-history';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import type { SettingsTabProps } from './settings-tab';

const upgradeLabel: Record<PlanName, string> = { free: '', pro: 'Upgrade to Pro', premium: 'Upgrade Now' };

function Price({ plan, billing = 'monthly' }: { readonly plan: PlanName; readonly billing?: BillingPeriod }) {
  const price = planPrices[plan][billing];
  const per = billing === 'monthly' ? 'month' : 'year';
  if (price.original === 0) return <p className="plan-card__price">$0 / {per}</p>;
  return (
    <p className="plan-card__price">
      <del aria-label={`was $${price.original}`}>${price.original}</del> ${price.discounted} / {per}
    </p>
  );
}

/**
 * docs/requirements/plans.md §7 Subscription: the plan in force with its status, billing period and activation date
 * and the billing history (GET /me/subscription), its limits (GET /plans), the upgrades. Payments and
 * cancellation happen at the payment provider; its webhook changes the plan.
 */
export function SubscriptionTab(_: SettingsTabProps) {
  const api = useApiClient();
  const { user } = useAuth();
  const me = useMe();
  // Asked for beside the profile, not after it: the three load side by side.
  const plans = useQuery(plansQueryOptions(api));
  const subscription = useQuery(subscriptionQueryOptions(api, user?.userId));
  return (
    <QueryView query={me} loading="Loading subscription..." error={(error) => error.message}>
      {(profile) => <SubscriptionDetails profile={profile} plans={plans.data} subscription={subscription} />}
    </QueryView>
  );
}

interface SubscriptionDetailsProps {
  readonly profile: Profile;
  readonly plans: Record<PlanName, PlanLimits> | undefined;
  readonly subscription: QueryState<SubscriptionResponse>;
}

function SubscriptionDetails({ profile, plans, subscription }: SubscriptionDetailsProps) {
  const [cancelling, setCancelling] = useState(false);
  const toast = useToast();
  const held = subscription.data;
  // The subscription is the payments' own record; until it arrives the profile's plan stands.
  const plan = held?.plan ?? profile.plan;
  const limits = plans ?? defaultPlanLimits;
  const upgrades = planNames.slice(planNames.indexOf(plan) + 1);
  const active = held ? held.status === 'active' : true;

  return (
    <div className="settings-tab">
      <h2>Subscription</h2>
      <article className="plan-card plan-card--current" aria-labelledby="current-plan-title">
        <h3 id="current-plan-title">Current Plan: {limits[plan].name}</h3>
        <dl className="plan-card__facts">
          <div>
            <dt>Status</dt>
            <dd>{active ? <span className="badge badge--up">Active</span> : <span className="badge">Cancelled</span>}</dd>
          </div>
          {held?.billing ? (
            <div>
              <dt>Billing</dt>
              <dd>{held.billing === 'monthly' ? 'Monthly' : 'Yearly'}</dd>
            </div>
          ) : null}
          {held?.activatedAt ? (
            <div>
              <dt>Activated</dt>
              <dd>{formatDateAs(held.activatedAt, profile.dateFormat, profile.timezone)}</dd>
            </div>
          ) : null}
        </dl>
        <Price plan={plan} billing={held?.billing} />
        <PlanLimitsList limits={limits[plan]} />
        {plan !== 'free' && active ? <Button onClick={() => setCancelling(true)}>Cancel Subscription</Button> : null}
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

      <section aria-labelledby="billing-history-title">
        <h3 id="billing-history-title">Billing History</h3>
        <QueryView
          query={subscription}
          loading="Loading billing history..."
          error={(error) => `Could not load your billing history: ${error.message}`}
          isEmpty={(loaded) => loaded.history.length === 0}
          empty={<p className="field-hint">No payments yet. Your payments and cancellations will be listed here.</p>}
        >
          {(loaded) => <BillingHistory history={loaded.history} profile={profile} />}
        </QueryView>
        <p className="field-hint">Receipts are e-mailed by our payment provider.</p>
      </section>
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
