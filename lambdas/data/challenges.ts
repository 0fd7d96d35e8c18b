/**
 * Weekly challenges' items (entities/challenge.ts): the challenge and its problem written together,
 * the scheduler's status moves, and the joins counted against the plan's weekly limit in the write
 * that checks it.
 */
import {
  $add,
  $remove,
  ConditionCheck,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  type Condition,
  type FormattedItem,
} from 'dynamodb-toolbox';
import type { ChallengeStatus } from '@contract/challenges';
import { accountWritableCheck } from './account-guard';
import { writeIfConditionHolds } from './conditional-write';
import { ChallengeEntity, ChallengeEntryEntity, ChallengeJoinEntity, WeeklyChallengeJoinsEntity } from './entities/challenge';
import { ProblemEntity } from './entities/problem';
import { keys } from './keys';
import { namedTransaction } from './named-transaction';
import { putProblemTests, type NewProblem, type ProblemTests } from './problems';
import { queryAll, table } from './table';

export type StoredChallenge = FormattedItem<typeof ChallengeEntity>;
export type NewChallengeItem = Omit<StoredChallenge, 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk' | 'statusChangedAt' | 'ratedAt'>;
export type ChallengeJoin = FormattedItem<typeof ChallengeJoinEntity>;

/** When the scheduler is next due to act on the challenge: start, end, then rating it; undefined once rated. */
export function nextChangeAt(challenge: Pick<StoredChallenge, 'status' | 'startsAt' | 'endsAt' | 'ratedAt'>): string | undefined {
  if (challenge.status === 'upcoming') return challenge.startsAt;
  return challenge.ratedAt ? undefined : challenge.endsAt;
}

function scheduleKeys(challengeId: string, at: string | undefined) {
  return at === undefined ? {} : { gsi2pk: keys.scheduledChallenges(), gsi2sk: keys.challengeDue(at, challengeId) };
}

/**
 * Stores the tests first (under the challenge's fresh id: a failure leaves only unreferenced
 * objects), then the challenge and its problem in one transaction, each only if absent.
 */
export async function createChallenge(challenge: NewChallengeItem, problem: NewProblem & { challengeId: string }, tests: ProblemTests): Promise<void> {
  await putProblemTests(problem.problemId, tests);
  await saveNewChallenge(challenge, problem);
}

/** The challenge and its problem, in one transaction, each only if absent (its tests already stored). */
export async function saveNewChallenge(challenge: NewChallengeItem, problem: NewProblem & { challengeId: string }): Promise<void> {
  await executeTransactWrite(
    ChallengeEntity.build(PutTransaction)
      .item({
        ...challenge,
        gsi1pk: keys.allChallenges(),
        gsi1sk: keys.challengeByStart(challenge.startsAt, challenge.challengeId),
        ...scheduleKeys(challenge.challengeId, nextChangeAt(challenge)),
      })
      .options({ condition: { attr: 'challengeId', exists: false } }),
    ProblemEntity.build(PutTransaction)
      .item(problem)
      .options({ condition: { attr: 'problemId', exists: false } }),
  );
}

export async function getChallenge(challengeId: string): Promise<StoredChallenge | undefined> {
  const { Item } = await ChallengeEntity.build(GetItemCommand).key({ challengeId }).send();
  return Item;
}

/** The latest challenges by start, newest first (docs/requirements/challenges.md §1: 100 at most). */
export async function listChallenges(limit: number): Promise<StoredChallenge[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(ChallengeEntity)
    .query({ index: 'gsi1', partition: keys.allChallenges() })
    .options({ reverse: true, limit })
    .send();
  return Items;
}

/**
 * The challenges active at `now`, latest start first. An active challenge stays in the scheduler's
 * index keyed by its end, so the challenges still ahead of `now` there (the upcoming and the active:
 * a handful, however many finished before them or are scheduled after them) hold every one.
 */
