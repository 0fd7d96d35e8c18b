/**
 * `npm run bench:startup [runs]`: starts the local stack (`local/main.ts`, what `npm start` runs) N
 * times as a fresh process, measures the time from spawn to GET /api/health (through the app URL)
 * reporting every component up, and the resident memory of the stack's process tree (VmRSS of
 * the main process and every descendant, from /proc). Writes bench/results/startup.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthResponseSchema } from '@contract/health';
import { localPortSpecs, REPO_ROOT, type LocalPorts } from '../local/config';
import { findFreeLocalPorts, isPortFree } from '../local/ports';
import { treeResidentKb } from '../local/process-tree';

const HEALTHY_TIMEOUT_MS = 60_000;

interface RunResult {
  run: number;
  freshData: boolean;
  healthyMs: number;
  residentMb: number;
  processes: number;
  stopMs: number;
  exitCode: number | null;
  portsFreeAfterStop: boolean;
}

function portEnv(ports: LocalPorts, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CODEARENA_DATA_DIR: dataDir };
  for (const [name, spec] of Object.entries(localPortSpecs)) env[spec.envVar] = String(ports[name as keyof LocalPorts]);
  return env;
}

async function allUp(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    if (!res.ok) return false;
    const health = healthResponseSchema.safeParse(await res.json());
    return health.success && Object.values(health.data.components).every((c) => c.status === 'up');
  } catch {
    return false;
  }
}

async function waitHealthy(child: ChildProcess, url: string, started: number): Promise<number> {
  while (Date.now() - started < HEALTHY_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the stack exited with code ${child.exitCode} before it was healthy`);
    if (await allUp(url)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not healthy within ${HEALTHY_TIMEOUT_MS / 1000} s`);
}

async function runOnce(run: number, dataDir: string): Promise<RunResult> {
  const ports = await findFreeLocalPorts();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], { cwd: REPO_ROOT, env: portEnv(ports, dataDir), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  try {
    const healthyMs = await waitHealthy(child, `http://127.0.0.1:${ports.app}/api/health`, started);
    const { totalKb, processes } = treeResidentKb(child.pid!);
    const stopStarted = Date.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    const exitCode = await exited;
    const stopMs = Date.now() - stopStarted;
    const free = await Promise.all([...Object.values(ports), ports.cognito + 1].map((p) => isPortFree(p)));
    return { run, freshData: run === 1, healthyMs, residentMb: Math.round(totalKb / 1024), processes, stopMs, exitCode, portsFreeAfterStop: free.every(Boolean) };
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`run ${run}: ${(error as Error).message}\n${stderr}`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function printTable(results: RunResult[]): void {
  const rows = [
    ['run', 'data', 'healthy (ms)', 'RSS (MB)', 'processes', 'stop (ms)', 'exit', 'ports free'],
    ...results.map((r) => [String(r.run), r.freshData ? 'fresh' : 'kept', String(r.healthyMs), String(r.residentMb), String(r.processes), String(r.stopMs), String(r.exitCode), r.portsFreeAfterStop ? 'yes' : 'NO']),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive integer');
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-bench-'));
  const results: RunResult[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      results.push(await runOnce(run, dataDir));
      console.log(`run ${run}/${runs}: healthy in ${results.at(-1)!.healthyMs} ms`);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log('');
  printTable(results);
  const summary = {
    medianHealthyMs: median(results.map((r) => r.healthyMs)),
    medianResidentMb: median(results.map((r) => r.residentMb)),
  };
  console.log(`\nmedian: healthy in ${summary.medianHealthyMs} ms, ${summary.medianResidentMb} MB resident`);
  const out = join(REPO_ROOT, 'bench', 'results');
  await mkdir(out, { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, runs: results, ...summary };
  await writeFile(join(out, 'startup.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written: bench/results/startup.json`);
  if (results.some((r) => r.exitCode !== 0 || !r.portsFreeAfterStop)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
