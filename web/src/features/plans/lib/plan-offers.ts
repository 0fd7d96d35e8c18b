import { discountPercent, type PlanName, type PlanPrice, planPrices, yearlySavingPercent } from '@contract/plans';

export type Billing = 'monthly' | 'yearly';

/** What a plan card says besides its limits (docs/requirements/plans.md §2 plan card: description, flags). */
export const planCopy: Record<PlanName, { description: string; popular?: boolean; best?: boolean }> = {
  free: { description: 'Start practising at no cost: problems every week and the weekly challenges.' },
  pro: { description: 'More problems and challenges every week, and your own crew.', popular: true },
  premium: { description: 'Everything without weekly limits, for the serious competitor.', best: true },
};

export interface PlanOffer {
  readonly plan: PlanName;
  readonly price: PlanPrice;
  /** Per year against twelve months, by the spec's formula; 0 on monthly billing and for Free. */
  readonly yearlySaving: number;
  readonly discount: number;
}

/** A plan's card figures for the chosen billing. */
export function planOffer(plan: PlanName, billing: Billing): PlanOffer {
  const { monthly, yearly } = planPrices[plan];
  const price = billing === 'monthly' ? monthly : yearly;
  return {
    plan,
    price,
    yearlySaving: billing === 'yearly' ? yearlySavingPercent(monthly.discounted, yearly.discounted) : 0,
    discount: discountPercent(price),
  };
}
