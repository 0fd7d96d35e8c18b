/**
 * Does the local stack's memory stay flat under use? Signs the seeded student in and sends REST
 * calls (8 at a time, a mix of what the app's pages read) through the app URL, reading the resident
 * memory of each of the stack's processes after every tenth of them. The first tenth warms the
 * handlers up; growth is measured from there to the end, each time once the stack has been idle
 * for a while (bench/startup.ts runs it).
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { runtimeConfigSchema } from '@contract/runtime-config';
import { commandLine, descendantPids, residentKb } from '../../local/process-tree';
import { SEEDED_ACCOUNTS } from '../../local/seed/accounts';
import { printTable } from './stack-process';

/** What the dashboard, the problems list, settings and the home page read. */
const PATHS = [
  '/health',
  '/me',
  '/me/dashboard',
  '/problems?page=1',
  '/me/streak',
  '/weekly-challenges/active',
  '/famous-problems',
  '/plans',
  '/leaderboard',
  '/me/sessions',
];
const CONCURRENCY = 8;

type Part = 'stack (Node)' | 'DynamoDB Local' | 'cognito-local' | 'other';

function partOf(pid: number, root: number): Part {
  if (pid === root) return 'stack (Node)';
  const command = commandLine(pid);
  if (/DynamoDBLocal|LoopbackDynamoDbLocal/.test(command)) return 'DynamoDB Local';
  if (/cognito/.test(command)) return 'cognito-local';
  return 'other';
}

function memoryByPart(root: number): Record<Part, number> {
  const mb: Record<Part, number> = { 'stack (Node)': 0, 'DynamoDB Local': 0, 'cognito-local': 0, other: 0 };
  for (const pid of [root, ...descendantPids(root)]) mb[partOf(pid, root)] += residentKb(pid) / 1024;
  return mb;
}

/** The seeded student's id token: healthy comes before the seeded accounts have their passwords, so it waits for them. */
async function signIn(appUrl: string): Promise<string> {
  const config = runtimeConfigSchema.parse(await (await fetch(`${appUrl}/config.json`)).json());
  const student = SEEDED_ACCOUNTS.find((a) => a.role === 'student')!;
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.cognitoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const signInOnce = () =>
    cognito
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: config.userPoolClientId,
          AuthParameters: { USERNAME: student.email, PASSWORD: student.password },
        }),
      )
      .then(
        (answer) => answer.AuthenticationResult?.IdToken,
        () => undefined,
      );
  try {
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const token = await signInOnce();
      if (token) return token;
    }
    throw new Error('the seeded student could not sign in within 60 s');
  } finally {
    cognito.destroy();
  }
}

export interface SoakSample {
  requests: number;
  seconds: number;
  totalMb: number;
  parts: Record<Part, number>;
  /** Taken after the stack was left idle (QUIET_MS): the two that growth compares. */
  quiet: boolean;
}

/**
 * Idle this long before each of the two samples growth is measured between: V8 and the JVM collect
 * their garbage when idle, so those samples show what the stack keeps, not when it last collected
 * (under load one sample to the next moves ±10 % with that alone).
 */
const QUIET_MS = 15_000;

async function soak(requests: number, appUrl: string, token: string, root: number): Promise<{ samples: SoakSample[]; failures: Record<string, number> }> {
  const started = Date.now();
  const samples: SoakSample[] = [];
  const failures: Record<string, number> = {};
  const sample = (done: number, quiet = false) => {
    const parts = memoryByPart(root);
    samples.push({ requests: done, seconds: (Date.now() - started) / 1000, totalMb: Object.values(parts).reduce((a, b) => a + b, 0), parts, quiet });
  };
  sample(0);
  const step = Math.max(1, Math.floor(requests / 10));
  let next = 0;
  let done = 0;
  const sendUntil = async (end: number) => {
    const worker = async () => {
      for (let i = next++; i < end; i = next++) {
        const path = PATHS[i % PATHS.length]!;
        const res = await fetch(`${appUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
        await res?.arrayBuffer();
        const outcome = `${path} ${res?.status ?? 'no answer'}`;
        if (!res?.ok) failures[outcome] = (failures[outcome] ?? 0) + 1;
        done++;
        if (done % step === 0) sample(done);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    next = end;
  };
  const quietSample = async () => {
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    sample(done, true);
  };
  // The first tenth warms the handlers up; then the stack's memory once quiet, the rest, and again.
  await sendUntil(step);
  await quietSample();
  await sendUntil(requests);
  await quietSample();
  return { samples, failures };
}

export interface SoakReport {
  requests: number;
  concurrency: number;
  paths: readonly string[];
  samples: SoakSample[];
  failures: Record<string, number>;
  /** From the quiet sample after the first tenth to the quiet one at the end, as a fraction of the first. */
  growth: number;
  perSecond: number;
}

/** Sends `requests` calls to the running stack whose main process is `root`, and prints what its memory did. */
export async function soakStack(appUrl: string, root: number, requests: number): Promise<SoakReport> {
  const token = await signIn(appUrl);
  const { samples, failures } = await soak(requests, appUrl, token, root);
  const parts = Object.keys(samples[0]!.parts) as Part[];
  printTable([
    ['requests', 'seconds', 'total MB', ...parts, 'when'],
    ...samples.map((s) => [
      String(s.requests),
      s.seconds.toFixed(1),
      s.totalMb.toFixed(0),
      ...parts.map((p) => s.parts[p].toFixed(0)),
      s.quiet ? 'quiet' : 'under load',
    ]),
  ]);
  const [warm, last] = samples.filter((s) => s.quiet) as [SoakSample, SoakSample];
  const growth = (last.totalMb - warm.totalMb) / warm.totalMb;
  const busySeconds = last.seconds - 2 * (QUIET_MS / 1000);
  const perSecond = last.requests / busySeconds;
  console.log(
    `${requests} requests in ${busySeconds.toFixed(1)} s (${perSecond.toFixed(0)}/s): resident ${warm.totalMb.toFixed(0)} MB once quiet after the first tenth, ${last.totalMb.toFixed(0)} MB once quiet at the end (${(growth * 100).toFixed(1)} %)`,
  );
  if (Object.keys(failures).length > 0) console.log(`answers that were not 2xx: ${JSON.stringify(failures)}`);
  return { requests, concurrency: CONCURRENCY, paths: PATHS, samples, failures, growth, perSecond };
}
