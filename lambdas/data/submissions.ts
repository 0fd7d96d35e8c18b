/**
 * Submissions: the submit route creates one (queued), the workflow's "Prepare submission" marks it
 * running, and "Record result" finishes it, once: every step is a conditional write on `status`, so
 * a retried state or a duplicate execution changes nothing that is already done.
 */
import { $remove, $set, GetItemCommand, PutTransaction, QueryCommand, UpdateItemCommand, UpdateTransaction, type FormattedItem } from 'dynamodb-toolbox';
import type { Difficulty } from '@contract/difficulty';
import type { JudgeLanguage, TestOutcome, Verdict } from '@contract/judge';
import { countedSolveSeconds, xpPeriodsOf } from '@contract/progress';
import { isConditionFailure, writeIfConditionHolds } from './conditional-write';
import { accountWritableCheck } from './account-guard';
import { SubmissionEntity } from './entities/submission';
import { keys } from './keys';
import { named, namedTransaction, type NamedTransactItem } from './named-transaction';
import { table } from './table';
import { countProblemItems, isProblemCounted, problemCountedCheck, type WeeklyQuota } from './weekly-problems';
import { progressItems, readProgressClaims } from './progress-counters';

export type StoredSubmission = FormattedItem<typeof SubmissionEntity>;

export interface NewSubmission {
  submissionId: string;
  userId: string;
  problemId: string;
  language: JudgeLanguage;
  source: string;
  sourceBytes: number;
  elapsedSeconds?: number;
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

/** The transaction item that stores a queued submission (only under a fresh id). */
export function queuedSubmissionPut(submission: NewSubmission) {
  return SubmissionEntity.build(PutTransaction)
    .item({ ...submission, status: 'queued', tests: [], ...pendingIndexKeys(submission) })
    .options({ condition: { attr: 'submissionId', exists: false } });
}

/** Stores the queued submission; false when the account cannot write (deleted, or being deleted). */
export async function createSubmission(submission: NewSubmission): Promise<boolean> {
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(submission.userId) },
    { name: 'submission', item: queuedSubmissionPut(submission) },
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.has('account')) return false;
  throw cancelled.error;
}

/** The week's quota in a submission's transaction: the mark checked (counted already), or put with the count ADDed. */
function weeklyQuotaItems(counted: boolean, submission: NewSubmission, quota: WeeklyQuota, now: Date): NamedTransactItem<'weeklyMark' | 'weeklyCount'>[] {
  const { userId, problemId, submissionId } = submission;
  if (counted) return [{ name: 'weeklyMark', item: problemCountedCheck(userId, problemId, quota.week) }];
  const [mark, count] = countProblemItems(userId, problemId, submissionId, quota, now);
  return [
    { name: 'weeklyMark', item: mark },
    { name: 'weeklyCount', item: count },
  ];
}

/** What creating a counted submission did. */
export type SubmissionCreation = 'created' | 'accountGone' | 'limitReached';

/** Racing transactions on the same count are cancelled with TransactionConflict: retried this often. */
const MAX_CREATE_ATTEMPTS = 6;

/**
 * Stores the queued submission and, in the same transaction, counts its problem toward the user's
 * weekly quota (data/weekly-problems.ts): a problem not counted this week yet puts its mark and
 * ADDs 1 to the week's count on condition `count < limit`; one already counted is only checked. So
 * at the limit nothing is written, and two racing submissions can never both take the last place.
 */
export async function createCountedSubmission(submission: NewSubmission, quota: WeeklyQuota, now = new Date()): Promise<SubmissionCreation> {
  const { userId, problemId, submissionId } = submission;
  let counted = await isProblemCounted(userId, problemId, quota.week);
  for (let attempt = 1; attempt <= MAX_CREATE_ATTEMPTS; attempt++) {
    const put = queuedSubmissionPut(submission);
    const cancelled = await namedTransaction([
      { name: 'account', item: accountWritableCheck(userId) },
      { name: 'submission', item: put },
      ...weeklyQuotaItems(counted, submission, quota, now),
    ]);
    if (!cancelled) return 'created';
    const { failed } = cancelled;
    if (failed.has('account')) return 'accountGone';
    if (failed.has('weeklyMark')) {
      // Counted meanwhile (another tab), or (counted) its mark is gone: the other path, at once.
      counted = !counted;
      continue;
    }
    if (!counted && failed.has('weeklyCount')) return 'limitReached';
    if (cancelled.conflicted.size === 0) throw cancelled.error;
    await new Promise((done) => setTimeout(done, 10 * attempt + Math.random() * 20));
  }
  throw new Error(`could not create submission ${submissionId}: the weekly count stayed contended`);
}

