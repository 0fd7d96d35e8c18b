/**
 * The workflow's Node tasks that drive the judge function: "Compile submission" (source from the
 * table, artifact to the packages bucket) and "Judge batch" (short-lived URLs for the batch only).
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLambdaEnv } from '../env';
import { storedProblem, storedSubmission } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const lambda = mockClient(LambdaClient);
let compile: typeof import('../../../../lambdas/judge/compile-submission');
let judgeBatch: typeof import('../../../../lambdas/judge/judge-batch').handler;

const limits = { timeMs: 1000, memoryMb: 256 };
const artifact = { files: [{ path: 'main', executable: true, data: 'AAAA' }] };
const sentToJudge = (call = 0) => JSON.parse(new TextDecoder().decode(lambda.commandCalls(InvokeCommand)[call]!.args[0].input.Payload as Uint8Array));
const answer = (value: unknown) => ({ StatusCode: 200, Payload: new TextEncoder().encode(JSON.stringify(value)) as never });

beforeAll(async () => {
  setLambdaEnv();
  process.env.JUDGE_FUNCTION_NAMES = JSON.stringify({ cpp: 'judge-cpp', python: 'judge-python', java: 'judge-java', javascript: 'judge-javascript' });
  compile = await import('../../../../lambdas/judge/compile-submission');
  ({ handler: judgeBatch } = await import('../../../../lambdas/judge/judge-batch'));
});
beforeEach(() => {
  db.reset();
  s3.reset();
  lambda.reset();
  db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).resolves({ Item: storedSubmission() });
  db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem() });
  s3.on(PutObjectCommand).resolves({});
});

const state = { submissionId: 's-1', problemId: 'a-plus-b', language: 'cpp', limits, testCount: 4 };

describe('Compile submission', () => {
  it("compiles the stored source with the language's judge, stores the artifact under the submission's key and returns figures only", async () => {
    lambda.on(InvokeCommand).resolves(answer({ ok: true, timeMs: 210, artifact }));
    // A source in the state would be ignored: only the stored one is compiled.
    const compiled = await compile.handler({ ...state, source: 'evil' });
    expect(compiled).toEqual({ ok: true, timeMs: 210, judgeInBatches: true });
    expect(lambda).toHaveReceivedCommandWith(InvokeCommand, { FunctionName: 'judge-cpp' });
    const sent = sentToJudge();
    expect(sent).toMatchObject({ action: 'compile', language: 'cpp', source: 'int main(){}', limits, maxArtifactBytes: compile.MAX_ARTIFACT_TRANSFER_BYTES });
    expect(sent.tests.urls).toHaveLength(4);
    sent.tests.urls.forEach((url: string, i: number) => {
      expect(url).toMatch(new RegExp(`^https://packages-test\\.s3\\.[^/]+/problems/a-plus-b/tests/${i}\\.json\\?`));
      expect(url).toMatch(/X-Amz-Expires=300&/);
    });
    expect(s3).toHaveReceivedCommandWith(PutObjectCommand, { Bucket: 'packages-test', Key: 'artifacts/s-1/artifact.json', Body: JSON.stringify(artifact) });
  });

  it('passes on the judgement when the judge judged everything (CE here), capping the message for the state', async () => {
    const message = 'e'.repeat(100_000);
    lambda.on(InvokeCommand).resolves(answer({ ok: false, timeMs: 90, message, judged: { verdict: 'CE', results: [] } }));
    const compiled = await compile.handler(state);
    expect(compiled).toMatchObject({ ok: false, judgeInBatches: false, verdict: 'CE', results: [] });
    expect(Buffer.byteLength(JSON.stringify(compiled.message))).toBeLessThanOrEqual(compile.MAX_STATE_MESSAGE_BYTES);
    expect(compiled.message).toMatch(/^e+… \(truncated\)$/);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('caps by JSON size, so control characters (six bytes each in JSON) cannot grow the state', () => {
    const capped = compile.capForState('\u0001'.repeat(50_000), 1024);
    expect(Buffer.byteLength(JSON.stringify(capped))).toBeLessThanOrEqual(1024);
    expect(capped.endsWith('… (truncated)')).toBe(true);
    expect(compile.capForState('short', 1024)).toBe('short');
  });

  it('fails (the workflow records IE) when the judge function fails', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, FunctionError: 'Unhandled', Payload: new TextEncoder().encode('{"errorMessage":"boom"}') as never });
    await expect(compile.handler(state)).rejects.toThrow(/judge cpp failed/);
  });
});

describe('Judge batch', () => {
  const batch = { index: 1, count: 2, start: 3, end: 4, nextStart: 4, nextEnd: 4 };
  const result = (index: number) => ({ index, verdict: 'AC', timeMs: 2, memoryKb: 900 });

  it("hands the judge URLs for the batch's own tests and the stored artifact, and returns its figures", async () => {
    lambda.on(InvokeCommand).resolves(answer({ results: [result(3)] }));
    expect(await judgeBatch({ ...state, userId: 'u-ada', batch })).toEqual({ results: [result(3)] });
    const sent = sentToJudge();
    expect(sent).toMatchObject({ action: 'run', language: 'cpp', limits, firstIndex: 3 });
    expect(sent.tests.urls).toEqual([expect.stringMatching(/^https:\/\/packages-test\.s3\.[^/]+\/problems\/a-plus-b\/tests\/3\.json\?/)]);
    expect(sent.artifact.url).toMatch(/^https:\/\/packages-test\.s3\.[^/]+\/artifacts\/s-1\/artifact\.json\?/);
    expect(sent.source).toBeUndefined();
  });

  it("refuses an answer about other tests than the batch's", async () => {
    lambda.on(InvokeCommand).resolves(answer({ results: [result(0)] }));
    await expect(judgeBatch({ ...state, batch })).rejects.toThrow(/answered batch 1 with tests 0/);
  });
});

describe('Judge batch after a TLE (docs/decisions/D27: later batches are not judged)', () => {
  // Seven tests in batches of 3, as "Prepare submission" makes them.
  const batches = [
    { index: 0, count: 3, start: 0, end: 3, nextStart: 3, nextEnd: 6 },
    { index: 1, count: 3, start: 3, end: 6, nextStart: 6, nextEnd: 7 },
    { index: 2, count: 3, start: 6, end: 7, nextStart: 7, nextEnd: 7 },
  ];
  const outcome = (index: number, verdict: string) => ({ index, verdict, timeMs: verdict === 'TLE' ? 1004 : 2, memoryKb: 900 });
  const skipped = (index: number) => ({ index, verdict: 'SKIPPED', timeMs: 0, memoryKb: 0 });
  const judgeAnswers = (...results: unknown[][]) =>
    results.reduce((mock: ReturnType<typeof lambda.on>, r) => mock.resolvesOnce(answer({ results: r })), lambda.on(InvokeCommand));

  /** The submission item as DynamoDB would keep it: the stop a batch writes is what the next one reads. */
  function storeSubmission() {
    const item: Record<string, unknown> = storedSubmission();
    db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).callsFake(() => ({ Item: { ...item } }));
    db.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => {
      const index = Object.values(input.ExpressionAttributeValues).find((v) => typeof v === 'number');
      item.judgingStopsAfter = index;
      return {};
    });
    return item;
  }
  const stopWrites = () => db.commandCalls(UpdateCommand).map((c) => c.args[0].input);

  it('records the first TLE, and the next batches answer SKIPPED without invoking the judge', async () => {
    const item = storeSubmission();
    judgeAnswers([outcome(0, 'AC'), outcome(1, 'TLE'), skipped(2)]);
    expect((await judgeBatch({ ...state, batch: batches[0] })).results.map((r) => r.verdict)).toEqual(['AC', 'TLE', 'SKIPPED']);
    expect(item.judgingStopsAfter).toBe(1);
    // Only while running, and never over an earlier (smaller) stop.
    const [write] = stopWrites();
    expect(write).toMatchObject({ Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } });
    expect(write!.ConditionExpression).toMatch(/attribute_not_exists/);
    expect(Object.values(write!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['running', 1]));

    expect(await judgeBatch({ ...state, batch: batches[1] })).toEqual({ results: [3, 4, 5].map(skipped) });
    expect(await judgeBatch({ ...state, batch: batches[2] })).toEqual({ results: [skipped(6)] });
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1);
    expect(stopWrites()).toHaveLength(1);
    // Each check is a consistent read of the one attribute (the item holds the whole source).
    const reads = db.commandCalls(GetCommand).map((c) => c.args[0].input);
    expect(reads).toHaveLength(3);
    for (const read of reads) {
      expect(read.ConsistentRead).toBe(true);
      expect(Object.values(read.ExpressionAttributeNames ?? {})).toEqual(['judgingStopsAfter']);
    }
  });

  it('judges every batch normally when none has a TLE, and records no stop', async () => {
    storeSubmission();
    judgeAnswers(
      [0, 1, 2].map((i) => outcome(i, 'WA')),
      [3, 4, 5].map((i) => outcome(i, 'AC')),
      [outcome(6, 'RE')],
    );
    for (const [i, batch] of batches.entries()) {
      const { results } = await judgeBatch({ ...state, batch });
      expect(results.map((r) => r.verdict)).not.toContain('SKIPPED');
      expect(lambda.commandCalls(InvokeCommand)).toHaveLength(i + 1);
      expect(sentToJudge(i)).toMatchObject({ action: 'run', firstIndex: batch.start });
    }
    expect(stopWrites()).toHaveLength(0);
  });

  it('judges again a retried batch whose own TLE was recorded (the stop is inside its range)', async () => {
    const item = storeSubmission();
    // Its first test was TLE (the boundary: a stop at the batch's start is its own, not an earlier batch's).
    item.judgingStopsAfter = 3;
    judgeAnswers([outcome(3, 'TLE'), skipped(4), skipped(5)]);
    expect((await judgeBatch({ ...state, batch: batches[1] })).results.map((r) => r.verdict)).toEqual(['TLE', 'SKIPPED', 'SKIPPED']);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1);
  });

  it('records no stop after the last batch: nothing is left to skip', async () => {
    storeSubmission();
    judgeAnswers([outcome(6, 'TLE')]);
    expect(await judgeBatch({ ...state, batch: batches[2] })).toEqual({ results: [outcome(6, 'TLE')] });
    expect(stopWrites()).toHaveLength(0);
  });

  it('keeps the judged results when the stop cannot be recorded, and judges when it cannot be read', async () => {
    db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).rejects(new Error('throttled'));
    db.on(UpdateCommand).rejects(new Error('throttled'));
    judgeAnswers(
      [outcome(0, 'TLE'), skipped(1), skipped(2)],
      [3, 4, 5].map((i) => outcome(i, 'TLE')),
    );
    expect(await judgeBatch({ ...state, batch: batches[0] })).toEqual({ results: [outcome(0, 'TLE'), skipped(1), skipped(2)] });
    expect(stopWrites()).toHaveLength(1);
    expect((await judgeBatch({ ...state, batch: batches[1] })).results.map((r) => r.verdict)).toEqual(['TLE', 'TLE', 'TLE']);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(2);
  });

  it('leaves a submission alone once it is done or stopped earlier (the condition fails quietly)', async () => {
    const { stopJudgingAfter } = await import('../../../../lambdas/data/submissions');
    db.on(UpdateCommand).rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    expect(await stopJudgingAfter('s-1', 5)).toBe(false);
    db.on(UpdateCommand).resolves({});
    expect(await stopJudgingAfter('s-1', 5)).toBe(true);
  });
});
