/**
 * A user's part in a weekly challenge: the submissions they make (counted against the plan's limit
 * in the write that stores them), their draft, and the result of each judged submission recorded
 * with its D8 score, the entry's best and the XP in one transaction (entities/challenge.ts).
 */
import {
  $add,
  ConditionCheck,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateTransaction,
  executeTransactWrite,
  type Condition,
  type FormattedItem,
} from 'dynamodb-toolbox';
import type { JudgeLanguage } from '@contract/judge';
import { xpPeriodsOf } from '@contract/progress';
import { accountWritableCheck } from './account-guard';
import { cancellationCodes } from './conditional-write';
import { ChallengeEntity, ChallengeEntryEntity, ChallengeJoinEntity } from './entities/challenge';
import { CodeDraftEntity } from './entities/code-draft';
import { keys } from './keys';
import { challengeProgressItems, readProgressClaims } from './progress-counters';
import { finishSubmissionAlone, finishedSubmissionUpdate, queuedSubmissionPut, type NewSubmission, type RecordOutcome, type SubmissionResult } from './submissions';
import { table } from './table';

export type StoredChallengeEntry = FormattedItem<typeof ChallengeEntryEntity>;

export async function getChallengeEntry(userId: string, challengeId: string): Promise<StoredChallengeEntry | undefined> {
  const { Item } = await ChallengeEntryEntity.build(GetItemCommand).key({ userId, challengeId }).options({ consistent: true }).send();
  return Item;
}

/** `submissions < limit` on the entry (absent: none yet); unlimited (-1) has no condition. */
function submissionsLeft(limit: number): Condition<typeof ChallengeEntryEntity> | undefined {
  if (limit < 0) return undefined;
  return { or: [{ attr: 'submissions', exists: false }, { attr: 'submissions', lt: limit }] };
}

export type ChallengeSubmissionCreation = 'created' | 'accountGone' | 'notOpen' | 'notJoined' | 'limitReached';

/**
 * Stores the queued submission of the challenge's problem and, in the same transaction, checks the
 * account, that the challenge is active and before its end (the scheduler may be a minute late),
 * that the user joined it, and counts it on the entry while within the plan's limit per challenge.
 */
export async function createChallengeSubmission(submission: NewSubmission, options: { limit: number; name: string; now: Date }): Promise<ChallengeSubmissionCreation> {
  const { userId, problemId: challengeId } = submission;
  const condition = submissionsLeft(options.limit);
  try {
    await executeTransactWrite(
      accountWritableCheck(userId),
      ChallengeEntity.build(ConditionCheck)
        .key({ challengeId })
        .condition({ and: [{ attr: 'status', eq: 'active' }, { attr: 'endsAt', gt: options.now.toISOString() }] }),
      ChallengeJoinEntity.build(ConditionCheck).key({ userId, challengeId }).condition({ attr: 'userId', exists: true }),
      ChallengeEntryEntity.build(UpdateTransaction)
        .item({ userId, challengeId, name: options.name, submissions: $add(1), lastSubmissionId: submission.submissionId, lastSubmittedAt: submission.createdAt })
        .options(condition ? { condition } : {}),
      queuedSubmissionPut(submission),
    );
    return 'created';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    const failed = (index: number) => codes[index] === 'ConditionalCheckFailed';
    if (failed(0)) return 'accountGone';
    if (failed(1)) return 'notOpen';
    if (failed(2)) return 'notJoined';
    if (failed(3)) return 'limitReached';
    throw error;
  }
}

export type DraftSave = 'saved' | 'submittedOut' | 'accountGone';

/** Save: replaces the draft while the user has submissions left (spec 2 §2.7: refused once submitted). */
export async function saveChallengeDraft(
  draft: { userId: string; challengeId: string; language: JudgeLanguage; source: string; elapsedSeconds: number; savedAt: string },
  limit: number,
): Promise<DraftSave> {
  const { userId, challengeId, ...code } = draft;
  const condition = submissionsLeft(limit);
  try {
    await executeTransactWrite(
      accountWritableCheck(userId),
      ...(condition ? [ChallengeEntryEntity.build(ConditionCheck).key({ userId, challengeId }).condition(condition)] : []),
      CodeDraftEntity.build(PutTransaction).item({ userId, problemId: challengeId, ...code }),
    );
    return 'saved';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[0] === 'ConditionalCheckFailed') return 'accountGone';
    if (condition && codes?.[1] === 'ConditionalCheckFailed') return 'submittedOut';
    throw error;
  }
}

