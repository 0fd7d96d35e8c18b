/**
 * Judge workflow tasks "Report batch progress" and "Notify result": push how judging goes to every
 * open WebSocket connection of the submitting user (contract/judge.ts JudgeServerMessage). A gone
 * connection (410) is deleted. A push that fails never fails the workflow: the result is stored
 * and readable with GET /submissions/{submissionId} either way.
 */
import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { z } from 'zod';
import type { JudgeServerMessage } from '../../contract/judge';
import { deleteConnection } from '../data/connections';
import { listUserConnectionIds } from '../data/user-connections';
import { managementApiClient } from '../shared/aws-clients';
import { logger } from '../shared/logger';
import { recordOutputSchema, testBatchSchema, testOutcomeSchema } from './submission';

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

export function messageFor(event: NotifyEvent): { userId: string; message: JudgeServerMessage } {
  if (event.type === 'result') {
    const { userId, ...record } = event.record;
    return { userId, message: { type: 'judge_result', ...record } };
  }
  const finished = event.results.map((r) => ({ index: r.index, state: r.verdict === 'AC' ? ('passed' as const) : ('failed' as const) }));
  const { nextStart, nextEnd } = event.batch;
  const running = Array.from({ length: nextEnd - nextStart }, (_, i) => ({ index: nextStart + i, state: 'running' as const }));
  return { userId: event.userId, message: { type: 'judge_progress', submissionId: event.submissionId, tests: [...finished, ...running] } };
}

/** Posts to each of the user's connections; returns how many received it. */
export async function pushToUser(userId: string, message: JudgeServerMessage): Promise<number> {
  const data = JSON.stringify(message);
  let delivered = 0;
  for (const connectionId of await listUserConnectionIds(userId)) {
    try {
      await managementApiClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
      delivered++;
    } catch (error) {
      if (error instanceof GoneException || (error as Error).name === 'GoneException') {
        await deleteConnection(connectionId).catch(() => undefined); // the TTL sweeps it otherwise
      } else logger.warn('push failed', { connectionId, error: (error as Error).message });
    }
  }
  return delivered;
}

export async function handler(event: unknown): Promise<{ delivered: number }> {
  const { userId, message } = messageFor(notifyEventSchema.parse(event));
  try {
    return { delivered: await pushToUser(userId, message) };
  } catch (error) {
    logger.error('judge notification failed', { type: message.type, error: (error as Error).message });
    return { delivered: 0 };
  }
}
