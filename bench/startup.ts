/**
 * `npm run bench:startup [runs] [requests]`: starts the local stack (`local/main.ts`, what `npm start`
 * runs) N times (default 3) as a fresh process, the first on an empty data folder (which imports the
 * whole catalogue), measures the time from spawn to GET /api/health (through the app URL) reporting
 * every component up, and the resident memory of the stack's process tree (VmRSS of the main
 * process and every descendant, from /proc). On the last start it then sends `requests` REST calls
 * (default 10,000; 0 skips them) and reports whether that memory stayed flat (./support/soak.ts).
 * Writes bench/results/startup.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../local/config';
import { treeResidentKb } from '../local/process-tree';
import { soakStack, type SoakReport } from './support/soak';
import { median, printTable, startStackProcess } from './support/stack-process';

/** The team's goal for the local stack: healthy in ≤ 5 s, ≤ 600 MB resident, flat (±10 %) under use. */
const GOAL = { healthyMs: 5_000, residentMb: 600, growth: 0.1 };

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

async function runOnce(run: number, dataDir: string, soakRequests: number): Promise<{ result: RunResult; soak?: SoakReport }> {
  const stack = await startStackProcess(dataDir).catch((error: unknown) => {
    throw new Error(`run ${run}: ${(error as Error).message}`);
  });
  const { totalKb, processes } = treeResidentKb(stack.child.pid!);
  const soak =
    soakRequests > 0
      ? await soakStack(stack.appUrl, stack.child.pid!, soakRequests).catch(async (error: unknown) => {
          await stack.stop();
          throw error;
        })
      : undefined;
  const { exitCode, stopMs, portsFree } = await stack.stop();
  return {
    result: {
      run,
      freshData: run === 1,
      healthyMs: stack.healthyMs,
      residentMb: Math.round(totalKb / 1024),
      processes,
      stopMs,
      exitCode,
      portsFreeAfterStop: portsFree,
    },
    soak,
  };
}

function printResults(results: RunResult[]): void {
  printTable([
    ['run', 'data', 'healthy (ms)', 'RSS (MB)', 'processes', 'stop (ms)', 'exit', 'ports free'],
    ...results.map((r) => [
      String(r.run),
      r.freshData ? 'fresh' : 'kept',
      String(r.healthyMs),
      String(r.residentMb),
      String(r.processes),
      String(r.stopMs),
      String(r.exitCode),
      r.portsFreeAfterStop ? 'yes' : 'NO',
    ]),
  ]);
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 3);
  const requests = Number(process.argv[3] ?? 10_000);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('runs must be a positive integer');
  if (!Number.isInteger(requests) || (requests !== 0 && requests < 10)) throw new Error('requests must be 0 or an integer of at least 10');
  const load = loadavg()[0]!;
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-bench-'));
  const results: RunResult[] = [];
  let soak: SoakReport | undefined;
  try {
    for (let run = 1; run <= runs; run++) {
      const outcome = await runOnce(run, dataDir, run === runs ? requests : 0);
      results.push(outcome.result);
      soak ??= outcome.soak;
      console.log(`run ${run}/${runs}: healthy in ${outcome.result.healthyMs} ms`);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log('');
  printResults(results);
  const summary = {
    medianHealthyMs: median(results.map((r) => r.healthyMs)),
    medianResidentMb: median(results.map((r) => r.residentMb)),
    ...(soak && { growthUnderUse: soak.growth }),
  };
  const meets = (ok: boolean) => (ok ? 'meets' : 'misses');
  console.log(
    `\nmedian: healthy in ${summary.medianHealthyMs} ms (${meets(summary.medianHealthyMs <= GOAL.healthyMs)} ≤ ${GOAL.healthyMs} ms), ${summary.medianResidentMb} MB resident (${meets(summary.medianResidentMb <= GOAL.residentMb)} ≤ ${GOAL.residentMb} MB); 1-minute load ${load.toFixed(1)} before`,
  );
  if (soak)
    console.log(
      `under ${soak.requests} requests: ${(soak.growth * 100).toFixed(1)} % (${meets(Math.abs(soak.growth) <= GOAL.growth)} ±${GOAL.growth * 100} %)`,
    );
  const out = join(REPO_ROOT, 'bench', 'results');
  await mkdir(out, { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadBefore: load, goal: GOAL, runs: results, ...summary, soak };
  await writeFile(join(out, 'startup.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written: bench/results/startup.json`);
  if (results.some((r) => r.exitCode !== 0 || !r.portsFreeAfterStop) || Object.keys(soak?.failures ?? {}).length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
