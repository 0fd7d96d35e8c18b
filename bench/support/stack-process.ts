/**
 * The local stack as `npm start` runs it (`local/main.ts`), as a fresh process on free ports, for
 * the benchmarks that measure it from outside: its start, its memory, its stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { healthResponseSchema } from '@contract/health';
import { LOCAL_STACK_PROCESS_ENV, localPortSpecs, REPO_ROOT, type LocalPorts } from '../../local/config';
import { findFreeLocalPorts, isPortFree } from '../../local/ports';

const HEALTHY_TIMEOUT_MS = 60_000;

export interface StackProcess {
  readonly child: ChildProcess;
  readonly ports: LocalPorts;
  /** From spawn to GET /api/health reporting every component up. */
  readonly healthyMs: number;
  readonly appUrl: string;
  /** Stops it as Ctrl-C does: its exit code, how long it took, and whether every port is free after. */
  stop(): Promise<{ exitCode: number | null; stopMs: number; portsFree: boolean }>;
}

function portEnv(ports: LocalPorts, dataDir: string): NodeJS.ProcessEnv {
  // What `npm start` sets for the stack's process, so the bench measures what a developer runs.
  const env: NodeJS.ProcessEnv = { ...process.env, ...LOCAL_STACK_PROCESS_ENV, CODEARENA_DATA_DIR: dataDir };
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

/** Spawns the stack on free ports with its data in `dataDir`, and waits until it is healthy. */
export async function startStackProcess(dataDir: string): Promise<StackProcess> {
  const ports = await findFreeLocalPorts();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], {
    cwd: REPO_ROOT,
    env: portEnv(ports, dataDir),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const appUrl = `http://127.0.0.1:${ports.app}`;
  let healthyMs: number;
  try {
    healthyMs = await waitHealthy(child, `${appUrl}/api/health`, started);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    child,
    ports,
    healthyMs,
    appUrl,
    async stop() {
      const stopStarted = Date.now();
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      const exitCode = await exited;
      const stopMs = Date.now() - stopStarted;
      const free = await Promise.all([...Object.values(ports), ports.cognito + 1].map((p) => isPortFree(p)));
      return { exitCode, stopMs, portsFree: free.every(Boolean) };
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** Prints rows as a right-aligned table, the first row its header. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
}