export async function listActiveChallenges(now: Date): Promise<StoredChallenge[]> {
  const ahead = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ChallengeEntity)
      .query({ index: 'gsi2', partition: keys.scheduledChallenges(), range: { gt: keys.challengeDue(now.toISOString(), '~') } })
      .options({ filters: { Challenge: { attr: 'status', eq: 'active' } }, ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
  return ahead.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
}

/** Challenges whose next status change is due at `now` (the scheduler's one Query). */
export async function listChallengesDue(now: Date): Promise<StoredChallenge[]> {
  // `<instant>#<id>` ≤ `<now>#~`: every change due at or before now, whatever the id.
  return queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ChallengeEntity)
      .query({ index: 'gsi2', partition: keys.scheduledChallenges(), range: { lte: keys.challengeDue(now.toISOString(), '~') } })
      .options({ ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
}

/**
 * Moves the status on, only from the status the scheduler read (two runs at once move it once), and
 * re-keys or removes its place in the scheduler's index.
 */
export async function moveChallengeStatus(challenge: StoredChallenge, to: ChallengeStatus, now: Date): Promise<boolean> {
  const next = nextChangeAt({ ...challenge, status: to });
  const { challengeId } = challenge;
  return writeIfConditionHolds(() =>
    ChallengeEntity.build(UpdateItemCommand)
      .item({
        challengeId,
        status: to,
        statusChangedAt: now.toISOString(),
        ...(next === undefined ? { gsi2pk: $remove(), gsi2sk: $remove() } : scheduleKeys(challengeId, next)),
      })
      .options({ condition: { attr: 'status', eq: challenge.status } })
      .send(),
  );
}

export type JoinOutcome = 'joined' | 'alreadyJoined' | 'limitReached' | 'notActive' | 'accountGone';

/** `joins < limit`, where a count not created yet is 0; unlimited counts with no condition. */
function belowLimit(limit: number): Condition<typeof WeeklyChallengeJoinsEntity> | undefined {
  if (limit < 0) return undefined;
  if (limit === 0) return { attr: 'joins', lt: 0 };
  return {
    or: [
      { attr: 'joins', exists: false },
      { attr: 'joins', lt: limit },
    ],
  };
}

/**
 * Join Now: in one transaction, the account may be written, the challenge is active, the join is
 * new, and the week's count stays within the plan's limit; any of them failing writes nothing.
 */
export async function joinChallenge(userId: string, challengeId: string, week: string, limit: number, now: Date): Promise<JoinOutcome> {
  const condition = belowLimit(limit);
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(userId) },
    { name: 'challengeActive', item: ChallengeEntity.build(ConditionCheck).key({ challengeId }).condition({ attr: 'status', eq: 'active' }) },
    {
      name: 'join',
      item: ChallengeJoinEntity.build(PutTransaction)
        .item({ userId, challengeId, week, joinedAt: now.toISOString() })
        .options({ condition: { attr: 'userId', exists: false } }),
    },
    {
      name: 'weeklyJoins',
      item: WeeklyChallengeJoinsEntity.build(UpdateTransaction)
        .item({ userId, week, joins: $add(1) })
        .options(condition ? { condition } : {}),
    },
  ]);
  if (!cancelled) return 'joined';
  const { failed } = cancelled;
  if (failed.has('account')) return 'accountGone';
  if (failed.has('challengeActive')) return 'notActive';
  if (failed.has('join')) return 'alreadyJoined';
  if (failed.has('weeklyJoins')) return 'limitReached';
  throw cancelled.error;
}

export async function getChallengeJoin(userId: string, challengeId: string): Promise<ChallengeJoin | undefined> {
  const { Item } = await ChallengeJoinEntity.build(GetItemCommand).key({ userId, challengeId }).options({ consistent: true }).send();
  return Item;
}

/** Every challenge the user joined (one item each: a few dozen a year). */
export async function listChallengeJoins(userId: string): Promise<ChallengeJoin[]> {
  return queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ChallengeJoinEntity)
      .query({ partition: keys.user(userId), range: { beginsWith: keys.challengeJoinPrefix() } })
      .options({ ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
}

/** Challenges the user joined in the ISO week (UTC). */
export async function getWeeklyChallengeJoins(userId: string, week: string): Promise<number> {
  return (await getWeeklyChallengeSummary(userId, week)).joined;
}

export interface WeeklyChallengeSummary {
  readonly joined: number;
  readonly entered: number;
  readonly xp: number;
  readonly points: number;
}

/** The user's weekly challenge summary of an ISO week (UTC): zeros for a week with nothing. */
export async function getWeeklyChallengeSummary(userId: string, week: string): Promise<WeeklyChallengeSummary> {
  const { Item } = await WeeklyChallengeJoinsEntity.build(GetItemCommand).key({ userId, week }).options({ consistent: true }).send();
  return { joined: Item?.joins ?? 0, entered: Item?.entered ?? 0, xp: Item?.xp ?? 0, points: Item?.points ?? 0 };
}

/** Every challenge entry of the user (one per challenge submitted to). */
export async function listChallengeEntries(userId: string): Promise<FormattedItem<typeof ChallengeEntryEntity>[]> {
  return queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ChallengeEntryEntity)
      .query({ partition: keys.user(userId), range: { beginsWith: keys.challengeEntryPrefix() } })
      .options({ ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
}

/** The completed challenge is rated: it leaves the scheduler's index. */
export async function markChallengeRated(challengeId: string, now: Date): Promise<void> {
  await ChallengeEntity.build(UpdateItemCommand)
    .item({ challengeId, ratedAt: now.toISOString(), gsi2pk: $remove(), gsi2sk: $remove() })
    .options({ condition: { attr: 'status', eq: 'completed' } })
    .send();
}
