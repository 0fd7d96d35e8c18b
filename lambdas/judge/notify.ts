/**
 * Judge workflow tasks "Report batch progress" and "Notify result": tell the submitter how judging
 * goes, over the WebSocket API.
 *
 * PLACEHOLDER until the judge issue (#3): it validates and logs the message but pushes nothing;
 * finding the user's connections and posting to `@connections` is that job.
 */
import { z } from 'zod';
import { logger } from '../shared/logger';

const notifyEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), submissionId: z.string(), userId: z.string(), batchIndex: z.number(), batchCount: z.number() }),
  z.object({ type: z.literal('result'), submissionId: z.string(), userId: z.string(), record: z.object({ verdict: z.string() }).loose() }),
]);

export async function handler(event: unknown): Promise<{ delivered: number }> {
  const message = notifyEvent.parse(event);
  logger.info('judge notification (not pushed yet)', { message });
  return { delivered: 0 };
}
