/**
 * The local stack's table stream (local/streams/table-stream.ts) on DynamoDB Local: it hands the
 * consumer the records it wants, and once the table is quiet it reads the stream less often (each
 * empty read doubles the pause, up to idlePollMs) without missing or delaying a caller that waits
 * for it. Its reads are counted on their way to DynamoDB Local, through a loopback proxy.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDynamoDbClient } from '../../../local/dynamodb';
import { startTableStream, type RunningTableStream } from '../../../local/streams/table-stream';
import { startTableHarness, type TableHarness } from '../support/table-harness';

const POLL_MS = 50;
const IDLE_POLL_MS = 1_500;
let dynamo: TableHarness;
let proxy: Server;
let stream: RunningTableStream;
const reads: number[] = [];
const delivered: DynamoDBRecord[] = [];

/** Forwards every request to DynamoDB Local, noting when the stream's GetRecords calls pass. */
function countingProxy(target: URL): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    if (String(incoming.headers['x-amz-target']).endsWith('.GetRecords')) reads.push(Date.now());
    const forward = request({ host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const readsWithin = (from: number, to: number) => reads.filter((at) => at >= from && at < to).length;

async function put(sk: string) {
  const client = localDynamoDbClient(dynamo.endpoint);
  await client.send(new PutItemCommand({ TableName: dynamo.table, Item: { pk: { S: `stream-${sk}-${Date.now()}` }, sk: { S: sk } } }));
  client.destroy();
}

beforeAll(async () => {
  dynamo = await startTableHarness('codearena-table-stream-test');
  proxy = await countingProxy(new URL(dynamo.endpoint));
  stream = await startTableStream({
    endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    tableName: dynamo.table,
    sortKeys: ['WANTED'],
    batchSize: 100,
    consume: async (records) => void delivered.push(...records),
    log: (line) => console.warn(line),
    pollMs: POLL_MS,
    idlePollMs: IDLE_POLL_MS,
  });
}, 60_000);

afterAll(async () => {
  await stream?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
  await dynamo?.stop();
});

describe('the local table stream', () => {
  it('hands the consumer only the records it wants, by sort key', async () => {
    await put('WANTED');
    await put('OTHER');
    await stream.caughtUp();
    expect(delivered.map((r) => r.dynamodb?.Keys?.sk?.S)).toEqual(['WANTED']);
    expect(delivered[0]).toMatchObject({ eventSource: 'aws:dynamodb', eventName: 'INSERT' });
  });

  it('reads a quiet table at most every idlePollMs, not every pollMs', async () => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const to = Date.now();
    // Every 50 ms would be about 60 reads in these 3 s; backed off to 1.5 s, 2 or 3.
    expect(readsWithin(to - 3_000, to)).toBeLessThanOrEqual(3);
    expect(readsWithin(to - 3_000, to)).toBeGreaterThanOrEqual(1);
  });

  it('still delivers a record written while quiet, within the idle pause', async () => {
    const before = delivered.length;
    const written = Date.now();
    await put('WANTED');
    for (const until = Date.now() + 5_000; delivered.length === before && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(delivered.length).toBe(before + 1);
    // The next read after the write found it: at most one idle pause plus the read itself (generous on a busy machine).
    expect(Date.now() - written).toBeLessThan(IDLE_POLL_MS + 1_500);
  });

  it('wakes for a caller waiting on caughtUp: a few fast cycles, not the rest of an idle pause', async () => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    // Just after an empty read, the reader sleeps a whole idle pause (1.5 s) unless the caller wakes it.
    const seen = reads.length;
    while (reads.length === seen) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await put('WANTED');
    const asked = Date.now();
    await stream.caughtUp();
    // Asleep, it would answer after the rest of its pause (1.45 s) and two cycles more.
    expect(Date.now() - asked).toBeLessThan(1_400);
    expect(delivered.at(-1)?.dynamodb?.Keys?.sk?.S).toBe('WANTED');
  });
});
