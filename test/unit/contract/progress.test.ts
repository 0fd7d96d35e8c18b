import { describe, expect, it } from 'vitest';
import { isoWeek, levelOf, xpPeriodsOf, xpToNextLevel } from '@contract/progress';

describe('levels (docs/requirements/dashboard.md §2)', () => {
  it.each([
    [0, 0],
    [1499, 0],
    [1500, 1],
    [3999, 1],
    [4000, 2],
    [21999, 4],
    [22000, 5],
    [99999, 9],
    [100000, 10],
    [250000, 10],
  ])('%i XP is level %i', (xp, level) => {
    expect(levelOf(xp)).toBe(level);
  });

  it('tells the XP to the next level, and nothing at the maximum ("Max Level")', () => {
    expect(xpToNextLevel(1200)).toBe(300);
    expect(xpToNextLevel(4000)).toBe(4000);
    expect(xpToNextLevel(100000)).toBeUndefined();
  });
});

describe('XP periods in the user timezone (docs/decisions/D06)', () => {
  it('counts an award in the day, ISO week, month and year of the user’s own calendar', () => {
    // Sunday 29 November 2026, 22:30 UTC: already Monday 30 November in Karachi (UTC+5), still Sunday in New York.
    const at = new Date('2026-11-29T22:30:00.000Z');
    expect(xpPeriodsOf(at, 'Karachi')).toEqual({ day: '2026-11-30', week: '2026-W49', month: '2026-11', year: '2026' });
    expect(xpPeriodsOf(at, 'Eastern')).toEqual({ day: '2026-11-29', week: '2026-W48', month: '2026-11', year: '2026' });
    expect(xpPeriodsOf(at, 'UTC')).toEqual({ day: '2026-11-29', week: '2026-W48', month: '2026-11', year: '2026' });
  });

  it('crosses New Year in the user’s timezone, not the server’s', () => {
    const at = new Date('2026-12-31T20:00:00.000Z'); // 1 January 2027 in Tokyo (UTC+9)
    expect(xpPeriodsOf(at, 'Tokyo')).toMatchObject({ day: '2027-01-01', month: '2027-01', year: '2027' });
    expect(xpPeriodsOf(at, 'Pacific')).toMatchObject({ day: '2026-12-31', month: '2026-12', year: '2026' });
  });

  it('reads an unknown or missing timezone as UTC (the profile default)', () => {
    const at = new Date('2026-11-29T22:30:00.000Z');
    expect(xpPeriodsOf(at, undefined)).toEqual(xpPeriodsOf(at, 'UTC'));
    expect(xpPeriodsOf(at, 'Mars/Olympus')).toEqual(xpPeriodsOf(at, 'UTC'));
  });

  it.each([
    // The ISO week-numbering year differs from the calendar year around New Year.
    [2021, 1, 3, '2020-W53'],
    [2024, 12, 30, '2025-W01'],
    [2026, 1, 1, '2026-W01'],
    [2026, 12, 31, '2026-W53'],
    [2027, 1, 3, '2026-W53'],
    [2027, 1, 4, '2027-W01'],
    [2026, 11, 23, '2026-W48'],
  ])('%i-%i-%i is in ISO week %s', (year, month, day, week) => {
    expect(isoWeek(year, month, day)).toBe(week);
  });
});
