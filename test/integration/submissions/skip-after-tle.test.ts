/**
 * Once a submission has a TLE, the judge workflow judges none of its later batches (docs/decisions/D27): on
 * the local stack (the same ASL as in AWS, the judge on the host toolchains), a program that spins
 * on the first test of every batch is judged in one batch, its later tests reported SKIPPED
 * (not run: never passed, never the verdict, no XP), instead of one time limit per batch. The local
 * gateway counts the judge functions' invocations: the compile and the first batch, nothing more.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_TESTS_PER_PROBLEM, type JudgeServerMessage, type SubmissionView } from '@contract/judge';
import { TESTS_PER_BATCH } from '../../../lambdas/judge/prepare';
import { xpPerPassedTest } from '../../../lambdas/judge/xp';
import { LOCAL_REGION } from '../../../local/lambda-names';
import { findFreeLocalPorts } from '../../../local/ports';
import { onSharedDynamoDb } from '../../support/stack-on-shared-dynamodb';
import { startLocalStack, type LocalStack } from '../../../local/start';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/** A + B, except that a negative A makes it spin: CPU time, so the CPU limit stops it (TLE). */
const SPINS_ON_NEGATIVE =
  '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;' + 'if(a<0){volatile unsigned long long x=0;for(;;)x++;}std::cout<<a+b<<"\\n";}\n';
const problem = {
  problemId: 'spins-per-batch',
  title: 'Spins per batch',
  difficulty: 'Easy' as const,
  statement: 'A + B.',
  timeMs: 1000,
  memoryMb: 256,
  sampleCount: 2,
};
/** The largest problem allowed; the first test of every batch spins (-1), the others are plain sums. */
const tests = Array.from({ length: MAX_TESTS_PER_PROBLEM }, (_, i) =>
  i % TESTS_PER_BATCH === 0 ? { input: '-1 1\n', expected: '0\n' } : { input: `${i} ${i}\n`, expected: `${2 * i}\n` },
);
const batchCount = Math.ceil(tests.length / TESTS_PER_BATCH);

let stack: LocalStack;
let dataDir: string;
let idToken: string;

beforeAll(async () => {
  const ports = await findFreeLocalPorts();
  dataDir = await mkdtemp(join(tmpdir(), 'codearena-skip-after-tle-'));
  stack = await startLocalStack({ ...(await onSharedDynamoDb(ports)), dataDir, web: false, seed: true, seedProblems: [] });
  const { putProblem, putProblemTests } = await import('../../../lambdas/data/problems');
  await putProblemTests(problem.problemId, tests);
  await putProblem({ ...problem, testCount: tests.length, createdAt: new Date().toISOString() });
  const student = stack.accounts.find((a) => a.role === 'student')!;
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.userPoolClientId,
      AuthParameters: { USERNAME: student.email, PASSWORD: student.password },
    }),
  );
  idToken = out.AuthenticationResult!.IdToken!;
}, 35_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${idToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function waitFor<T>(find: () => T | undefined, ms = 20_000): Promise<T> {
  for (const until = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 10))) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
  }
}

it('judges no batch after the first TLE: the later tests are SKIPPED, the verdict is TLE, and no judge function is called for the batches after the first', async () => {
  const socket = new WebSocket(`${stack.gateway.webSocketUrl}?token=${encodeURIComponent(idToken)}`);
  const messages: JudgeServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as JudgeServerMessage));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    const judgeCallsBefore = stack.gateway.judgeCalls();
    const submitted = await api<{ submissionId: string }>('POST', `/problems/${problem.problemId}/submissions`, { language: 'cpp', source: SPINS_ON_NEGATIVE });
    expect(submitted.status).toBe(202);
    const { submissionId } = submitted.body;
    const ofThis = () => messages.filter((message) => message.submissionId === submissionId);
    const result = await waitFor(() => ofThis().find((message) => message.type === 'judge_result'));
    const progress = ofThis().filter((message) => message.type === 'judge_progress');

    const read = await api<SubmissionView>('GET', `/submissions/${submissionId}`);
    expect(read.status).toBe(200);
    const view = read.body;
    expect(view).toMatchObject({ status: 'done', verdict: 'TLE', totalTests: tests.length });
    expect(view.tests.map((t) => t.index)).toEqual(tests.map((_, i) => i));
    // The first batch is judged (its first test TLE; the judge itself may skip the rest of it)…
    expect(view.tests[0]).toMatchObject({ verdict: 'TLE' });
    // …and no later batch is: every test from the second batch on is SKIPPED, with no figures.
    for (const test of view.tests.slice(TESTS_PER_BATCH)) expect(test).toEqual({ index: test.index, verdict: 'SKIPPED', timeMs: 0, memoryKb: 0 });
    // SKIPPED is "not run": never passed, and XP (docs/decisions/D06) counts the passed tests only.
    const passed = view.tests.filter((t) => t.verdict === 'AC').length;
    expect(passed).toBeLessThan(TESTS_PER_BATCH);
    expect(view.passedTests).toBe(passed);
    expect(view.xpAwarded).toBe(passed * xpPerPassedTest[problem.difficulty]);
    expect(result).toMatchObject({ verdict: 'TLE', passedTests: passed, totalTests: tests.length, tests: view.tests });

    // Progress: one push per batch; the later batches' tests arrive as skipped, never as passed.
    expect(progress).toHaveLength(batchCount);
    const states = new Map(progress.flatMap((message) => (message.type === 'judge_progress' ? message.tests : [])).map((t) => [t.index, t.state]));
    for (let index = TESTS_PER_BATCH; index < tests.length; index++) expect(states.get(index), `test ${index}`).toBe('skipped');

    // Not run means the judge was never asked: one call compiled, one judged the first batch.
    expect(stack.gateway.judgeCalls() - judgeCallsBefore, 'judge function calls for this submission').toBe(2);
  } finally {
    socket.close();
  }
}, 25_000);
