/**
 * Judge workflow task "Judge batch" (trusted Node code, grants: packages:read, judge:invoke,
 * table:read, table:write): mints short-lived URLs for the batch's tests and the stored artifact,
 * and invokes the language's judge function synchronously to run them. The URLs live only in that
 * one Invoke payload, never in the workflow state or its logs; the state gets the per-test figures back.
 *
 * Stopping after a TLE (docs/decisions/D27). Within one call the judge core starts no test after a TLE; but
 * each batch is a separate Map iteration, and an iteration cannot see the others' results (a Map
 * gives its items only `ItemSelector` input, and can end early only by failing, which would lose
 * the batches judged so far). Turning the Map into a Choice loop that carries the results would
 * grow the state with every batch and the ASL with a counter. So the stop travels beside the
 * state, on the submission item: the batch that sees a TLE records its index there (a conditional
 * write, only while running), and every batch first reads it (one consistent GetItem of one
 * attribute) and, when an earlier batch stopped judging, answers SKIPPED for its own tests without
 * invoking the judge. A stop inside this batch's own range is its own, written before a retry of
 * this state: that batch is judged again. Both table calls are best effort: without them the
 * later batches are only judged in full, as before, so their failure is logged and never turns a
 * judged batch into an internal error.
 */
import type { Verdict } from '@contract/judge';
import { presignProblemTests } from '../data/problems';
import { judgingStopsAfter, stopJudgingAfter } from '../data/submissions';
import { logger } from '../shared/logger';
import { presignArtifact } from './artifact-store';
import { PACKAGE_URL_SECONDS } from './compile-submission';
import { limitsSchema, preparedSchema, testBatchSchema, type BatchResult, type TestBatch } from './submission';
import { invokeJudgeRun } from './workflow-calls';
import { entryPoint } from '../shared/entry-point';

const batchEventSchema = preparedSchema.pick({ submissionId: true, problemId: true, language: true }).extend({ limits: limitsSchema, batch: testBatchSchema });

/** A test's verdict after which no later test can change the submission's (overallVerdict): TLE. */
const STOPS_JUDGING: Verdict = 'TLE';

/** The batch's tests, not run: no figures, since nothing was measured. */
export function skippedBatch(batch: TestBatch): BatchResult {
  const indexes = Array.from({ length: batch.end - batch.start }, (_, i) => batch.start + i);
  return { results: indexes.map((index) => ({ index, verdict: 'SKIPPED', timeMs: 0, memoryKb: 0 })) };
}

async function readStop(submissionId: string): Promise<number | undefined> {
  try {
    return await judgingStopsAfter(submissionId);
  } catch (error) {
    logger.error('could not read whether judging stopped; judging the batch', { submissionId, error: (error as Error).message });
    return undefined;
  }
}

async function recordStop(submissionId: string, testIndex: number): Promise<void> {
  try {
    await stopJudgingAfter(submissionId, testIndex);
  } catch (error) {
    logger.error('could not record that judging stops; later batches will be judged', { submissionId, testIndex, error: (error as Error).message });
  }
}

async function handle(event: unknown): Promise<BatchResult> {
  const { submissionId, problemId, language, limits, batch } = batchEventSchema.parse(event);
  const stoppedAfter = await readStop(submissionId);
  if (stoppedAfter !== undefined && stoppedAfter < batch.start) return skippedBatch(batch);

  const [urls, artifactUrl] = await Promise.all([
    presignProblemTests(problemId, batch.start, batch.end, PACKAGE_URL_SECONDS),
    presignArtifact(submissionId, PACKAGE_URL_SECONDS),
  ]);
  const judged = await invokeJudgeRun(language, { limits, tests: { urls }, firstIndex: batch.start, artifact: { url: artifactUrl } });
  // Only the batch's own tests, numbered from its start: a confused judge cannot fill in others.
  const indexes = judged.results.map((r) => r.index);
  if (indexes.length !== batch.end - batch.start || indexes.some((index, i) => index !== batch.start + i)) {
    throw new Error(`the judge answered batch ${batch.index} with tests ${indexes.join(',')}`);
  }
  const stop = judged.results.find((r) => r.verdict === STOPS_JUDGING);
  // After the last batch there is nothing left to skip.
  if (stop && batch.end < batch.nextEnd) await recordStop(submissionId, stop.index);
  return judged;
}

export const handler = entryPoint('workflowTask', handle);
