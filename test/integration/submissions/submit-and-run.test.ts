/**
 * The judge end to end on the local stack: a seeded student signs in (USER_PASSWORD_AUTH), opens
 * the WebSocket, submits C++ for a seeded problem, watches the per-test progress and the result
 * arrive, reads the result back, gets XP once (not again on a resubmission), runs the samples, and
 * meets the API's refusals. The judge runs on the host toolchains (the same ASL as in AWS).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SFNClient, StartSyncExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CustomRunResponse } from '@contract/api/submissions';
import type { JudgeServerMessage, RunResponse, SubmissionView } from '@contract/judge';
import { LOCAL_JUDGE_STATE_MACHINE_ARN, LOCAL_REGION } from '../../../local/lambda-names';
import { findFreeLocalPorts } from '../../../local/ports';
import { onSharedDynamoDb } from '../../support/stack-on-shared-dynamodb';
import { startLocalStack, type LocalStack } from '../../../local/start';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const APLUSB = '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';

let stack: LocalStack;
let dataDir: string;
let idToken: string;
let userId: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${idToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function xpOf(): Promise<number> {
  const { getAccountItems } = await import('../../../lambdas/data/user-profiles');
  const items = await getAccountItems(userId);
  return items ? (items.stats?.xp ?? 0) : -1;
}

async function waitFor<T>(find: () => T | undefined, ms = 30_000): Promise<T> {
  for (const until = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 25))) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
  }
}

beforeAll(async () => {
  const ports = await findFreeLocalPorts();
  dataDir = await mkdtemp(join(tmpdir(), 'codearena-submissions-'));
  stack = await startLocalStack({ ...(await onSharedDynamoDb(ports)), dataDir, web: false, seed: true, seedProblems: ['a-plus-b', 'reverse-a-string'] });
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
  userId = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub;
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('submitting code on the local stack', () => {
  it('judges a C++ submission, pushes progress and the result over the WebSocket, and awards XP once', async () => {
    const socket = new WebSocket(`${stack.gateway.webSocketUrl}?token=${encodeURIComponent(idToken)}`);
    const messages: JudgeServerMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as JudgeServerMessage));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      const xpBefore = await xpOf();
      const submitted = await api<{ submissionId: string }>('POST', '/problems/a-plus-b/submissions', { language: 'cpp', source: APLUSB });
      expect(submitted.status).toBe(202);
      const { submissionId } = submitted.body;

      const result = await waitFor(() => messages.find((m) => m.type === 'judge_result' && m.submissionId === submissionId));
      expect(result).toMatchObject({ verdict: 'AC', passedTests: 5, totalTests: 5, xpAwarded: 10 });
      const progress = messages.filter((m) => m.type === 'judge_progress' && m.submissionId === submissionId);
      // Batches of 3: tests 0-2 passed with 3-4 running, then 3-4 passed.
      expect(progress.length).toBe(2);
      expect(progress[0]).toMatchObject({
        tests: [0, 1, 2].map((index) => ({ index, state: 'passed' })).concat([3, 4].map((index) => ({ index, state: 'running' }))),
      });
      expect(progress[1]).toMatchObject({ tests: [3, 4].map((index) => ({ index, state: 'passed' })) });

      const read = await api<SubmissionView>('GET', `/submissions/${submissionId}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ status: 'done', verdict: 'AC', passedTests: 5, xpAwarded: 10, language: 'cpp', problemId: 'a-plus-b' });
      expect(read.body.tests).toHaveLength(5);
      expect(read.body.tests[0]).not.toHaveProperty('expected');
      expect(await xpOf()).toBe(xpBefore + 10);

      // A second attempt is judged, but earns nothing (docs/decisions/D06: first attempt only).
      const again = await api<{ submissionId: string }>('POST', '/problems/a-plus-b/submissions', { language: 'cpp', source: APLUSB });
      const second = await waitFor(() => messages.find((m) => m.type === 'judge_result' && m.submissionId === again.body.submissionId));
      expect(second).toMatchObject({ verdict: 'AC', xpAwarded: 0 });
      expect(await xpOf()).toBe(xpBefore + 10);
    } finally {
      socket.close();
    }
  }, 45_000);

  it("lists the student's own submissions of the problem, newest first, without their code", async () => {
    const mine = await api<{ submissions: SubmissionView[]; total: number }>('GET', '/problems/a-plus-b/submissions');
    expect(mine.status).toBe(200);
    expect(mine.body.submissions.length).toBeGreaterThanOrEqual(2);
    expect(mine.body.total).toBe(mine.body.submissions.length);
    const times = mine.body.submissions.map((s) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(mine.body.submissions[0]).toMatchObject({ problemId: 'a-plus-b', language: 'cpp', status: 'done', verdict: 'AC' });
    expect(mine.body.submissions[0]).not.toHaveProperty('source');
    // With the plan's weekly quota as it stands: a-plus-b is counted this week, reverse-a-string is not.
    expect(mine.body).toMatchObject({ quota: { counted: true } });
    const none = await api<{ submissions: SubmissionView[]; total: number; quota: { used: number } }>('GET', '/problems/reverse-a-string/submissions');
    expect(none.body).toMatchObject({ submissions: [], total: 0, quota: { counted: false } });
    expect(none.body.quota.used).toBeGreaterThanOrEqual(1);
  });

  it('saves the code as a server draft, the latest Save replacing the one before, and reads it back', async () => {
    expect((await api<{ draft: unknown }>('GET', '/problems/reverse-a-string/draft')).body).toEqual({ draft: null });
    await api('PUT', '/problems/reverse-a-string/draft', { language: 'cpp', source: '// first' });
    const saved = await api<{ language: string; source: string; savedAt: string }>('PUT', '/problems/reverse-a-string/draft', {
      language: 'python',
      source: 'print(input()[::-1])\n',
    });
    expect(saved.status).toBe(200);
    const read = await api<{ draft: unknown }>('GET', '/problems/reverse-a-string/draft');
    expect(read.body).toEqual({ draft: { language: 'python', source: 'print(input()[::-1])\n', savedAt: saved.body.savedAt } });
    expect((await api('PUT', '/problems/no-such-problem/draft', { language: 'cpp', source: 'x' })).status).toBe(404);
    expect((await api('PUT', '/problems/reverse-a-string/draft', { language: 'cpp', source: '' })).status).toBe(400);
  });

  it('runs the two sample tests synchronously, with their output, and awards nothing', async () => {
    const xpBefore = await xpOf();
    const run = await api<RunResponse>('POST', '/problems/reverse-a-string/run', {
      language: 'python',
      source: 'print(input()[::-1] if False else "olleh")\n',
    });
    expect(run.status).toBe(200);
    expect(run.body.verdict).toBe('WA');
    expect(run.body.tests.map((t) => [t.index, t.verdict, t.input])).toEqual([
      [0, 'AC', 'hello\n'],
      [1, 'WA', 'CodeArena\n'],
    ]);
    expect(run.body.tests[1]!.stdout).toBe('olleh\n');
    expect(await xpOf()).toBe(xpBefore);
  }, 20_000);

  it("runs a program on the student's own input through the real judge: output, time and memory; a crash keeps its verdict", async () => {
    const xpBefore = await xpOf();
    const echo = await api<CustomRunResponse>('POST', '/problems/a-plus-b/run-custom', {
      language: 'python',
      source: 'a, b = map(int, input().split())\nprint(a * b)\n',
      stdin: '6 7\n',
    });
    expect(echo.status).toBe(200);
    expect(echo.body).toMatchObject({ outcome: 'OK', compile: { ok: true }, stdout: '42\n' });
    expect(echo.body.memoryKb).toBeGreaterThan(0);
    const crash = await api<CustomRunResponse>('POST', '/problems/a-plus-b/run-custom', {
      language: 'python',
      source: 'a, b = map(int, input().split())\n',
      stdin: 'not numbers\n',
    });
    expect(crash.body.outcome).toBe('RE');
    expect(crash.body.stderr).toContain('ValueError');
    expect(await xpOf()).toBe(xpBefore);
  }, 10_000);

  it("refuses an unsupported language, oversized source, an unknown problem and someone else's submission", async () => {
    const bad = await api<{ message: string }>('POST', '/problems/a-plus-b/submissions', { language: 'ruby', source: 'puts 1' });
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ message: 'Unsupported language' }) });
    const big = await api<{ message: string }>('POST', '/problems/a-plus-b/run', { language: 'cpp', source: 'x'.repeat(64 * 1024 + 1) });
    expect(big).toEqual({ status: 400, body: expect.objectContaining({ message: 'Source code is too large (64 KB at most).' }) });
    const missing = await api<{ message: string }>('POST', '/problems/no-such-problem/submissions', { language: 'cpp', source: APLUSB });
    expect(missing.status).toBe(404);
    const notYours = await api<{ message: string }>('GET', '/submissions/00000000-0000-0000-0000-000000000000');
    expect(notYours).toEqual({ status: 404, body: expect.objectContaining({ message: 'Submission not found.' }) });
  });

  it('runs the deployed ASL to its end with StartSyncExecution, given only a submission id', async () => {
    const { createSubmission } = await import('../../../lambdas/data/submissions');
    const source = 'print(sum(map(int, input().split())))\n';
    // The student solved a-plus-b already (first test): the result is stored, no XP is awarded.
    expect(
      await createSubmission({
        submissionId: 's-sync',
        userId,
        problemId: 'a-plus-b',
        language: 'python',
        source,
        sourceBytes: source.length,
        createdAt: new Date().toISOString(),
      }),
    ).toBe(true);
    const sfn = new SFNClient({ endpoint: stack.stepFunctionsEndpoint, region: LOCAL_REGION, credentials, disableHostPrefix: true });
    const out = await sfn.send(
      new StartSyncExecutionCommand({ stateMachineArn: LOCAL_JUDGE_STATE_MACHINE_ARN, input: JSON.stringify({ submissionId: 's-sync' }) }),
    );
    expect(out.status, out.cause).toBe('SUCCEEDED');
    expect(JSON.parse(out.output!)).toMatchObject({ submissionId: 's-sync', verdict: 'AC', passedTests: 5, totalTests: 5, xpAwarded: 0 });
    // A second execution for the same submission (Express names are not idempotent) changes nothing.
    const again = await sfn.send(
      new StartSyncExecutionCommand({ stateMachineArn: LOCAL_JUDGE_STATE_MACHINE_ARN, input: JSON.stringify({ submissionId: 's-sync' }) }),
    );
    expect(again.status, again.cause).toBe('SUCCEEDED');
    expect(JSON.parse(again.output!)).toMatchObject({ submissionId: 's-sync', verdict: 'AC', passedTests: 5 });
  }, 10_000);

  it('finishes as IE a submission whose workflow never recorded it, once it is stale, and pushes the result', async () => {
    const { createSubmission, getSubmission, listStalePendingSubmissions } = await import('../../../lambdas/data/submissions');
    const { sweepStaleSubmissions, STALE_AFTER_MS } = await import('../../../lambdas/judge/sweep-stale');
    const socket = new WebSocket(`${stack.gateway.webSocketUrl}?token=${encodeURIComponent(idToken)}`);
    const messages: JudgeServerMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as JudgeServerMessage));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      const now = new Date();
      const source = 'print(1)\n';
      const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
      // Stuck for 20 minutes (its workflow died), and one submitted a minute ago (still being judged).
      for (const [submissionId, createdAt] of [
        ['s-stuck', at(20 * 60_000)],
        ['s-fresh', at(60_000)],
      ] as const) {
        expect(await createSubmission({ submissionId, userId, problemId: 'a-plus-b', language: 'python', source, sourceBytes: 9, createdAt })).toBe(true);
      }
      const stale = await listStalePendingSubmissions(new Date(now.getTime() - STALE_AFTER_MS));
      expect(stale.map((s) => s.submissionId)).toEqual(['s-stuck']);

      expect(await sweepStaleSubmissions(now)).toEqual({ finished: ['s-stuck'] });
      expect(await getSubmission('s-stuck')).toMatchObject({ status: 'done', verdict: 'IE', xpAwarded: 0 });
      expect(await getSubmission('s-stuck')).not.toHaveProperty('gsi2pk');
      expect(await getSubmission('s-fresh')).toMatchObject({ status: 'queued' });
      await waitFor(() => messages.find((m) => m.type === 'judge_result' && m.submissionId === 's-stuck' && m.verdict === 'IE'), 8_000);
      // A second sweep finds nothing new; judged submissions left the pending index when recorded.
      expect(await sweepStaleSubmissions(now)).toEqual({ finished: [] });
      const later = await listStalePendingSubmissions(new Date(now.getTime() + 60 * 60_000));
      expect(later.map((s) => s.submissionId)).toEqual(['s-fresh']);
    } finally {
      socket.close();
    }
  }, 10_000);

  it('lists each language with the version its judge reports', async () => {
    const res = await fetch(`${stack.apiUrl}/judge/languages`);
    const { languages } = (await res.json()) as { languages: { language: string; version: string }[] };
    expect(res.status).toBe(200);
    expect(languages.map((l) => l.language)).toEqual(['cpp', 'python', 'java', 'javascript']);
    expect(languages.find((l) => l.language === 'javascript')!.version).toBe(process.version);
    expect(languages.find((l) => l.language === 'python')!.version).toMatch(/^Python 3\./);
  }, 10_000);
});
