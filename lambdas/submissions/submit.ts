/**
 * Submit (docs/requirements/practice.md §6): the queued submission is stored in the one transaction that also uses the
 * weekly problem quota of the caller's plan (docs/decisions/D03), then the judge workflow starts. Plain
 * functions over the repository below (create-submission.ts wires DynamoDB and Step Functions).
 */
import { randomUUID } from 'node:crypto';
import { planLimitReached } from '@contract/api/submissions';
import { utf8Bytes, type JudgeLanguage } from '@contract/judge';
import { normalizePlan } from '@contract/plans';
import { xpPeriodsOf } from '@contract/progress';
import type { NewSubmission, SubmissionCreation } from '../data/submissions';
import type { WeeklyQuota } from '../data/weekly-problems';
import { judgeErrors } from '../platform/judge-errors';
import { mergePlanLimits } from '../platform/plan-limits';
import { errors, Forbidden } from '../shared/errors';
import { logger } from '../shared/logger';

export interface SubmitRepository {
  problemExists(problemId: string): Promise<boolean>;
  /** The submitter's plan and timezone as their profile states them; undefined without a profile. */
  getSubmitter(userId: string): Promise<{ plan?: string; timezone?: string } | undefined>;
  /** The stored `meta/plans` overrides (validated by mergePlanLimits). */
  getStoredPlanLimits(): Promise<unknown>;
  createCountedSubmission(submission: NewSubmission, quota: WeeklyQuota, now: Date): Promise<SubmissionCreation>;
  /** Starts the judge workflow, named after the submission (a repeated start is refused by Step Functions). */
  startJudging(submissionId: string): Promise<void>;
}

/** The week this instant counts in, for the submitter, and their plan's limit now (-1: unlimited). */
export async function weeklyQuotaOf(
  deps: Pick<SubmitRepository, 'getStoredPlanLimits'>,
  submitter: { plan?: string; timezone?: string },
  now: Date,
): Promise<WeeklyQuota> {
  const limits = mergePlanLimits(await deps.getStoredPlanLimits());
  return { week: xpPeriodsOf(now, submitter.timezone).week, limit: limits[normalizePlan(submitter.plan)].weekly_problem_limit };
}

export async function submit(
  deps: SubmitRepository,
  request: { userId: string; problemId: string; language: JudgeLanguage; source: string; elapsedSeconds?: number },
  now = new Date(),
  newId: () => string = randomUUID,
): Promise<{ submissionId: string }> {
  const { userId, problemId, language, source, elapsedSeconds } = request;
  const [exists, submitter] = await Promise.all([deps.problemExists(problemId), deps.getSubmitter(userId)]);
  if (!exists) throw judgeErrors.problemNotFound();
  if (!submitter) throw errors.userAccountNotFound();
  const quota = await weeklyQuotaOf(deps, submitter, now);
  const submissionId = newId();
  const creation = await deps.createCountedSubmission(
    {
      submissionId,
      userId,
      problemId,
      language,
      source,
      sourceBytes: utf8Bytes(source),
      ...(elapsedSeconds !== undefined && { elapsedSeconds }),
      createdAt: now.toISOString(),
    },
    quota,
    now,
  );
  // A deleted (or being deleted) account writes nothing; over the limit nothing is written either.
  if (creation === 'accountGone') throw errors.userAccountNotFound();
  if (creation === 'limitReached') throw Forbidden(planLimitReached.message);
  try {
    await deps.startJudging(submissionId);
  } catch (error) {
    // The queued submission stays behind, unjudged (the sweeper finishes it); its problem stays
    // counted, so submitting it again this week costs no quota.
    logger.error('could not start the judge workflow', { submissionId, error: (error as Error).message });
    throw judgeErrors.submitFailed();
  }
  return { submissionId };
}
