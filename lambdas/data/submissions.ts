/**
 * Submissions: the submit route creates one (queued), the workflow's "Prepare submission" marks it
 * running, and "Record result" finishes it, once: every step is a conditional write on `status`, so
 * a retried state or a duplicate execution changes nothing that is already done.
 */
import {
  $add,
  $set,
  GetItemCommand,
  PutItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  type FormattedItem,
} from 'dynamodb-toolbox';
import type { JudgeLanguage, TestOutcome, Verdict } from '../../contract/judge';
import { isConditionFailure } from './conditional-write';
import { ProblemAttemptEntity, SubmissionEntity } from './entities/submission';
import { UserProfileEntity } from './entities/user-profile';
import { keys } from './keys';
import { table } from './table';

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

export async function createSubmission(submission: NewSubmission): Promise<void> {
  await SubmissionEntity.build(PutItemCommand)
    .item({ ...submission, status: 'queued', tests: [] })
    .options({ condition: { attr: 'submissionId', exists: false } })
    .send();
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
 * attempt of the problem and adds `xp` to the profile (DESIGN D6). A submission judged IE is the
 * judge's fault: it is stored but does not use up the first attempt. When the attempt was already
 * claimed (or the profile is gone), the result is stored with no XP.
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
      .item({ submissionId: submission.submissionId, status: 'done', ...result, tests: $set(result.tests), xpAwarded, finishedAt })
      .options({ condition: notDone });
  const claimAttempt = (xpAwarded: number) =>
    ProblemAttemptEntity.build(PutTransaction)
      .item({ userId: submission.userId, problemId: submission.problemId, submissionId: submission.submissionId, xpAwarded, recordedAt: finishedAt })
      .options({ condition: { attr: 'userId', exists: false } });
  const addXp = (amount: number) =>
    UserProfileEntity.build(UpdateTransaction)
      .item({ userId: submission.userId, xp: $add(amount) })
      .options({ condition: { attr: 'userId', exists: true } });

  const attempts: { xp: number; claim: boolean }[] =
    result.verdict === 'IE' ? [{ xp: 0, claim: false }] : [...(xp > 0 ? [{ xp, claim: true }] : []), { xp: 0, claim: true }, { xp: 0, claim: false }];
  for (const attempt of attempts) {
    try {
      if (attempt.xp > 0) await executeTransactWrite(finish(attempt.xp), claimAttempt(attempt.xp), addXp(attempt.xp));
      else if (attempt.claim) await executeTransactWrite(finish(0), claimAttempt(0));
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
