/** The contest rating with worked examples (AtCoder's published formulas, lambdas/challenges/contest-rating.ts). */
import { describe, expect, it } from 'vitest';
import {
  averagePerformance,
  DEFAULT_APERF,
  displayedRating,
  expectedPlace,
  PERFORMANCE_CAP,
  performanceAt,
  provisionalRamp,
  rateContest,
  ratingOf,
  tiedRanks,
} from '../../../../lambdas/challenges/contest-rating';

describe('performance', () => {
  it('places the middle of a field of equals at their own level, better places higher', () => {
    const field = [1200, 1200, 1200];
    // Σ 1/(1+6^0) = 3/2 = rank − ½ at rank 2.
    expect(expectedPlace(1200, field)).toBeCloseTo(1.5, 10);
    expect(performanceAt(2, field)).toBeCloseTo(1200, 6);
    expect(performanceAt(1, field)).toBeGreaterThan(1200);
    expect(performanceAt(3, field)).toBeLessThan(1200);
    // Symmetric around the middle.
    expect(performanceAt(1, field) - 1200).toBeCloseTo(1200 - performanceAt(3, field), 6);
  });

  it('solves the defining equation: 400·log6(2) above a lone equal for first of two', () => {
    // Field [1200, 1200], rank 1: 2/(1+6^d) = 1/2 → 6^d = 3 → X = 1200 + 400·log6(3).
    expect(performanceAt(1, [1200, 1200])).toBeCloseTo(1200 + 400 * (Math.log(3) / Math.log(6)), 6);
  });

  it('caps the winner of a much weaker field', () => {
    expect(performanceAt(1, Array(50).fill(3900))).toBe(PERFORMANCE_CAP);
  });

  it('shares the average rank among ties', () => {
    expect(tiedRanks([900, 500, 900, 100, 500, 500])).toEqual([1.5, 4, 1.5, 6, 4, 4]);
  });
});

describe('rating', () => {
  it('ramps a newcomer in: F(1) = 1200, F(2) ≈ 745.4, falling towards 0', () => {
    expect(provisionalRamp(1)).toBeCloseTo(1200, 6);
    expect(provisionalRamp(2)).toBeCloseTo(745.4, 1);
    expect(provisionalRamp(10)).toBeLessThan(provisionalRamp(5));
    expect(provisionalRamp(200)).toBeLessThan(1);
  });

  it('one contest at 1200 rates 0, shown as 400/e ≈ 147', () => {
    expect(ratingOf([1200])).toBeCloseTo(0, 6);
    expect(displayedRating(0)).toBe(147);
    expect(displayedRating(1500)).toBe(1500);
  });

  it('a steady 2000 converges on 2000; the newest contest weighs most', () => {
    expect(ratingOf(Array(100).fill(2000))).toBeCloseTo(2000, 0);
    const improving = ratingOf([2400, 1600]);
    const declining = ratingOf([1600, 2400]);
    expect(improving).toBeGreaterThan(declining);
  });

  it('APerf is the weighted mean of past performances, newest first; a newcomer’s is the default', () => {
    expect(averagePerformance([])).toBe(DEFAULT_APERF);
    // (1000·0.9 + 2000·0.81) / 1.71
    expect(averagePerformance([1000, 2000])).toBeCloseTo((900 + 1620) / 1.71, 6);
  });
});

describe('rating a contest', () => {
  it('rates every contestant from the standings: ties alike, newcomers provisional, veterans move less', () => {
    const veteran = Array(10).fill(1800);
    const rated = rateContest([
      { userId: 'ada', points: 950, history: [] },
      { userId: 'ben', points: 950, history: [] },
      { userId: 'cy', points: 400, history: veteran },
      { userId: 'dee', points: 0, history: [] },
    ]);
    const by = Object.fromEntries(rated.map((r) => [r.userId, r]));
    expect(by.ada!.rank).toBe(1.5);
    expect(by.ada!.performance).toBe(by.ben!.performance);
    expect(by.ada!.performance).toBeGreaterThan(by.cy!.performance);
    expect(by.cy!.performance).toBeGreaterThan(by.dee!.performance);
    expect(by.ada).toMatchObject({ previousRating: null, provisional: true });
    expect(by.ada!.rating).toBeCloseTo(by.ada!.performance - 1200, 6);
    // The veteran finished below the newcomers yet keeps most of their rating.
    expect(by.cy!.provisional).toBe(false);
    expect(by.cy!.previousRating).toBeCloseTo(ratingOf(veteran), 6);
    expect(Math.abs(by.cy!.rating - by.cy!.previousRating!)).toBeLessThan(200);
    expect(by.dee!.displayed).toBeGreaterThan(0);
  });
});
