/**
 * The judge sweeper (contract/routes.ts judgeSweeper; an EventBridge schedule in AWS, a timer in
 * `npm start`): a submission whose workflow ended without "Record result" (the execution timed out,
 * a state passed 256 KB, the record itself kept failing, the workflow never started) would stay
 * queued or running for ever. Every few minutes this finds those older than STALE_AFTER_MS through
 * the sparse pending index (no Scan), records them IE with the same conditional write as the
 * workflow (so a late "Record result" and the sweeper cannot both finish one), and pushes the result.
 */
import { listStalePendingSubmissions, recordSubmissionResult } from '../data/submissions';
import { logger } from '../shared/logger';
import { pushToUser } from '../platform/fan-out';
import { entryPoint } from '../shared/entry-point';
import { metrics, MetricUnit } from '../shared/telemetry';

/** Twice the Express workflow's own 5-minute limit: nothing still running past it will finish. */
export const STALE_AFTER_MS = 10 * 60 * 1000;

export interface SweepOutcome {
  /** Submissions this sweep finished as IE. */
  finished: string[];
}

export async function sweepStaleSubmissions(now = new Date()): Promise<SweepOutcome> {
  const stale = await listStalePendingSubmissions(new Date(now.getTime() - STALE_AFTER_MS));
  const finished: string[] = [];
  for (const submission of stale) {
    try {
      const outcome = await recordSubmissionResult(submission, { verdict: 'IE', tests: [], passedTests: 0, totalTests: 0 }, 0, now);
      if (!outcome.recorded) continue; // finished meanwhile by its own workflow
      finished.push(submission.submissionId);
      logger.error('judge workflow left a submission unfinished; recorded as IE', { submissionId: submission.submissionId, status: submission.status });
      await pushToUser(submission.userId, {
        type: 'judge_result',
        submissionId: submission.submissionId,
        verdict: 'IE',
        passedTests: 0,
        totalTests: 0,
        xpAwarded: 0,
        tests: [],
      }).catch((error: unknown) => logger.warn('push failed', { error: (error as Error).message }));
    } catch (error) {
      // One bad item must not stop the rest; the next sweep tries it again.
      logger.error('could not sweep a submission', { submissionId: submission.submissionId, error: (error as Error).message });
    }
  }
  return { finished };
}

async function handle(): Promise<SweepOutcome> {
  const outcome = await sweepStaleSubmissions();
  // A workflow that died is the judge's failure too: the operator's alarm counts these with SubmissionsInternalError.
  if (outcome.finished.length > 0) metrics().addMetric('StaleSubmissionsSwept', MetricUnit.Count, outcome.finished.length);
  return outcome;
}

export const handler = entryPoint('schedule', handle);
