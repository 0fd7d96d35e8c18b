/**
 * The daily streak (docs/decisions/D07): the rule at day boundaries in the user's timezone, and the routes
 * that count a visit (POST /me/streak, sign-in) with their conditional write.
 */
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { streakSchema } from '@contract/api/sessions';
import { addDays } from '@contract/progress';
import { calendarGrid, streakAfterVisit } from '../../../../lambdas/sessions/streak';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, storedProfile, storedStats, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
let updateStreak: typeof import('../../../../lambdas/sessions/update-streak').handler;
let getStreak: typeof import('../../../../lambdas/sessions/get-streak').handler;
let start: typeof import('../../../../lambdas/sessions/start-session').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: updateStreak } = await import('../../../../lambdas/sessions/update-streak'));
  ({ handler: getStreak } = await import('../../../../lambdas/sessions/get-streak'));
  ({ handler: start } = await import('../../../../lambdas/sessions/start-session'));
});
beforeEach(() => {
  db.reset();
  db.resolves({});
});
afterEach(() => vi.useRealTimers());

const at = (iso: string) => vi.useFakeTimers({ now: Date.parse(iso), toFake: ['Date'] });
const canceled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
/** Answers the Query of the own items (begins_with PROFILE) and the visit-calendar Query (BETWEEN). */
function answerQueries(ownItems: () => unknown[], visitItems: unknown[] = []) {
  db.on(QueryCommand).callsFake((input: { KeyConditionExpression?: string }) =>
    Promise.resolve({ Items: input.KeyConditionExpression?.includes('BETWEEN') ? visitItems : ownItems() }),
  );
}
/** Ada in Karachi (UTC+5) with her stats, and the months of her visit calendar. */
function given(stats: Record<string, unknown>, visits: { month: string; days: number[] }[] = [], timezone = 'Karachi') {
  answerQueries(
    () => [storedProfile(ada.sub, { timezone }), storedStats(ada.sub, stats)],
    visits.map(({ month, days }) => ({
      pk: 'USER#u-ada',
      sk: `VISITS#${month}`,
      _et: 'VisitMonth',
      _ct: 'x',
      _md: 'x',
      userId: 'u-ada',
      month,
      days: new Set(days),
    })),
  );
}
const post = () => updateStreak(userEvent(ada, { method: 'POST' }), lambdaContext);

