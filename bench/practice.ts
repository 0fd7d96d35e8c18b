/**
 * `npm run bench:practice [seconds]`: the practice loop's speed on the local stack.
 *
 * 1. Starts the whole local stack on a fresh data folder (seeding accounts and the whole catalogue:
 *    its time is reported too) and signs in the seeded student.
 * 2. List page and problem page: 32 clients at once, each sending its next request as soon as the
 *    last one answered, for `seconds` (default 10) per page; the list requests vary the filters and
 *    pages the way the screen does. p50/p99 latency and requests per second. The clients run in a
 *    worker thread, as browsers would run elsewhere, off the stack's event loop.
 * 3. Submit → final verdict, per language: the accepted solution of `a-plus-b` submitted one at a
 *    time, from POST to the `judge_result` message on the student's WebSocket. p50/p95.
 * 4. The production web build: the first load's JavaScript and the editor chunk, gzipped.
 *
 * Prints a table with the practice loop's targets and writes bench/results/practice.json. Clients, stack
 * and judge share this machine's cores, as on a developer's laptop: the figures say how the local
 * stack behaves on this machine, and nothing of what a deployed stack (API Gateway, Lambda, the
 * network between them and the browser) would show.
 */
import './support/quiet-handlers';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import { topicGroups } from '@contract/catalogue/topics';
import { judgeLanguages, type JudgeLanguage } from '@contract/judge';
import { LOCAL_REGION } from '../local/lambda-names';
import { findFreeLocalPorts } from '../local/ports';
import { startLocalStack } from '../local/start';
import { CATALOGUE_DIR, readPackage } from '../tools/catalogue/read-package';
import { buildWebBundle, editorChunks, gzipSizes, initialChunks, totalBytes } from '../scripts/web-bundle';

const RESULTS = fileURLToPath(new URL('./results/practice.json', import.meta.url));
const CLIENTS = 32;
const SUBMISSIONS_PER_LANGUAGE = 8;
const PROBLEM = 'a-plus-b';
const seconds = Number(process.argv[2] ?? 10);

/** The practice loop's targets. */
const targets = {
  listP99Ms: 150,
  initialJsKb: 250,
  verdictP50Ms: { python: 300, javascript: 400, cpp: 600, java: 900 } satisfies Record<JudgeLanguage, number>,
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sortedOf = (values: readonly number[]) => [...values].sort((a, b) => a - b);

interface LoadResult {
  requests: number;
  failures: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Each client's requests, cycled: enough that no client runs through them in `seconds`. */
const REQUESTS_PER_CLIENT = 4096;

/**
 * `CLIENTS` closed-loop clients for `seconds`, each request from `nextPath(client, n)`. They run in
 * a worker thread (support/closed-loop-worker.mjs), not on the stack's event loop.
 */
async function load(apiUrl: string, token: string, nextPath: (client: number, n: number) => string): Promise<LoadResult> {
  const paths = Array.from({ length: CLIENTS }, (_, client) => Array.from({ length: REQUESTS_PER_CLIENT }, (_, n) => nextPath(client, n)));
  const worker = new Worker(new URL('./support/closed-loop-worker.mjs', import.meta.url), { workerData: { apiUrl, token, seconds, paths } });
  const { latencies, failures, elapsedMs } = await new Promise<{ latencies: number[]; failures: number; elapsedMs: number }>((resolve, reject) => {
    worker.once('message', resolve).once('error', reject);
  });
  await worker.terminate();
  const sorted = sortedOf(latencies);
  return { requests: sorted.length, failures, perSecond: sorted.length / (elapsedMs / 1000), p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
}

/** The list screen's requests: first pages, filters by difficulty and topic, a search, the second page. */
function listPath(client: number, n: number): string {
  const k = client + n;
  const queries = [
    '',
    `?difficulty=${['Easy', 'Medium', 'Hard'][k % 3]}`,
    `?topic=${encodeURIComponent(topicGroups[k % topicGroups.length]!)}`,
    `?search=${['array', 'graph', 'string', 'sum'][k % 4]}`,
    '?page=2',
    '?view=solved',
  ];
  return `/problems${queries[k % queries.length]}`;
}

async function signIn(stack: Awaited<ReturnType<typeof startLocalStack>>): Promise<string> {
  const student = stack.accounts.find((a) => a.role === 'student')!;
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.userPoolClientId,
      AuthParameters: { USERNAME: student.email, PASSWORD: student.password },
    }),
  );
  return out.AuthenticationResult!.IdToken!;
}