export async function getSubmission(submissionId: string): Promise<StoredSubmission | undefined> {
  const { Item } = await SubmissionEntity.build(GetItemCommand).key({ submissionId }).send();
  return Item;
}

/** What "My submissions" lists of each: everything but the code (fetched one at a time when opened). */
export const SUBMISSION_SUMMARY_ATTRIBUTES = [
  'submissionId',
  'problemId',
  'language',
  'status',
  'verdict',
  'passedTests',
  'totalTests',
  'xpAwarded',
  'sourceBytes',
  'createdAt',
] as const;
export type SubmissionSummaryItem = Pick<StoredSubmission, (typeof SUBMISSION_SUMMARY_ATTRIBUTES)[number]>;

/** A user's latest submissions of any problem, newest first, without their code (gsi1). */
export async function listUserSubmissions(userId: string, limit = 20): Promise<SubmissionSummaryItem[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(SubmissionEntity)
    .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.userSubmissionPrefix() } })
    .options({ reverse: true, limit, attributes: [...SUBMISSION_SUMMARY_ATTRIBUTES] })
    .send();
  return Items;
}

/** A user's submissions of one problem, newest first, without their code (gsi3). */
export async function listProblemSubmissions(userId: string, problemId: string, limit = 20): Promise<SubmissionSummaryItem[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(SubmissionEntity)
    .query({ index: 'gsi3', partition: keys.userProblemSubmissions(userId, problemId) })
    .options({ reverse: true, limit, attributes: [...SUBMISSION_SUMMARY_ATTRIBUTES] })
    .send();
  return Items;
}

/**
 * How many times the user submitted the problem (the solving screen's attempt counter): Select
 * COUNT on the user-and-problem index, so no item comes back, following pages past 1 MB.
 */
