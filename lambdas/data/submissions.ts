/**
 * Submissions: the submit route creates one (queued), the workflow's "Prepare submission" marks it
 * running, and "Record result" finishes it, once: every step is a conditional write on `status`, so
 * a retried state or a duplicate execution changes nothing that is already done.
 */
import {
  $remove,
  $set,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  type FormattedItem,
} from 'dynamodb-toolbox';
import type { JudgeLanguage, TestOutcome, Verdict } from '@contract/judge';
import { isConditionFailure, writeIfConditionHolds } from './conditional-write';
import { accountWritableCheck } from './account-guard';
import { ProblemAttemptEntity, SubmissionEntity } from './entities/submission';
import { keys } from './keys';
import { table } from './table';
import { userPeriodsAt, xpAwardItems } from './xp-awards';

export type StoredSubmission = FormattedItem<typeof SubmissionEntity>;

export interface NewSubmission {
  submissionId: string;
  userId: string;
  problemId: string;
  language: JudgeLanguage;
  source: string;
  sourceBytes: number;
  createdAt: string;
}

/** Shards of the pending-submissions index (keys.pendingSubmissions); the sweeper reads each. */
export const PENDING_SHARDS = 4;

function pendingShard(submissionId: string): number {
  let hash = 0;
  for (const char of submissionId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % PENDING_SHARDS;
}

/** gsi2 of a submission while it is not done (removed by the write that finishes it). */
function pendingIndexKeys(submission: { submissionId: string; createdAt: string }) {
  return {
    gsi2pk: keys.pendingSubmissions(pendingShard(submission.submissionId)),
    gsi2sk: keys.pendingSubmission(submission.createdAt, submission.submissionId),
  };
}

/** Stores the queued submission; false when the account cannot write (deleted, or being deleted). */
export async function createSubmission(submission: NewSubmission): Promise<boolean> {
  try {
    await executeTransactWrite(
      accountWritableCheck(submission.userId),
      SubmissionEntity.build(PutTransaction)
        .item({ ...submission, status: 'queued', tests: [], ...pendingIndexKeys(submission) })
        .options({ condition: { attr: 'submissionId', exists: false } }),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export async function getSubmission(submissionId: string): Promise<StoredSubmission | undefined> {
  const { Item } = await SubmissionEntity.build(GetItemCommand).key({ submissionId }).send();
  return Item;
}

/** A user's submissions, newest first. */
export async function listUserSubmissions(userId: string, limit = 20): Promise<StoredSubmission[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(SubmissionEntity)
    .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.userSubmissionPrefix() } })
    .options({ reverse: true, limit, entityAttrFilter: false })
    .send();
  return Items;
}

const notDone = { attr: 'status' as const, in: ['queued', 'running'] as ('queued' | 'running')[] };

export type PendingSubmission = Pick<StoredSubmission, 'submissionId' | 'userId' | 'problemId' | 'status' | 'createdAt'>;

/**
 * Submissions still queued or running that were created before `cutoff`, oldest first: the sparse
 * gsi2 holds only those not done, so this reads nothing else (no Scan).
 */
export async function listStalePendingSubmissions(cutoff: Date, limitPerShard = 100): Promise<PendingSubmission[]> {
  // `SUBMISSION#<createdAt>#…` sorts by time; everything below `SUBMISSION#<cutoff>` is older.
  const before = keys.pendingSubmission(cutoff.toISOString(), '');
  const shards = await Promise.all(
    Array.from({ length: PENDING_SHARDS }, async (_, shard) => {
      const { Items = [] } = await table
        .build(QueryCommand)
        .entities(SubmissionEntity)
        .query({ index: 'gsi2', partition: keys.pendingSubmissions(shard), range: { lt: before } })
        .options({ limit: limitPerShard, attributes: ['submissionId', 'userId', 'problemId', 'status', 'createdAt'] })
        .send();
      return Items as PendingSubmission[];
    }),
  );
  return shards.flat().filter((s) => s.status !== 'done');
}

/** queued → running; undefined when there is no such submission or it is already done. */
export async function markSubmissionRunning(submissionId: string, now = new Date()): Promise<StoredSubmission | undefined> {
  try {
    const { Attributes } = await SubmissionEntity.build(UpdateItemCommand)
      .item({ submissionId, status: 'running', startedAt: now.toISOString() })
      .options({ condition: notDone, returnValues: 'ALL_NEW' })
      .send();
    return Attributes as StoredSubmission | undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Records that judging stops after test `testIndex` (its first TLE, issue 7), while the submission
 * is running; a smaller index already stored is kept (a duplicate execution may get there first).
 * False when the condition did not hold: done already, or an earlier stop is recorded.
 */
export async function stopJudgingAfter(submissionId: string, testIndex: number): Promise<boolean> {
  return writeIfConditionHolds(() =>
    SubmissionEntity.build(UpdateItemCommand)
      .item({ submissionId, judgingStopsAfter: testIndex })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'running' },
            { or: [{ attr: 'judgingStopsAfter', exists: false }, { attr: 'judgingStopsAfter', gt: testIndex }] },
          ],
        },
      })
      .send(),
  );
}