/** Submits `source` and resolves with the ms from the POST to the final verdict on the socket. */
async function submitToVerdict(
  apiUrl: string,
  token: string,
  socket: WebSocket,
  language: JudgeLanguage,
  source: string,
): Promise<{ ms: number; verdict: string }> {
  const started = performance.now();
  let submissionId: string | undefined;
  const early = new Map<string, string>();
  return new Promise((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as { type: string; submissionId?: string; verdict?: string };
      if (message.type !== 'judge_result' || !message.submissionId) return;
      // The result can beat the POST's answer: keep it until the id is known.
      if (submissionId === undefined) early.set(message.submissionId, message.verdict!);
      else if (message.submissionId === submissionId) done(message.verdict!);
    };
    const done = (verdict: string) => {
      socket.off('message', onMessage);
      resolve({ ms: performance.now() - started, verdict });
    };
    socket.on('message', onMessage);
    fetch(`${apiUrl}/problems/${PROBLEM}/submissions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language, source }),
    })
      .then(async (res) => {
        if (res.status !== 202) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
        submissionId = ((await res.json()) as { submissionId: string }).submissionId;
        const verdict = early.get(submissionId);
        if (verdict) done(verdict);
      })
      .catch(reject);
  });
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-bench-practice-'));
  const startedStack = performance.now();
  const stack = await startLocalStack({ dataDir, web: false, ports: await findFreeLocalPorts(), log: () => undefined });
  const stackSeconds = (performance.now() - startedStack) / 1000;
  try {
    const token = await signIn(stack);
    const index = (await (await fetch(`${stack.apiUrl}/problems?page=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      total: number;
      problems: { problemId: string }[];
    };
    const problemIds = index.problems.map((p) => p.problemId);

    console.log(`stack up with ${index.total} problems seeded in ${stackSeconds.toFixed(1)} s; ${CLIENTS} clients × ${seconds} s per page…`);
    const list = await load(stack.apiUrl, token, listPath);
    const problem = await load(stack.apiUrl, token, (client, n) => `/problems/${problemIds[(client + n) % problemIds.length]}`);

    const socket = new WebSocket(`${stack.gateway.webSocketUrl}?token=${encodeURIComponent(token)}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const verdicts: Record<string, { p50Ms: number; p95Ms: number; runs: number; notAccepted: number }> = {};
    const accepted = (await readPackage(join(CATALOGUE_DIR, PROBLEM))).submissions.filter((s) => s.kind === 'accepted');
    for (const language of judgeLanguages) {
      const source = accepted.find((s) => s.language === language)!.source;
      await submitToVerdict(stack.apiUrl, token, socket, language, source); // warm: compilers' caches, the JIT
      const runs = [];
      for (let i = 0; i < SUBMISSIONS_PER_LANGUAGE; i++) runs.push(await submitToVerdict(stack.apiUrl, token, socket, language, source));
      const sorted = sortedOf(runs.map((r) => r.ms));
      verdicts[language] = {
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        runs: runs.length,
        notAccepted: runs.filter((r) => r.verdict !== 'AC').length,
      };
    }
    socket.close();

    const buildDir = await mkdtemp(join(tmpdir(), 'codearena-bench-web-'));
    const bundle = await buildWebBundle(buildDir);
    await rm(buildDir, { recursive: true, force: true });
    const initialKb = totalBytes(gzipSizes(bundle, initialChunks(bundle.manifest))) / 1024;
    const editorKb = totalBytes(gzipSizes(bundle, editorChunks(bundle.manifest))) / 1024;

    const ms = (v: number) => `${v.toFixed(0)} ms`;
    const rows: [string, string, string, string][] = [
      [
        'list page GET /problems',
        `p50 ${ms(list.p50Ms)} · p99 ${ms(list.p99Ms)} · ${list.perSecond.toFixed(0)}/s`,
        `p99 ≤ ${targets.listP99Ms} ms`,
        list.p99Ms <= targets.listP99Ms && !list.failures ? 'ok' : 'MISSED',
      ],
      [
        'problem page GET /problems/{id}',
        `p50 ${ms(problem.p50Ms)} · p99 ${ms(problem.p99Ms)} · ${problem.perSecond.toFixed(0)}/s`,
        '',
        problem.failures ? 'FAILURES' : '',
      ],
      ...judgeLanguages.map((language): [string, string, string, string] => {
        const v = verdicts[language]!;
        const target = targets.verdictP50Ms[language];
        return [
          `submit → verdict ${language}`,
          `p50 ${ms(v.p50Ms)} · p95 ${ms(v.p95Ms)}`,
          `p50 ≤ ${target} ms`,
          v.p50Ms <= target && !v.notAccepted ? 'ok' : 'MISSED',
        ];
      }),
      ['initial JS (gzip)', `${initialKb.toFixed(1)} KB`, `≤ ${targets.initialJsKb} KB`, initialKb <= targets.initialJsKb ? 'ok' : 'MISSED'],
      ['editor chunk (gzip, on demand)', `${editorKb.toFixed(1)} KB`, '', ''],
    ];
    const width = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length), ['measure', 'result', 'target', ''][c]!.length));
    const line = (r: readonly string[]) => `| ${r.map((cell, c) => cell.padEnd(width[c]!)).join(' | ')} |`;
    console.log(['', line(['measure', 'result', 'target', '']), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));

    mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
    writeFileSync(
      RESULTS,
      `${JSON.stringify({ at: new Date().toISOString(), machine, clients: CLIENTS, seconds, problems: index.total, stackSeconds, list, problem, verdicts, initialJsKb: initialKb, editorJsKb: editorKb, targets }, null, 2)}\n`,
    );
    console.log(`\nwritten to ${RESULTS}`);
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
