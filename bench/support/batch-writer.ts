/**
 * Writes put (or delete) requests 25 to a BatchWriteItem with `writers` batches in flight at all
 * times: a pool, not waves waiting for their slowest (bench/leaderboard.ts's header says why 8).
 * Imported after the table's environment is set: the table module reads it.
 */
import { BatchWriteCommand, executeBatchWrite } from 'dynamodb-toolbox';
import { table } from '../../lambdas/data/table';

const BATCH_ITEMS = 25;

/** Writes every request; `onWritten` is told after each batch how many items it held. */
export async function writeInBatches(requests: Iterable<unknown>, writers: number, onWritten: (items: number) => void): Promise<void> {
  function* batches() {
    const batch: unknown[] = [];
    for (const request of requests) {
      batch.push(request);
      if (batch.length === BATCH_ITEMS) yield batch.splice(0);
    }
    if (batch.length > 0) yield batch;
  }
  const pending = batches();
  // Each writer takes the next batch as soon as its last is written (the generator is shared: one thread).
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let next = pending.next(); !next.done; next = pending.next()) {
        await executeBatchWrite({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...(next.value as never[])));
        onWritten(next.value.length);
      }
    }),
  );
}
