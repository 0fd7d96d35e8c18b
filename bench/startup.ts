/**
 * `npm run bench:startup [runs]`: starts the local stack (`local/main.ts`, what `npm start` runs) N
 * times as a fresh process, measures the time from spawn to GET /api/health (through the app URL)
 * reporting every component up, and the resident memory of the stack's process tree (VmRSS of
 * the main process and every descendant, from /proc). Writes bench/results/startup.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../local/config';
import { treeResidentKb } from '../local/process-tree';
import { median, printTable, startStackProcess } from './support/stack-process';

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

async function runOnce(run: number, dataDir: string): Promise<RunResult> {
  const stack = await startStackProcess(dataDir).catch((error: unknown) => {
    throw new Error(`run ${run}: ${(error as Error).message}`);
  });
  const { totalKb, processes } = treeResidentKb(stack.child.pid!);
  const { exitCode, stopMs, portsFree } = await stack.stop();
  return { run, freshData: run === 1, healthyMs: stack.healthyMs, residentMb: Math.round(totalKb / 1024), processes, stopMs, exitCode, portsFreeAfterStop: portsFree };
}

function printResults(results: RunResult[]): void {
  printTable([
    ['run', 'data', 'healthy (ms)', 'RSS (MB)', 'processes', 'stop (ms)', 'exit', 'ports free'],
    ...results.map((r) => [String(r.run), r.freshData ? 'fresh' : 'kept', String(r.healthyMs), String(r.residentMb), String(r.processes), String(r.stopMs), String(r.exitCode), r.portsFreeAfterStop ? 'yes' : 'NO']),
  ]);
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
  printResults(results);
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
