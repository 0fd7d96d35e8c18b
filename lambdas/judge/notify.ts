/**
 * Judge workflow tasks "Report batch progress" and "Notify result": push how judging goes to every
 * open WebSocket connection of the submitting user (contract/judge.ts JudgeServerMessage). A gone
 * connection (410) is deleted. A push that fails never fails the workflow: the result is stored
 * and readable with GET /submissions/{submissionId} either way.
 */
import { z } from 'zod';
import type { JudgeServerMessage, TestState, Verdict } from '@contract/judge';
import { pushToUser } from '../platform/fan-out';
import { logger } from '../shared/logger';
import { recordOutputSchema, testBatchSchema, testOutcomeSchema } from './submission';
import { entryPoint } from '../shared/entry-point';

const notifyEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    submissionId: z.string(),
    userId: z.string(),
    batch: testBatchSchema,
    results: z.array(testOutcomeSchema),
  }),
  z.object({ type: z.literal('result'), record: recordOutputSchema }),
]);
type NotifyEvent = z.infer<typeof notifyEventSchema>;

/** A judged test as the problem screen shows it: SKIPPED is "not run", neither passed nor failed. */
function testState(verdict: Verdict): TestState {
  if (verdict === 'AC') return 'passed';
  return verdict === 'SKIPPED' ? 'skipped' : 'failed';
}

export function messageFor(event: NotifyEvent): { userId: string; message: JudgeServerMessage } {
  if (event.type === 'result') {
    const { userId, ...record } = event.record;
    return { userId, message: { type: 'judge_result', ...record } };
  }
  const finished = event.results.map((r) => ({ index: r.index, state: testState(r.verdict) }));
  // After a TLE the next batch is skipped, not run (judge-batch.ts): it is not announced as running.
  const stopped = event.results.some((r) => r.verdict === 'TLE' || r.verdict === 'SKIPPED');
  const { nextStart, nextEnd } = event.batch;
  const running = stopped ? [] : Array.from({ length: nextEnd - nextStart }, (_, i) => ({ index: nextStart + i, state: 'running' as const }));
  return { userId: event.userId, message: { type: 'judge_progress', submissionId: event.submissionId, tests: [...finished, ...running] } };
}

async function handle(event: unknown): Promise<{ delivered: number }> {
  const { userId, message } = messageFor(notifyEventSchema.parse(event));
  try {
    return { delivered: await pushToUser(userId, message) };
  } catch (error) {
    logger.error('judge notification failed', { type: message.type, error: (error as Error).message });
    return { delivered: 0 };
  }
}

export const handler = entryPoint('workflowTask', handle);
