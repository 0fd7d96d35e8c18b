/** The weekly challenge score (docs/decisions/D08) with worked examples. */
import { describe, expect, it } from 'vitest';
import { bandOf, MAX_POINTS, scoreChallengeRun } from '../../../../lambdas/challenges/score';

describe('the weekly challenge score', () => {
  it('full marks: every test passed, at or under the averages → 200 XP, optimality 400, 1000 points, Optimal', () => {
    expect(scoreChallengeRun({ passedTests: 20, totalTests: 20, averageTimeMs: 800, chars: 150 })).toEqual({
      xp: 200,
      optimality: 400,
      points: MAX_POINTS,
      band: { min: 320, label: 'Optimal', colour: 'green' },
    });
  });

  it('worked example: 15 of 20 tests, twice the average time, 250 characters against 200', () => {
    // passRatio 0.75; optimality = 0.75 × (200 × 0.5 + 200 × 0.8) = 195; points = round(450 + 195) = 645.
    const score = scoreChallengeRun({ passedTests: 15, totalTests: 20, averageTimeMs: 2000, chars: 250 });
    expect(score).toMatchObject({ xp: 150, optimality: 195, points: 645 });
    expect(score.band.label).toBe('Fair');
  });

  it('uses the challenge’s own averages for the language when it has them', () => {
    const score = scoreChallengeRun({ passedTests: 10, totalTests: 10, averageTimeMs: 100, chars: 90 }, { avgTimeMs: 50, avgChars: 60 });
    // 200 × 0.5 + 200 × (60/90)
    expect(score.optimality).toBeCloseTo(233.33, 2);
    expect(score.points).toBe(833);
    expect(score.band.label).toBe('Fair');
  });

  it('nothing passed scores nothing whatever the speed; the pass count never exceeds the tests', () => {
    expect(scoreChallengeRun({ passedTests: 0, totalTests: 20, averageTimeMs: 1, chars: 1 })).toMatchObject({ xp: 0, optimality: 0, points: 0 });
    expect(scoreChallengeRun({ passedTests: 25, totalTests: 20, averageTimeMs: 1, chars: 1 })).toMatchObject({ xp: 200, points: 1000 });
    expect(scoreChallengeRun({ passedTests: 0, totalTests: 0, averageTimeMs: 0, chars: 0 })).toMatchObject({ xp: 0, points: 0 });
  });

  it('bands: 320 and above green, 240 yellow, 160 orange, below red', () => {
    expect([400, 320, 319.99, 240, 160, 159, 0].map((o) => bandOf(o).colour)).toEqual(['green', 'green', 'yellow', 'yellow', 'orange', 'red', 'red']);
  });
});