describe('the streak rule (docs/decisions/D07)', () => {
  it('adds one after yesterday, keeps today, restarts at 1 after a gap, and keeps the longest', () => {
    expect(streakAfterVisit({ lastLoginDate: '2026-11-29', currentStreak: 4, longestStreak: 4 }, '2026-11-30')).toEqual({ currentStreak: 5, longestStreak: 5 });
    expect(streakAfterVisit({ lastLoginDate: '2026-11-30', currentStreak: 4, longestStreak: 9 }, '2026-11-30')).toBeUndefined();
    expect(streakAfterVisit({ lastLoginDate: '2026-11-28', currentStreak: 4, longestStreak: 9 }, '2026-11-30')).toEqual({ currentStreak: 1, longestStreak: 9 });
    // Across a month and a year, and a leap day.
    expect(streakAfterVisit({ lastLoginDate: '2026-12-31', currentStreak: 2, longestStreak: 3 }, '2027-01-01')).toEqual({ currentStreak: 3, longestStreak: 3 });
    expect(streakAfterVisit({ lastLoginDate: '2028-02-28', currentStreak: 1, longestStreak: 1 }, '2028-02-29')).toEqual({ currentStreak: 2, longestStreak: 2 });
    expect(streakAfterVisit({ lastLoginDate: '2028-02-28', currentStreak: 1, longestStreak: 1 }, '2028-03-01')).toEqual({ currentStreak: 1, longestStreak: 1 });
    // No visit recorded yet: this is the first day.
    expect(streakAfterVisit({}, '2026-11-30')).toEqual({ currentStreak: 1, longestStreak: 1 });
  });

  it('never resets nor counts twice when a timezone change puts the last visit after today', () => {
    expect(streakAfterVisit({ lastLoginDate: '2026-12-01', currentStreak: 7, longestStreak: 7 }, '2026-11-30')).toBeUndefined();
  });

  it('lays the calendar out as 6 weeks from the Sunday on or before the first of the month', () => {
    expect(calendarGrid('2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-12-12' }); // 1 Nov 2026 is a Sunday
    expect(calendarGrid('2026-12-15')).toEqual({ from: '2026-11-29', to: '2027-01-09' });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('POST /me/streak', () => {
  it("counts the first visit of the day in the user's timezone: +1 after yesterday, with the calendar marked", async () => {
    // 2026-11-29 19:30 UTC is already Monday 30 November 00:30 in Karachi, and her last visit was Sunday 29.
    at('2026-11-29T19:30:00.000Z');
    given({ lastLoginDate: '2026-11-29', currentStreak: 3, longestStreak: 3 }, [{ month: '2026-11', days: [27, 28, 29, 30] }]);
    const response = await post();
    expect(response.statusCode).toBe(200);
    const view = streakSchema.parse(bodyOf(response));
    expect(view).toMatchObject({ currentStreak: 4, longestStreak: 4, lastLoginDate: '2026-11-30', today: '2026-11-30', updated: true });
    expect(view.calendar).toEqual({ from: '2026-11-01', to: '2026-12-12', visitedDays: ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'] });

    const [account, stats, visits] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(account!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    // Conditioned on the last visit read: a second tab that read the same cannot count the day again.
    expect(stats!.Update).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE#STATS' } });
    expect(stats!.Update!.ConditionExpression).toMatch(/#c\w* = :c\w*/);
    expect(Object.values(stats!.Update!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([4, '2026-11-30', '2026-11-29']));
    expect(visits!.Update).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'VISITS#2026-11' } });
    expect(visits!.Update!.UpdateExpression).toMatch(/ADD/);
    expect(Object.values(visits!.Update!.ExpressionAttributeValues!)).toContainEqual(new Set([30]));
  });

  it('changes nothing later the same day (the day is in Karachi: 18:59 UTC is still the same Monday)', async () => {
    at('2026-11-30T18:59:00.000Z');
    given({ lastLoginDate: '2026-11-30', currentStreak: 4, longestStreak: 6 });
    const view = bodyOf(await post());
    expect(view).toMatchObject({ currentStreak: 4, longestStreak: 6, updated: false, today: '2026-11-30' });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('restarts at 1 after a missed day, keeping the longest streak', async () => {
    at('2026-12-02T04:00:00.000Z'); // 09:00 on 2 December in Karachi; the last visit was 30 November
    given({ lastLoginDate: '2026-11-30', currentStreak: 4, longestStreak: 6 });
    expect(bodyOf(await post())).toMatchObject({ currentStreak: 1, longestStreak: 6, updated: true });
  });

  it('loses a race with another tab gracefully: re-reads, finds the day counted, answers it unchanged', async () => {
    at('2026-11-30T10:00:00.000Z');
    const reads = [
      [storedProfile(ada.sub, { timezone: 'Karachi' }), storedStats(ada.sub, { lastLoginDate: '2026-11-29', currentStreak: 3, longestStreak: 3 })],
      [storedProfile(ada.sub, { timezone: 'Karachi' }), storedStats(ada.sub, { lastLoginDate: '2026-11-30', currentStreak: 4, longestStreak: 4 })],
    ];
    answerQueries(() => (reads.length > 1 ? reads.shift()! : reads[0]!));
    db.on(TransactWriteCommand).rejects(canceled('None', 'ConditionalCheckFailed', 'None'));
    expect(bodyOf(await post())).toMatchObject({ currentStreak: 4, updated: false });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('answers 404 for an account that is gone or being deleted, and 401 without a token', async () => {
    given({ lastLoginDate: '2026-11-01' });
    db.on(TransactWriteCommand).rejects(canceled('ConditionalCheckFailed', 'None', 'None'));
    expect((await post()).statusCode).toBe(404);
    db.on(QueryCommand).resolves({ Items: [] });
    expect((await post()).statusCode).toBe(404);
    expect((await updateStreak(userEvent(undefined, { method: 'POST' }), lambdaContext)).statusCode).toBe(401);
  });
});

describe('GET /me/streak', () => {
  it('answers the streak and calendar and writes nothing, even on a new day', async () => {
    at('2026-11-30T10:00:00.000Z');
    given({ lastLoginDate: '2026-11-28', currentStreak: 2, longestStreak: 5 }, [
      { month: '2026-10', days: [31] },
      { month: '2026-11', days: [27, 28] },
    ]);
    const view = streakSchema.parse(bodyOf(await getStreak(userEvent(ada), lambdaContext)));
    expect(view).toMatchObject({ currentStreak: 2, longestStreak: 5, lastLoginDate: '2026-11-28', updated: false });
    // 31 October is outside November's grid (it starts on Sunday 1 November).
    expect(view.calendar.visitedDays).toEqual(['2026-11-27', '2026-11-28']);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe("sign-in (POST /me/sessions) counts the day's visit", () => {
  it('records the session and the visit; a failing streak write never fails the sign-in', async () => {
    at('2026-11-30T10:00:00.000Z');
    given({ lastLoginDate: '2026-11-29', currentStreak: 1, longestStreak: 1 });
    const body = { deviceType: 'desktop', deviceName: 'Linux PC' };
    expect((await start(userEvent(ada, { method: 'POST', body }), lambdaContext)).statusCode).toBe(201);
    const skOf = (i: {
      Put?: { Item?: Record<string, unknown> };
      Update?: { Key?: Record<string, unknown> };
      ConditionCheck?: { Key?: Record<string, unknown> };
    }) => (i.Put?.Item ?? i.Update?.Key ?? i.ConditionCheck?.Key ?? {}).sk;
    const writes = db.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!.map(skOf));
    expect(writes).toEqual([
      ['PROFILE', expect.stringMatching(/^SESSION#/)],
      ['PROFILE', 'PROFILE#STATS', 'VISITS#2026-11'],
    ]);

    // The streak's write fails (throttled); the session's goes through.
    db.on(TransactWriteCommand).callsFake((input: { TransactItems: { Update?: { Key: { sk: string } } }[] }) =>
      input.TransactItems.some((i) => i.Update?.Key.sk === 'PROFILE#STATS') ? Promise.reject(new Error('throttled')) : Promise.resolve({}),
    );
    expect((await start(userEvent(ada, { method: 'POST', body }), lambdaContext)).statusCode).toBe(201);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(4);
  });
});