/**
 * The test after which judging stops, if one is recorded. A strongly consistent read of that one
 * attribute: the batch that wrote it finished a moment ago, and the item holds the whole source.
 */
export async function judgingStopsAfter(submissionId: string): Promise<number | undefined> {
  const { Item } = await SubmissionEntity.build(GetItemCommand)
    .key({ submissionId })
    .options({ consistent: true, attributes: ['judgingStopsAfter'] })
    .send();
  return Item?.judgingStopsAfter;
}

export interface SubmissionResult {
  verdict: Verdict;
  compileMessage?: string;
  tests: TestOutcome[];
  passedTests: number;
  totalTests: number;
}

export interface RecordOutcome {
  /** False when an earlier (retried or duplicate) record already finished this submission. */
  recorded: boolean;
  xpAwarded: number;
}

type CancelReasons = { Code?: string }[];

function cancellationReasons(error: unknown): CancelReasons | undefined {
  if ((error as Error)?.name !== 'TransactionCanceledException') return undefined;
  return (error as { CancellationReasons?: CancelReasons }).CancellationReasons;
}

/**
 * Stores the result (running → done) and, in the same transaction, claims the user's first
 * attempt of the problem and awards `xp` (the stats total and the day, week, month and year
 * counters: data/xp-awards.ts, DESIGN D6). A submission judged IE is the judge's fault: it is
 * stored but does not use up the first attempt. When the attempt was already claimed (or the
 * account is gone or being deleted), the result is stored with no XP and nothing in the user's partition.
 */
export async function recordSubmissionResult(
  submission: { submissionId: string; userId: string; problemId: string },
  result: SubmissionResult,
  xp: number,
  now = new Date(),
): Promise<RecordOutcome> {
  const finishedAt = now.toISOString();
  const finish = (xpAwarded: number) =>
    SubmissionEntity.build(UpdateTransaction)
      .item({ submissionId: submission.submissionId, status: 'done', ...result, tests: $set(result.tests), xpAwarded, finishedAt, gsi2pk: $remove(), gsi2sk: $remove() })
      .options({ condition: notDone });
  const claimAttempt = (xpAwarded: number) =>
    ProblemAttemptEntity.build(PutTransaction)
      .item({ userId: submission.userId, problemId: submission.problemId, submissionId: submission.submissionId, xpAwarded, recordedAt: finishedAt })
      .options({ condition: { attr: 'userId', exists: false } });
  const periods = xp > 0 && result.verdict !== 'IE' ? await userPeriodsAt(submission.userId, now) : undefined;
  const award = (amount: number) => xpAwardItems(submission.userId, amount, periods!, now);

  const attempts: { xp: number; claim: boolean }[] =
    result.verdict === 'IE' ? [{ xp: 0, claim: false }] : [...(xp > 0 ? [{ xp, claim: true }] : []), { xp: 0, claim: true }, { xp: 0, claim: false }];
  for (const attempt of attempts) {
    try {
      if (attempt.xp > 0) await executeTransactWrite(finish(attempt.xp), claimAttempt(attempt.xp), ...award(attempt.xp));
      else if (attempt.claim) await executeTransactWrite(finish(0), claimAttempt(0), accountWritableCheck(submission.userId));
      else await executeTransactWrite(finish(0));
      return { recorded: true, xpAwarded: attempt.xp };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      // The submission is done already: a retry of this state, or a second execution.
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return { recorded: false, xpAwarded: (await getSubmission(submission.submissionId))?.xpAwarded ?? 0 };
      if (!reasons.some((r) => r.Code === 'ConditionalCheckFailed')) throw error;
      // Not the first attempt, or no profile: try the next, smaller write.
    }
  }
  throw new Error(`could not record submission ${submission.submissionId}`);
}
