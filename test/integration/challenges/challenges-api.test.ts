/**
 * Weekly challenges through the local stack (docs/requirements/challenges.md §1–§5): a mentor schedules a challenge; a
 * student cannot, and sees nothing of it but its title until it starts; at its start time the
 * scheduler (the timer standing in for EventBridge Scheduler) makes it active with nobody touching
 * it; students join within the free plan's two a week and get the spec's message past them; the
 * challenge's problem is never served by the practice routes. `npm start`'s sample challenge is open.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail, ChallengeList } from '@contract/api/challenges';
import { challengeMessages } from '@contract/challenges';
import type { RunResponse } from '@contract/judge';
import { LOCAL_REGION, LOCAL_TABLE_NAME } from '../../../local/lambda-names';
import { findFreeLocalPorts } from '../../../local/ports';
import { startLocalStack, type LocalStack } from '../../../local/start';
import { passwordSignIn, turnOnTotp } from '../../../local/cognito/sign-in';
import { connectSocket } from '../../support/local-socket';
import { createMentorWithoutTotp } from '../../support/staff-accounts';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let stack: LocalStack;
let dataDir: string;
const tokens: Record<'student' | 'mentor', string> = { student: '', mentor: '' };

async function signIn(role: 'student' | 'mentor'): Promise<string> {
  const account = stack.accounts.find((a) => a.role === role)!;
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
  return (await passwordSignIn(cognito, stack.cognito.userPoolClientId, account)).IdToken!;
}

async function api<T>(as: 'student' | 'mentor', method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return callWith<T>(tokens[as], method, path, body);
}

async function callWith<T>(idToken: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${idToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const newChallenge = (title: string, startsAt: string) => ({
  title,
  description: `# ${title}\nPrint the sum of two numbers.`,
  difficulty: 'Medium',
  startsAt,
  endsAt: inSeconds(7 * 86_400),
  tags: ['math'],
  starterCode: { python: 'a, b = map(int, input().split())\n' },
  tests: [
    { input: '1 2\n', expected: '3\n' },
    { input: '', expected: '' },
    { input: '5 5\n', expected: '10\n' },
  ],
});

beforeAll(async () => {
  const ports = await findFreeLocalPorts();
  dataDir = await mkdtemp(join(tmpdir(), 'codearena-challenges-'));
  stack = await startLocalStack({ ports, dataDir, web: false, tableInMemory: true, seed: true, seedProblems: [], seedChallenge: true });
  [tokens.student, tokens.mentor] = await Promise.all([signIn('student'), signIn('mentor')]);
}, 50_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('weekly challenges on the local stack', () => {
  let sampleId: string;
  let laterId: string;

  it("lists the sample challenge open this week, with the student's free-plan allowance", async () => {
    const list = await api<ChallengeList>('student', 'GET', '/weekly-challenges');
    expect(list.status).toBe(200);
    const sample = list.body.challenges.find((c) => c.title === 'Sum of Squares');
    expect(sample).toMatchObject({ status: 'active', testCount: 20, joined: false, summary: 'Given n integers, print the sum of their squares.' });
    expect(list.body.joins).toEqual({ used: 0, limit: 2 });
    sampleId = sample!.challengeId;
    // The home page's competitive section asks without signing in.
    const active = await fetch(`${stack.apiUrl}/weekly-challenges/active`);
    expect(await active.json()).toEqual({ challenge: { challengeId: sampleId, title: 'Sum of Squares', startsAt: sample!.startsAt, endsAt: sample!.endsAt } });
  });

  it('lets a mentor schedule one and refuses a student, or an end before the start, with the message', async () => {
    expect((await api('student', 'POST', '/weekly-challenges', newChallenge('Nope', inSeconds(60)))).status).toBe(403);
    const bad = await api<{ message: string }>('mentor', 'POST', '/weekly-challenges', { ...newChallenge('Bad', inSeconds(60)), endsAt: inSeconds(30) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(challengeMessages.endsBeforeStart);
    const created = await api<{ challengeId: string; status: string }>('mentor', 'POST', '/weekly-challenges', newChallenge('Later Sum', inSeconds(2)));
    expect(created).toMatchObject({ status: 201, body: { status: 'upcoming' } });
    laterId = created.body.challengeId;
    expect(laterId).toMatch(/^wc-\d{4}-w\d{2}-[0-9a-f]{6}$/);
  });

  it('shows a student only the title of an upcoming challenge, and refuses joining it', async () => {
    const page = await api<ChallengeDetail>('student', 'GET', `/weekly-challenges/${laterId}`);
    expect(page.body).toMatchObject({ status: 'upcoming', title: 'Later Sum', content: null });
    expect((await api<ChallengeDetail>('mentor', 'GET', `/weekly-challenges/${laterId}`)).body.content?.firstTest).toEqual({ input: '1 2\n', expected: '3\n' });
    expect((await api('student', 'POST', `/weekly-challenges/${laterId}/join`)).status).toBe(409);
  });

  it('becomes active at its start time by the scheduler alone; the page then shows test 1 and starter code', async () => {
    const { startsAt } = (await api<ChallengeDetail>('mentor', 'GET', `/weekly-challenges/${laterId}`)).body;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(startsAt) - Date.now() + 50)));
    await stack.challengeScheduler.run();
    const page = await api<ChallengeDetail>('student', 'GET', `/weekly-challenges/${laterId}`);
    expect(page.body).toMatchObject({ status: 'active', testCount: 2, submissions: { used: 0, limit: 1 } });
    expect(page.body.content).toMatchObject({
      firstTest: { input: '1 2\n', expected: '3\n' },
      starterCode: { python: 'a, b = map(int, input().split())\n', cpp: '// Starter code not provided' },
    });
  });

  it("joins two a week on the free plan, a repeated join costing nothing; the third gets the spec's message", async () => {
    expect((await api('student', 'POST', `/weekly-challenges/${sampleId}/join`)).body).toEqual({ joins: { used: 1, limit: 2 } });
    expect((await api('student', 'POST', `/weekly-challenges/${sampleId}/join`)).body).toEqual({ joins: { used: 1, limit: 2 } });
    expect((await api('student', 'POST', `/weekly-challenges/${laterId}/join`)).body).toEqual({ joins: { used: 2, limit: 2 } });
    const third = await api<{ challengeId: string }>('mentor', 'POST', '/weekly-challenges', newChallenge('Third Sum', inSeconds(-1)));
    const refused = await api<{ message: string }>('student', 'POST', `/weekly-challenges/${third.body.challengeId}/join`);
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: challengeMessages.joinLimitReached }) });
    const list = await api<ChallengeList>('student', 'GET', '/weekly-challenges');
    expect(
      list.body.challenges
        .filter((c) => c.joined)
        .map((c) => c.challengeId)
        .sort(),
    ).toEqual([laterId, sampleId].sort());
    expect(list.body.stats.participated).toBe(0);
  });

  it('runs test 1, saves a draft with the stopwatch, submits once; the score card arrives scored by docs/decisions/D08 and the name tops the performers', async () => {
    const source = 'import sys\nd = sys.stdin.read().split()\nn = int(d[0])\nprint(sum(int(x) * int(x) for x in d[1:n + 1]))\n';
    const run = await api<RunResponse>('student', 'POST', `/weekly-challenges/${sampleId}/run`, { language: 'python', source });
    expect(run.body).toMatchObject({ verdict: 'AC', tests: [{ index: 0, input: '3\n1 -2 3\n', expected: '14\n', stdout: '14\n' }] });
    const saved = await api<{ elapsedSeconds: number }>('student', 'PUT', `/weekly-challenges/${sampleId}/draft`, {
      language: 'python',
      source,
      elapsedSeconds: 95,
    });
    expect(saved).toMatchObject({ status: 200, body: { elapsedSeconds: 95 } });

    const submitted = await api<{ submissionId: string }>('student', 'POST', `/weekly-challenges/${sampleId}/submissions`, {
      language: 'python',
      source,
      elapsedSeconds: 120,
    });
    expect(submitted.status).toBe(202);
    let page: ChallengeDetail | undefined;
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      page = (await api<ChallengeDetail>('student', 'GET', `/weekly-challenges/${sampleId}`)).body;
      // The page reads the entry, the submission and the standings (an index: eventually consistent) apart: all three must show it.
      if (page.entry.latest?.status === 'done' && page.entry.bestPoints !== null && page.topPerformers.length > 0) break;
    }
    const card = page!.entry.latest!;
    expect(card).toMatchObject({
      submissionId: submitted.body.submissionId,
      status: 'done',
      verdict: 'AC',
      passedTests: 20,
      totalTests: 20,
      xp: 200,
      chars: [...source].length,
    });
    // docs/decisions/D08 with the default averages (1000 ms, 200 characters): fast and short, so close to the maximum.
    expect(card.points).toBeGreaterThanOrEqual(600 + 320);
    expect(card.band).toEqual({ label: 'Optimal', colour: 'green' });
    expect(page).toMatchObject({ submitted: true, submissions: { used: 1, limit: 1 }, entry: { bestPoints: card.points, draft: { elapsedSeconds: 95 } } });
    expect(page!.topPerformers[0]).toMatchObject({ name: 'Sam Student', points: card.points });

    const again = await api<{ message: string }>('student', 'POST', `/weekly-challenges/${sampleId}/submissions`, {
      language: 'python',
      source,
      elapsedSeconds: 1,
    });
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ message: challengeMessages.alreadySubmitted }) });
    const saveAfter = await api<{ message: string }>('student', 'PUT', `/weekly-challenges/${sampleId}/draft`, {
      language: 'python',
      source,
      elapsedSeconds: 1,
    });
    expect(saveAfter).toEqual({ status: 409, body: expect.objectContaining({ message: challengeMessages.savedAfterSubmission }) });
    const list = await api<ChallengeList>('student', 'GET', '/weekly-challenges');
    expect(list.body.stats).toMatchObject({ participated: 1, points: card.points });
    // The active block shows the first active challenge, newest start first: here the mentor's "Third Sum".
    expect(list.body.active).toMatchObject({
      challengeId: list.body.challenges.find((c) => c.status === 'active')!.challengeId,
      topPerformers: [],
      mine: null,
    });
    expect(list.body.active?.challengeId).not.toBe(sampleId);
  }, 30_000);

  it("never serves a challenge's problem on the practice routes", async () => {
    expect((await api('student', 'GET', `/problems/${sampleId}`)).status).toBe(404);
    expect((await api('student', 'POST', `/problems/${sampleId}/submissions`, { language: 'python', source: 'print(1)' })).status).toBe(404);
    expect((await api('student', 'POST', `/problems/${sampleId}/run`, { language: 'python', source: 'print(1)' })).status).toBe(404);
    expect((await api('student', 'GET', '/weekly-challenges/wc-nope')).status).toBe(404);
    // An id that could be one but is not: not found; one that could never be: malformed.
    expect((await api('student', 'GET', '/weekly-challenges/not-a-challenge')).status).toBe(404);
    expect((await api('student', 'GET', '/weekly-challenges/not.a.challenge')).status).toBe(400);
  });
});

describe('staff two-factor authentication on the local stack (docs/decisions/D33)', () => {
  const email = 'nia.new@codearena.test';
  const password = 'Mentor-New-1';
  const call = (idToken: string, method: string, path: string, body?: unknown) => callWith<{ message?: string }>(idToken, method, path, body);

  it('refuses staff routes to a new mentor until TOTP is on; turning it on ends the password-only sign-in, and the next sign-in needs a code', async () => {
    await createMentorWithoutTotp(stack, email, password);
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack.cognito.endpoint,
      region: LOCAL_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const first = await passwordSignIn(cognito, stack.cognito.userPoolClientId, { email, password });

    // A staff route refuses, with how to fix it; a user route does not ask.
    const refused = await call(first.IdToken!, 'POST', '/weekly-challenges', newChallenge('Not Yet', inSeconds(3600)));
    expect(refused).toEqual({ status: 403, body: { message: 'Staff tools need two-factor authentication. Sign out and sign in again to set it up.' } });
    expect((await call(first.IdToken!, 'GET', '/weekly-challenges')).status).toBe(200);
    // Confirming before TOTP is on ends nothing.
    expect(await call(first.IdToken!, 'POST', '/me/two-factor')).toMatchObject({ status: 409, body: { message: expect.stringContaining('not on yet') } });
    expect((await call(first.IdToken!, 'GET', '/me')).status).toBe(200);

    const { socket } = await connectSocket(stack.gateway.webSocketUrl, first.IdToken!);
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));

    const secret = await turnOnTotp(cognito, first.AccessToken!);
    expect(await call(first.IdToken!, 'POST', '/me/two-factor')).toEqual({ status: 200, body: { signedOutEverywhere: true } });
    // Every sign-in from before gave no code: its token, its socket and its refresh token are done.
    expect(await closed).toBe(1000);
    expect(await call(first.IdToken!, 'GET', '/me')).toMatchObject({ status: 401 });
    await expect(passwordSignIn(cognito, stack.cognito.userPoolClientId, { email, password })).rejects.toThrow(/has TOTP on/);

    // A sign-in with the code (a later second: auth_time must pass the cut-off) is let into staff tools.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await passwordSignIn(cognito, stack.cognito.userPoolClientId, { email, password, totpSecret: secret });
    const scheduled = await call(second.IdToken!, 'POST', '/weekly-challenges', newChallenge('With A Code', inSeconds(3600)));
    expect(scheduled.status).toBe(201);
    niaSignIn = { idToken: second.IdToken!, totpSecret: secret };
  });

  it('ends the sign-ins of a staff member whose role an operator changes, so the next one carries the new role', async () => {
    const before = niaSignIn!;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { stdout } = await runCreateStaff([
      '--email',
      email,
      '--name',
      'Nia New',
      '--role',
      'admin',
      '--user-pool-id',
      stack.cognito.userPoolId,
      '--table-name',
      LOCAL_TABLE_NAME,
    ]);
    expect(stdout).toContain('Their earlier sign-ins are ended: the next one carries the new role.');
    expect(await call(before.idToken, 'GET', '/me')).toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack.cognito.endpoint,
      region: LOCAL_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const next = await passwordSignIn(cognito, stack.cognito.userPoolClientId, { email, password, totpSecret: before.totpSecret });
    expect(JSON.parse(Buffer.from(next.IdToken!.split('.')[1]!, 'base64url').toString())['cognito:groups']).toEqual(expect.arrayContaining(['admin']));
    expect((await call(next.IdToken!, 'GET', '/me')).status).toBe(200);
  });
});

let niaSignIn: { idToken: string; totpSecret: string } | undefined;

/** `npm run create-staff`, as an operator runs it, against the local services (the environment the stack set). */
function runCreateStaff(args: string[]): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      join(process.cwd(), 'node_modules/.bin/tsx'),
      ['scripts/create-staff.ts', ...args],
      { env: process.env, timeout: 30_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout })),
    );
  });
}