/** The best entries of a challenge: points, then time, then length (keys.challengeStanding). */
export async function listTopEntries(challengeId: string, limit: number): Promise<StoredChallengeEntry[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(ChallengeEntryEntity)
    .query({ index: 'gsi2', partition: keys.challengeStandings(challengeId) })
    .options({ reverse: true, limit })
    .send();
  return Items;
}

/** A judged challenge submission's D8 score (lambdas/challenges/score.ts). */
export interface RecordedScore {
  points: number;
  optimality: number;
  xp: number;
  averageTimeMs: number;
  chars: number;
}

const MAX_RECORD_ATTEMPTS = 4;

/**
 * Stores the result with its score (running → done) and, in the same transaction, the entry's best
 * (and its place in the standings) when this one beats it, the XP it adds beyond the entry's best XP
 * into the stats and every period counter, and the challenge totals. The entry's `judged` count read
 * first is the lock: a racing result makes this one read and write again. An IE result, or an
 * account that is gone, stores the result alone.
 */
export async function recordChallengeResult(
  submission: { submissionId: string; userId: string; challengeId: string },
  result: SubmissionResult,
  score: RecordedScore,
  now = new Date(),
): Promise<RecordOutcome> {
  const { submissionId, userId, challengeId } = submission;
  if (result.verdict === 'IE') return finishSubmissionAlone(submissionId, result, now, score);
  for (let attempt = 1; attempt <= MAX_RECORD_ATTEMPTS; attempt++) {
    const [claims, entry] = await Promise.all([readProgressClaims(userId, challengeId), getChallengeEntry(userId, challengeId)]);
    if (!claims.accountWritable || !entry) return finishSubmissionAlone(submissionId, result, now, score);
    const xp = Math.max(0, score.xp - (entry.xpAwarded ?? 0));
    const better = entry.bestPoints === undefined || isBetter(score, entry);
    const points = better ? score.points - (entry.bestPoints ?? 0) : 0;
    const entryUpdate = ChallengeEntryEntity.build(UpdateTransaction)
      .item({
        userId, challengeId, judged: $add(1), xpAwarded: Math.max(score.xp, entry.xpAwarded ?? 0),
        ...(better && {
          bestPoints: score.points, bestSubmissionId: submissionId, bestAverageTimeMs: score.averageTimeMs, bestChars: score.chars,
          gsi2pk: keys.challengeStandings(challengeId), gsi2sk: keys.challengeStanding(score.points, score.averageTimeMs, score.chars, userId),
        }),
      })
      .options({ condition: entry.judged === undefined ? { attr: 'judged', exists: false } : { attr: 'judged', eq: entry.judged } });
    try {
      await executeTransactWrite(
        finishedSubmissionUpdate(submissionId, result, xp, now, score),
        accountWritableCheck(userId),
        entryUpdate,
        ...challengeProgressItems({ userId, xp, points, firstJudged: entry.judged === undefined, periods: xpPeriodsOf(now, claims.timezone), at: now }),
      );
      return { recorded: true, xpAwarded: xp };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[0] === 'ConditionalCheckFailed') return { recorded: false, xpAwarded: 0 };
      if (codes[1] === 'ConditionalCheckFailed') return finishSubmissionAlone(submissionId, result, now, score);
      if (!codes.some((c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict')) throw error;
    }
  }
  throw new Error(`could not record challenge submission ${submissionId}: its entry kept changing`);
}

/** Ranked as the standings sort: more points, then less time, then fewer characters. */
function isBetter(score: RecordedScore, entry: StoredChallengeEntry): boolean {
  if (score.points !== entry.bestPoints) return score.points > (entry.bestPoints ?? -1);
  if (score.averageTimeMs !== entry.bestAverageTimeMs) return score.averageTimeMs < (entry.bestAverageTimeMs ?? Infinity);
  return score.chars < (entry.bestChars ?? Infinity);
}

