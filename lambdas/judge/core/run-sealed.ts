import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { constants } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import type { RunView } from './view';

/** One run of one program under the native runner (judge-images/runner/runner.c). */
export interface SealedRun {
  argv: string[];
  input: string;
  dir?: string;
  cpuMs?: number;
  wallMs?: number;
  /** Resident-memory watchdog (kills the program), for runtimes that cannot live under RLIMIT_AS. */
  residentKb?: number;
  addressSpaceKb?: number;
  stackKb?: number;
  fileSizeKb?: number;
  nproc?: number;
  uid?: number;
  gid?: number;
  /** runSealed only: run in a runner of its own with an empty network namespace. */
  netns?: boolean;
  env?: Record<string, string>;
  /** A private root holding only these entries (view.ts); `dir` is then a path inside it. */
  view?: RunView;
  /** Bytes of stdout kept; one more is an output-limit overflow and stops the program at once. */
  stdoutCapBytes?: number;
  /** Bytes of stderr kept; the rest is read and dropped. */
  stderrCapBytes?: number;
}

export interface SealedOutcome {
  /** CPU time of the program's main process (and the children it waited for): its verdict's time. */
  cpuMs: number;
  /** CPU time of every process of the run, those killed after it included (a program that forks and waits). */
  treeCpuMs: number;
  wallMs: number;
  maxrssKb: number;
  exitCode?: number;
  signal?: string;
  /** Which of the runner's watchdogs stopped the program. */
  stopped: 'none' | 'cpu' | 'wall' | 'memory' | 'output';
  stdout: string;
  stderr: string;
  stdoutOverflow: boolean;
  /** The runner could not start the program: the judge's fault. */
  error?: string;
  /** The runner was killed mid-run (by the program, when both share a uid): the program's fault. */
  runnerKilled?: string;
  /** The runner ended before this queued run started: nothing ran, run it on a new runner. */
  notRun?: boolean;
}

/** Signal names by number; the first name wins where two share one (SIGABRT, not SIGIOT). */
const signalNames = new Map<number, string>();
for (const [name, number] of Object.entries(constants.signals)) if (!signalNames.has(number)) signalNames.set(number, name);

export function runnerArgs(run: SealedRun): string[] {
  const args: string[] = [];
  const numeric: [string, number | undefined][] = [
    ['--cpu-ms', run.cpuMs],
    ['--wall-ms', run.wallMs],
    ['--rss-kb', run.residentKb],
    ['--as-kb', run.addressSpaceKb],
    ['--stack-kb', run.stackKb],
    ['--fsize-kb', run.fileSizeKb],
    ['--nproc', run.nproc],
    ['--uid', run.uid],
    ['--gid', run.gid],
    ['--stdout-cap', run.stdoutCapBytes],
    ['--stderr-cap', run.stderrCapBytes],
  ];
  for (const [flag, value] of numeric) if (value !== undefined) args.push(flag, String(Math.ceil(value)));
  if (run.dir) args.push('--dir', run.dir);
  if (run.view) {
    for (const entry of run.view.entries) args.push(`--${entry.kind}`, entry.from, entry.to);
    args.push('--tmpfs-kb', String(Math.ceil(run.view.tmpfsKb)));
  }
  for (const [key, value] of Object.entries(run.env ?? {})) args.push('--env', `${key}=${value}`);
  return [...args, '--', ...run.argv];
}

/** A request as the runner reads it: "<argc> <input bytes>\n", NUL-terminated arguments, the input. */
export function encodeRequest(run: SealedRun): Buffer {
  const args = runnerArgs(run);
  const input = Buffer.from(run.input);
  return Buffer.concat([Buffer.from(`${args.length} ${input.length}\n`), ...args.map((a) => Buffer.from(`${a}\0`)), input]);
}

/**
 * One native runner process, serving runs one after another: a spawn per slot and submission,
 * not per test (a spawn from Node costs more than the whole run of a small C++ program).
 * It gets an empty environment too: a program can read its parent's environ.
 *
 * Requests may be queued: the runner reads the next one only after it has answered the current
 * one, every process of that run dead, so a queued run starts the moment the previous one is
 * swept instead of waiting for the judge to wake up, read the answer and ask again.
 */