export async function countProblemSubmissions(userId: string, problemId: string): Promise<number> {
  const { Count = 0 } = await table
    .build(QueryCommand)
    .entities(SubmissionEntity)
    .query({ index: 'gsi3', partition: keys.userProblemSubmissions(userId, problemId) })
    .options({ select: 'COUNT', maxPages: Infinity })
    .send();
  return Count;
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
 * Records that judging stops after test `testIndex` (its first TLE, docs/decisions/D27), while the submission
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
            {
              or: [
                { attr: 'judgingStopsAfter', exists: false },
                { attr: 'judgingStopsAfter', gt: testIndex },
              ],
            },
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

/** A submission as the record step counts it: language and the problem's difficulty when known. */
export interface RecordedSubmission {
  submissionId: string;
  userId: string;
  problemId: string;
  language?: JudgeLanguage;
  /** The problem's difficulty; absent when the problem is gone (then no solved count is kept). */
  difficulty?: Difficulty;
  /** The solving screen's timer at Submit: a first solve adds it to the solving-time sums. */
  elapsedSeconds?: number;
}

/** Claims that a racing record may take between the read and the write: re-read, then write again. */
const MAX_RECORD_ATTEMPTS = 4;

/**
 * Stores the result (running → done) and, in the same transaction, the user's progress
 * (data/progress-counters.ts): the first attempt of the problem (with `xp`, docs/decisions/D06: the total
 * and the day, week, month and year counters), its first AC (solved, by difficulty), its first AC
 * in the submission's language (the problem's solvers in it), and the totals and period counters
 * of submissions. What is claimed is read first and the transaction
 * holds only if it is unchanged; a racing record of the same problem makes it read and write again.
 * A submission judged IE is the judge's fault: it is stored, counted nowhere, and does not use up
 * the first attempt. For an account that is gone or being deleted the result is stored with no XP
 * and nothing in the user's partition. The condition on the status makes a redelivered result
 * (a retried state, a second execution) change nothing.
 */
/** The transaction item that finishes a submission (running → done) with its result, once. */
export function finishedSubmissionUpdate(
  submissionId: string,
  result: SubmissionResult,
  xpAwarded: number,
  now: Date,
  challengeScore?: StoredSubmission['challengeScore'],
) {
  return SubmissionEntity.build(UpdateTransaction)
    .item({
      submissionId,
      status: 'done',
      ...result,
      tests: $set(result.tests),
      xpAwarded,
      ...(challengeScore && { challengeScore: $set(challengeScore) }),
      finishedAt: now.toISOString(),
      gsi2pk: $remove(),
      gsi2sk: $remove(),
    })
    .options({ condition: notDone });
}

/** Finishes the submission with no XP and nothing else; `recorded: false` when it was done already. */
export async function finishSubmissionAlone(
  submissionId: string,
  result: SubmissionResult,
  now: Date,
  challengeScore?: StoredSubmission['challengeScore'],
): Promise<RecordOutcome> {
  const cancelled = await namedTransaction([{ name: 'submission', item: finishedSubmissionUpdate(submissionId, result, 0, now, challengeScore) }]);
  if (!cancelled) return { recorded: true, xpAwarded: 0 };
  if (cancelled.failed.has('submission')) return { recorded: false, xpAwarded: (await getSubmission(submissionId))?.xpAwarded ?? 0 };
  throw cancelled.error;
}

export async function recordSubmissionResult(submission: RecordedSubmission, result: SubmissionResult, xp: number, now = new Date()): Promise<RecordOutcome> {
  const finish = (xpAwarded: number) => finishedSubmissionUpdate(submission.submissionId, result, xpAwarded, now);
  const alreadyDone = async (): Promise<RecordOutcome> => ({ recorded: false, xpAwarded: (await getSubmission(submission.submissionId))?.xpAwarded ?? 0 });
  const finishAlone = () => finishSubmissionAlone(submission.submissionId, result, now);
  if (result.verdict === 'IE') return finishAlone();

  const { userId, problemId, submissionId, language, difficulty } = submission;
  const solveSeconds = countedSolveSeconds(submission.elapsedSeconds);
  for (let attempt = 1; attempt <= MAX_RECORD_ATTEMPTS; attempt++) {
    const claims = await readProgressClaims(userId, problemId, language);
    if (!claims.accountWritable) return finishAlone();
    const firstAttempt = !claims.attempted;
    const xpAwarded = firstAttempt ? xp : 0;
    const solvedNow = result.verdict === 'AC' && difficulty !== undefined && language !== undefined;
    const firstSolve = solvedNow && !claims.solved ? { difficulty, language } : undefined;
    // Famous Questions count a student in every language they solved the problem in.
    const firstSolveInLanguage = solvedNow && !claims.solvedInLanguage ? language : undefined;
    const progress = progressItems({
      userId,
      problemId,
      submissionId,
      ...(language && { language }),
      verdict: result.verdict,
      passedTests: result.passedTests,
      totalTests: result.totalTests,
      xp: xpAwarded,
      firstAttempt,
      ...(firstSolve && { firstSolve, ...(solveSeconds !== undefined && { solveSeconds }) }),
      ...(firstSolveInLanguage && { firstSolveInLanguage }),
      periods: xpPeriodsOf(now, claims.timezone),
      at: now,
    });
    const cancelled = await namedTransaction([
      { name: 'submission', item: finish(xpAwarded) },
      { name: 'account', item: accountWritableCheck(userId) },
      ...named('progress', progress),
    ]);
    if (!cancelled) return { recorded: true, xpAwarded };
    if (cancelled.failed.has('submission')) return alreadyDone();
    if (cancelled.failed.has('account')) return finishAlone();
    // A claim taken meanwhile (another submission of the problem), or a conflicting transaction.
    if (!cancelled.failed.has('progress') && cancelled.conflicted.size === 0) throw cancelled.error;
  }
  throw new Error(`could not record submission ${submissionId}: its progress kept changing`);
}
