import { describe, expect, it } from 'vitest';
import { discountPercent, planPrices, yearlySavingPercent } from '@contract/plans';

describe('plan prices (docs/requirements/plans.md §2)', () => {
  it('offers Pro and Premium at half their list price, monthly and yearly, and Free at nothing', () => {
    expect(planPrices.pro).toEqual({ monthly: { original: 8, discounted: 4 }, yearly: { original: 80, discounted: 40 } });
    expect(planPrices.premium).toEqual({ monthly: { original: 14, discounted: 7 }, yearly: { original: 140, discounted: 70 } });
    for (const price of [planPrices.pro.monthly, planPrices.pro.yearly, planPrices.premium.monthly, planPrices.premium.yearly])
      expect(discountPercent(price)).toBe(50);
    expect(discountPercent(planPrices.free.monthly)).toBe(0);
  });

  it('computes the yearly saving by the spec’s formula, (12 × monthly − yearly) / (12 × monthly), in whole percent', () => {
    expect(yearlySavingPercent(8, 80)).toBe(17); // (96 − 80) / 96 = 16.7 %
    expect(yearlySavingPercent(4, 40)).toBe(17);
    expect(yearlySavingPercent(14, 140)).toBe(17); // (168 − 140) / 168 = 16.7 %
    expect(yearlySavingPercent(10, 96)).toBe(20);
    expect(yearlySavingPercent(10, 120)).toBe(0);
    expect(yearlySavingPercent(0, 0)).toBe(0);
  });
});
