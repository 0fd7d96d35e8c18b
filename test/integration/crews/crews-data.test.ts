/**
 * Creating a crew on DynamoDB Local (docs/decisions/D15): the name claim and the founder's one crew
 * are written with the crew, so races for a name or a second crew end with exactly one winner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewNameKey } from '@contract/crews';
import { createProfile, startHarness, type Harness } from '../account/harness';

let harness: Harness;
let data: typeof import('../../../lambdas/data/crews');
beforeAll(async () => {
  harness = await startHarness();
  data = await import('../../../lambdas/data/crews');
});
afterAll(async () => harness?.stop());

let serial = 0;
function crew(founderId: string, name: string) {
  const crewId = `crew${serial++}`;
  return {
    crewId,
    name,
    nameKey: crewNameKey(name),
    description: 'We solve graphs together.',
    level: 'Beginner' as const,
    country: 'KE' as const,
    privacy: 'open' as const,
    tags: ['graphs'],
    maxMembers: 50,
    memberCount: 1,
    founderId,
    rating: 1000,
    contribution: 0,
    createdAt: new Date().toISOString(),
  };
}

describe('creating a crew', () => {
  it('writes the crew with its founder as its one member, and claims the name and the founder', async () => {
    await createProfile('ana', 'Ana');
    const made = crew('ana', 'Code Ninjas');
    expect(await data.createCrew(made)).toBe('created');
    expect(await data.getCrew(made.crewId)).toMatchObject({ name: 'Code Ninjas', memberCount: 1, founderId: 'ana', rating: 1000 });
    expect(await data.getCrewMembers(made.crewId)).toEqual([expect.objectContaining({ userId: 'ana', role: 'founder' })]);
    expect(await data.getUserCrewId('ana')).toBe(made.crewId);
    expect(await data.isCrewNameTaken(crewNameKey('  code   NINJAS '))).toBe(true);
  });

  it('refuses a name taken in another case or spacing, and a second crew for one founder, writing nothing', async () => {
    await Promise.all([createProfile('ben', 'Ben'), createProfile('cem', 'Cem')]);
    const first = crew('ben', 'Graph Wizards');
    expect(await data.createCrew(first)).toBe('created');
    const sameName = crew('cem', 'graph   wizards');
    expect(await data.createCrew(sameName)).toBe('nameTaken');
    expect(await data.getCrew(sameName.crewId)).toBeUndefined();
    expect(await data.getUserCrewId('cem')).toBeUndefined();
    const second = crew('ben', 'Another Crew');
    expect(await data.createCrew(second)).toBe('alreadyInCrew');
    expect(await data.isCrewNameTaken(second.nameKey)).toBe(false);
  });

  it('gives a name raced for by ten founders at once to exactly one of them', async () => {
    const founders = Array.from({ length: 10 }, (_, i) => `racer${i}`);
    await Promise.all(founders.map((id) => createProfile(id, id)));
    const attempts = founders.map((id) => crew(id, 'Fastest Crew'));
    const outcomes = await Promise.all(attempts.map((c) => data.createCrew(c)));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'nameTaken')).toHaveLength(9);
    const winner = attempts[outcomes.indexOf('created')]!;
    const losers = founders.filter((id) => id !== winner.founderId);
    expect(await Promise.all(losers.map((id) => data.getUserCrewId(id)))).toEqual(losers.map(() => undefined));
  });

  it('lets one founder racing two crews in two tabs found only one', async () => {
    await createProfile('dia', 'Dia');
    const outcomes = await Promise.all([data.createCrew(crew('dia', 'Tab One')), data.createCrew(crew('dia', 'Tab Two'))]);
    expect(outcomes.sort()).toEqual(['alreadyInCrew', 'created']);
  });

  it('refuses a founder whose account is being deleted', async () => {
    await createProfile('eve', 'Eve');
    const { markAccountDeleting } = await import('../../../lambdas/data/account-guard');
    await markAccountDeleting('eve');
    expect(await data.createCrew(crew('eve', 'Gone Crew'))).toBe('accountGone');
  });
});
