/**
 * The table's stream feeding a Lambda, as an event source mapping does in AWS: DynamoDB Local keeps
 * a real stream (local/dynamodb/table.ts turns it on); this polls its shards, filters the records as
 * the mapping's filter would (contract/routes.ts rankingsStream.sortKeys), and invokes the same
 * handler with batches in Lambda's event shape. A batch whose handler reports a failed record is
 * retried from that record (ReportBatchItemFailures), a few times, then skipped with a log line.
 * Starts from the oldest record the stream keeps: the consumer is idempotent, so replaying is harmless
 * and nothing written while the stack was stopped is missed.
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { LOCAL_REGION } from '../lambda-names';
import { localDynamoDbClient } from '../dynamodb/table';

export interface TableStreamOptions {
  endpoint: string;
  tableName: string;
  /** The records' sort keys the consumer wants (the event filter). */
  sortKeys: readonly string[];
  batchSize: number;
  consume(records: DynamoDBRecord[]): Promise<unknown>;
  log(line: string): void;
  /** The pause between reads while records keep coming. Default 100 ms. */
  pollMs?: number;
  /** The longest pause once the stream is quiet (each empty read doubles it). Default 800 ms. */
  idlePollMs?: number;
}

export interface RunningTableStream {
  /** Resolves once every record written before the call has been handed to the consumer. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

const RETRIES = 3;

function lambdaRecord(record: _Record, streamArn: string): DynamoDBRecord {
  return { ...(record as DynamoDBRecord), eventSource: 'aws:dynamodb', awsRegion: LOCAL_REGION, eventSourceARN: streamArn };
}

export async function startTableStream(options: TableStreamOptions): Promise<RunningTableStream> {
  const pollMs = options.pollMs ?? 100;
  // A quiet stack (a developer reading a page, a test waiting on the browser) would otherwise read
  // every shard ten times a second: about a twentieth of a core in DynamoDB Local and as much here,
  // per running stack. Quiet, it reads less often, as a Lambda event source mapping backs off; the
  // first record read, or a caller waiting on caughtUp, brings it back to pollMs at once.
  const idlePollMs = Math.max(pollMs, options.idlePollMs ?? 800);
  const table = await localDynamoDbClient(options.endpoint).send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${options.tableName} has no stream`);
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const wanted = new Set(options.sortKeys);
  const iterators = new Map<string, string | undefined>();
  const finished = new Set<string>();
  let cycles = 0;
  let stopped = false;
  const waiters: { cycle: number; resolve: () => void }[] = [];

  const discoverShards = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (iterators.has(id) || finished.has(id)) continue;
      iterators.set(id, await shardIterator(id));
    }
  };

  /** The last record read from each shard: where a replaced iterator reads on from. */
  const lastRead = new Map<string, string>();
  const shardIterator = async (id: string) => {
    const after = lastRead.get(id);
    const { ShardIterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: id,
        ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return ShardIterator;
  };

  /**
   * One page of a shard. DynamoDB Local answers TrimmedDataAccessException for an iterator taken
   * while its shard was still empty (a table created a moment before: a known DynamoDB Local bug),
   * though nothing was trimmed; a new iterator, from the last record read, reads on.
   */
  const readShard = async (id: string, iterator: string) => {
    try {
      return await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
    } catch (error) {
      if ((error as Error).name !== 'TrimmedDataAccessException') throw error;
      const renewed = await shardIterator(id);
      // Without a new one, the same iterator is tried again next cycle.
      return renewed ? streams.send(new GetRecordsCommand({ ShardIterator: renewed, Limit: 1000 })) : { Records: [], NextShardIterator: iterator };
    }
  };

  const deliver = async (records: DynamoDBRecord[]) => {
    for (let start = 0; start < records.length; start += options.batchSize) {
      let batch = records.slice(start, start + options.batchSize);
      for (let attempt = 0; batch.length > 0; attempt++) {
        const response = (await options.consume(batch).catch((error: unknown) => {
          options.log(`[stream] consumer failed: ${String(error)}`);
          return { batchItemFailures: [{ itemIdentifier: batch[0]!.dynamodb?.SequenceNumber ?? '' }] };
        })) as DynamoDBBatchResponse | undefined;
        const failedAt = response?.batchItemFailures?.[0]?.itemIdentifier;
        if (failedAt === undefined) break;
        if (attempt === RETRIES) {
          options.log(`[stream] skipping ${batch.length} record(s) after ${RETRIES} retries`);
          break;
        }
        const from = batch.findIndex((r) => r.dynamodb?.SequenceNumber === failedAt);
        batch = batch.slice(Math.max(0, from));
        await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      }
    }
  };

  // Set by caughtUp, so that the cycle it waits for also finds a shard that appeared meanwhile.
  let discoverNext = false;
  /** Whether the cycle read any record (wanted or not): the table is being written to. */
  const pollOnce = async (): Promise<boolean> => {
    let read = false;
    if (cycles % 20 === 0 || discoverNext) {
      discoverNext = false;
      await discoverShards();
    }
    for (const [id, iterator] of iterators) {
      if (!iterator) continue;
      const { Records = [], NextShardIterator } = await readShard(id, iterator);
      read ||= Records.length > 0;
      const last = Records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) lastRead.set(id, last);
      if (NextShardIterator) iterators.set(id, NextShardIterator);
      else {
        iterators.delete(id);
        finished.add(id);
      }
      const records = Records.filter((r) => wanted.has(r.dynamodb?.Keys?.sk?.S ?? '')).map((r) => lambdaRecord(r, streamArn));
      if (records.length) await deliver(records);
    }
    return read;
  };

  let pause = pollMs;
  let wake = () => {};
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopped) {
      try {
        pause = (await pollOnce()) ? pollMs : Math.min(idlePollMs, pause * 2);
      } catch (error) {
        if (!stopped) options.log(`[stream] polling failed: ${String(error)}`);
      }
      cycles++;
      for (const waiter of waiters.filter((w) => w.cycle <= cycles)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      if (!stopped) await sleep(waiters.length ? pollMs : pause);
    }
    for (const waiter of waiters.splice(0)) waiter.resolve();
  })();

  return {
    // A whole cycle that began after this call has read every record written before it.
    caughtUp: () =>
      new Promise<void>((resolve) => {
        discoverNext = true;
        waiters.push({ cycle: cycles + 2, resolve });
        wake();
      }),
    async stop() {
      stopped = true;
      wake();
      await loop;
      streams.destroy();
    },
  };
}
