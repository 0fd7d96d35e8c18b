import { describe, expect, it } from 'vitest';
import {
  CREW_DESCRIPTION_WORDS,
  crewBarPercent,
  crewInputSchema,
  crewLevelOf,
  crewMessages as m,
  crewMove,
  crewNameKey,
  founderAfterLeaving,
  type CrewMove,
  type CrewRole,
} from '@contract/crews';

describe('who may move whom in a crew (docs/requirements/crews.md §4)', () => {
  const F = 'founder';
  const S = 'senior-executive';
  const J = 'junior-executive';
  const M = 'member';
  it.each([
    // The founder moves everyone but themselves, one step at a time.
    [F, M, 'promote', J],
    [F, J, 'promote', S],
    [F, S, 'promote', m.cannotPromote(S)],
    [F, S, 'demote', J],
    [F, J, 'demote', M],
    [F, M, 'demote', m.cannotDemote(M)],
    [F, S, 'remove', null],
    [F, M, 'remove', null],
    // Senior executives manage those below them, but only the founder grants or takes senior executive.
    [S, M, 'promote', J],
    [S, J, 'promote', m.onlyFounder],
    [S, J, 'demote', M],
    [S, S, 'demote', m.onlyFounder],
    [S, J, 'remove', null],
    [S, S, 'remove', m.onlyFounder],
    // The founder is never moved.
    [S, F, 'demote', m.onlyFounder],
    [S, F, 'remove', m.onlyFounder],
    // Junior executives and members manage nobody.
    [J, M, 'promote', m.notManager],
    [J, M, 'remove', m.notManager],
    [M, M, 'remove', m.notManager],
  ] as [CrewRole, CrewRole, CrewMove, CrewRole | string | null][])('%s %s a %s → %s', (actor, target, move, expected) => {
    const outcome = crewMove(actor, target, move);
    if (expected === null || (typeof expected === 'string' && ['founder', 'senior-executive', 'junior-executive', 'member'].includes(expected))) {
      expect(outcome).toEqual({ ok: true, to: expected });
    } else {
      expect(outcome).toEqual({ ok: false, message: expected });
    }
  });

  it('refuses anyone moving themselves, the founder too', () => {
    expect(crewMove('founder', 'founder', 'remove', true)).toEqual({ ok: false, message: m.notYourself });
    expect(crewMove('senior-executive', 'senior-executive', 'demote', true)).toEqual({ ok: false, message: m.notYourself });
  });
});

describe('who founds the crew after someone leaves (docs/requirements/crews.md §3)', () => {
  const members = [
    { userId: 'ana', role: 'founder' as const, joinedAt: '2026-01-01T00:00:00.000Z' },
    { userId: 'cem', role: 'member' as const, joinedAt: '2026-03-01T00:00:00.000Z' },
    { userId: 'ben', role: 'senior-executive' as const, joinedAt: '2026-02-01T00:00:00.000Z' },
  ];
  it('hands a leaving founder’s crew to the first remaining member by join date', () => {
    expect(founderAfterLeaving(members, 'ana')).toEqual({ founder: 'ben', crewDeleted: false });
  });
  it('keeps the founder when someone else leaves, and deletes the crew when its founder was alone', () => {
    expect(founderAfterLeaving(members, 'cem')).toEqual({ founder: 'ana', crewDeleted: false });
    expect(founderAfterLeaving([members[0]!], 'ana')).toEqual({ founder: null, crewDeleted: true });
  });
});

describe('crew levels by all-time contribution (docs/requirements/leaderboards.md §3)', () => {
  it.each([
    [0, 'Beginner'],
    [499, 'Beginner'],
    [500, 'Rising'],
    [1_999, 'Rising'],
    [2_000, 'Active'],
    [5_000, 'Driven'],
    [15_000, 'Elite'],
    [30_000, 'Mastermind'],
    [50_000, 'Dominators'],
    [89_999, 'Dominators'],
    [90_000, 'Legendary'],
    [5_000_000, 'Legendary'],
  ])('%i XP → %s', (contribution, level) => {
    expect(crewLevelOf(contribution)).toBe(level);
  });

  it('draws 70 problems a month as a full bar, and no more than full', () => {
    expect([crewBarPercent(0), crewBarPercent(35), crewBarPercent(70), crewBarPercent(140)]).toEqual([0, 50, 100, 100]);
  });
});

describe('creating a crew (docs/requirements/crews.md §2)', () => {
  const crew = { name: 'Code Ninjas', level: 'Beginner', description: 'We solve graphs together.', country: 'KE', privacy: 'open' };
  const firstMessage = (input: Record<string, unknown>) => crewInputSchema.safeParse(input).error?.issues[0]?.message;

  it('takes a crew with 50 members by default', () => {
    expect(crewInputSchema.parse(crew)).toMatchObject({ maxMembers: 50, tags: [] });
  });

  it.each([
    [{ name: '   ' }, m.nameRequired],
    [{ description: Array.from({ length: CREW_DESCRIPTION_WORDS + 1 }, (_, i) => `w${i}`).join(' ') }, m.descriptionTooLong],
    [{ maxMembers: 0 }, 'Max members must be between 1 and 100.'],
    [{ maxMembers: 101 }, 'Max members must be between 1 and 100.'],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage({ ...crew, ...change })).toBe(message);
  });

  it('counts 25 words as allowed, and punctuation alone as no word', () => {
    const words = Array.from({ length: CREW_DESCRIPTION_WORDS }, (_, i) => `w${i}`).join(' ');
    expect(crewInputSchema.safeParse({ ...crew, description: `${words} — !` }).success).toBe(true);
  });

  it('treats names that differ only in case, spaces or compatibility forms as one', () => {
    expect(crewNameKey('  Code   Ninjas ')).toBe(crewNameKey('code ninjas'));
    expect(crewNameKey('Ｃｏｄｅ Ninjas')).toBe('code ninjas');
    expect(crewNameKey('Code Ninja')).not.toBe(crewNameKey('Code Ninjas'));
  });
});
