/** docs/requirements/plans.md §2, §5: coupons and prices, every rule, with worked figures (contract/payments.ts). */
import { describe, expect, it } from 'vitest';
import { coupons, findCoupon, formatUsd, planListPriceCents, planPriceCents, quote } from '@contract/payments';
import { yearlySavingPercent } from '@contract/plans';

describe('findCoupon', () => {
  it('knows the five codes of docs/requirements/plans.md §5 with their kinds', () => {
    expect(coupons.map((c) => [c.code, c.discount, c.type])).toEqual([
      ['SAVE10', 10, 'percentage'],
      ['WELCOME20', 20, 'percentage'],
      ['STUDENT50', 50, 'percentage'],
      ['NEWUSER', 15, 'percentage'],
      ['FIRST100', 100, 'fixed'],
    ]);
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(findCoupon('welcome20')?.code).toBe('WELCOME20');
    expect(findCoupon('  WeLcOmE20 ')?.code).toBe('WELCOME20');
    expect(findCoupon('first100')?.type).toBe('fixed');
  });

  it('refuses unknown, empty and near-miss codes', () => {
    expect(findCoupon('')).toBeUndefined();
    expect(findCoupon('WELCOME2')).toBeUndefined();
    expect(findCoupon('WELCOME 20')).toBeUndefined();
    expect(findCoupon('SAVE10%')).toBeUndefined();
  });
});

describe('quote', () => {
  it('charges the plan card prices in cents: Pro $4/$40, Premium $7/$70, struck-through $8/$80, $14/$140', () => {
    expect([
      planPriceCents('pro', 'monthly'),
      planPriceCents('pro', 'yearly'),
      planPriceCents('premium', 'monthly'),
      planPriceCents('premium', 'yearly'),
    ]).toEqual([400, 4000, 700, 7000]);
    expect([planListPriceCents('pro', 'monthly'), planListPriceCents('premium', 'yearly')]).toEqual([800, 14000]);
  });

  it('takes a percentage off and rounds to the cent: Pro monthly with WELCOME20 is $3.20, Premium monthly with NEWUSER $5.95', () => {
    expect(quote('pro', 'monthly', findCoupon('WELCOME20'))).toMatchObject({ priceCents: 400, couponDiscountCents: 80, totalCents: 320 });
    // 15 % of 700 cents is 105 cents exactly.
    expect(quote('premium', 'monthly', findCoupon('NEWUSER'))).toMatchObject({ couponDiscountCents: 105, totalCents: 595 });
    // 10 % of 700 = 70; 50 % of 4000 = 2000.
    expect(quote('premium', 'monthly', findCoupon('SAVE10')).totalCents).toBe(630);
    expect(quote('pro', 'yearly', findCoupon('STUDENT50')).totalCents).toBe(2000);
  });

  it('NEWUSER takes 15 %: Pro monthly $3.40, Pro yearly $34', () => {
    expect(quote('pro', 'monthly', findCoupon('NEWUSER'))).toMatchObject({ couponDiscountCents: 60, totalCents: 340 });
    expect(quote('pro', 'yearly', findCoupon('newuser')).totalCents).toBe(3400);
  });

  it('never goes below 0 with the fixed FIRST100 ($100 off): every plan and period costs $0', () => {
    for (const plan of ['pro', 'premium'] as const) {
      for (const billing of ['monthly', 'yearly'] as const) {
        const q = quote(plan, billing, findCoupon('FIRST100'));
        expect(q.totalCents).toBe(0);
        expect(q.couponDiscountCents).toBe(q.priceCents);
      }
    }
  });

  it('without a coupon charges the price and names no coupon', () => {
    const q = quote('premium', 'yearly');
    expect(q).toMatchObject({ priceCents: 7000, couponDiscountCents: 0, totalCents: 7000 });
    expect(q.coupon).toBeUndefined();
  });
});

describe('yearly saving (docs/requirements/plans.md §2 formula) and formatting', () => {
  it('(12 × monthly − yearly) / (12 × monthly): Pro 4/40 and Premium 7/70 save 17 %', () => {
    expect(yearlySavingPercent(4, 40)).toBe(17);
    expect(yearlySavingPercent(7, 70)).toBe(17);
    expect(yearlySavingPercent(8, 80)).toBe(17);
    expect(yearlySavingPercent(0, 0)).toBe(0);
  });

  it('prints whole dollars without cents and the rest with two decimals', () => {
    expect([formatUsd(400), formatUsd(320), formatUsd(595), formatUsd(0), formatUsd(7000)]).toEqual(['$4', '$3.20', '$5.95', '$0', '$70']);
  });
});