export class RunnerProcess {
  private readonly child: ChildProcessByStdio<Writable, Readable, null>;
  private buffer: Buffer = Buffer.alloc(0);
  /** Resolvers of the requests sent and not answered yet, oldest (the one running) first. */
  private readonly pending: ((outcome: SealedOutcome) => void)[] = [];
  private ended?: { code: number | null; signal: NodeJS.Signals | null; error?: Error };

  /** `netns`: every run of this runner shares one new, empty network namespace. */
  constructor(runner: string, options: { netns?: boolean } = {}) {
    this.child = spawn(runner, options.netns ? ['--netns'] : [], { env: {}, stdio: ['pipe', 'pipe', 'ignore'] });
    this.child.stdin.on('error', () => {}); // the runner died: its exit answers the pending run
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.once('error', (error) => this.end({ code: null, signal: null, error }));
    this.child.once('exit', (code, signal) => this.end({ code, signal }));
  }

  get alive(): boolean {
    return this.ended === undefined;
  }

  /** Sends the request now; the runner starts it once every earlier request is answered. */
  run(run: SealedRun): Promise<SealedOutcome> {
    if (this.ended) return Promise.resolve({ ...lost(this.ended), notRun: true });
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.child.stdin.write(encodeRequest(run));
    });
  }

  close(): void {
    this.child.stdin.end();
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const newline = this.buffer.indexOf(10);
      if (newline < 0 || this.pending.length === 0) return;
      const answer = JSON.parse(this.buffer.subarray(0, newline).toString()) as Record<string, unknown>;
      const stdoutEnd = newline + 1 + Number(answer.stdoutBytes);
      const stderrEnd = stdoutEnd + Number(answer.stderrBytes);
      if (this.buffer.length < stderrEnd) return;
      const stdout = this.buffer.subarray(newline + 1, stdoutEnd).toString('utf8');
      const stderr = this.buffer.subarray(stdoutEnd, stderrEnd).toString('utf8');
      this.buffer = this.buffer.subarray(stderrEnd);
      this.pending.shift()!(outcome(answer, stdout, stderr));
    }
  }

  /** The oldest request was running and is lost with the runner; the ones queued behind it never ran. */
  private end(ended: { code: number | null; signal: NodeJS.Signals | null; error?: Error }): void {
    this.ended ??= ended;
    const [running, ...queued] = this.pending.splice(0);
    running?.(lost(this.ended));
    for (const resolve of queued) resolve({ ...lost(this.ended), notRun: true });
  }
}

/** One run in a runner of its own (probes, tests of the runner). */
export async function runSealed(runner: string, run: SealedRun): Promise<SealedOutcome> {
  const process = new RunnerProcess(runner, { netns: run.netns });
  try {
    return await process.run(run);
  } finally {
    process.close();
  }
}

const empty = { cpuMs: 0, treeCpuMs: 0, wallMs: 0, maxrssKb: 0, stopped: 'none' as const, stdout: '', stderr: '', stdoutOverflow: false };

/** The runner died mid-run: killed (by the program, when they share a uid), or it never started. */
function lost(ended: { code: number | null; signal: NodeJS.Signals | null; error?: Error }): SealedOutcome {
  if (ended.error) return { ...empty, error: `runner: ${ended.error.message}` };
  if (ended.signal) return { ...empty, runnerKilled: `the program's supervisor was killed by ${ended.signal}` };
  return { ...empty, error: `runner ended unexpectedly (exit code ${ended.code})` };
}

function outcome(answer: Record<string, unknown>, stdout: string, stderr: string): SealedOutcome {
  if (typeof answer.error === 'string') return { ...empty, stdout, stderr, error: answer.error };
  const exitCode = Number(answer.exitCode);
  const signal = Number(answer.signal);
  return {
    cpuMs: Number(answer.cpuUs) / 1000,
    treeCpuMs: Number(answer.treeCpuUs ?? answer.cpuUs) / 1000,
    wallMs: Number(answer.wallUs) / 1000,
    maxrssKb: Number(answer.maxrssKb),
    stopped: answer.stopped as SealedOutcome['stopped'],
    stdout,
    stderr,
    stdoutOverflow: answer.stdoutOverflow === true,
    ...(exitCode >= 0 ? { exitCode } : {}),
    ...(signal > 0 ? { signal: signalNames.get(signal) ?? `signal ${signal}` } : {}),
  };
}
