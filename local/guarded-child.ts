import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * A child process that cannot outlive us. It runs under a tiny `sh` guard that holds one end of a
 * socket pair whose other end only this process holds: when we exit for any reason (even SIGKILL),
 * the kernel closes our end, the guard reads EOF and sends SIGTERM to the child. A normal exit also
 * signals the child directly from an `exit` hook. stop() sends SIGTERM, then SIGKILL after a grace.
 * Terminal signals (Ctrl-C) do not reach it: only our stop() or our death ends it.
 */
export interface GuardedChild {
  /** The real child's pid (not the guard's). */
  readonly pid: number;
  /** Everything the child wrote to stdout and stderr, last 64 kB, for error messages. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the child and its guard have exited. */
  readonly exited: Promise<number | string>;
  hasExited(): boolean;
  stop(graceMs?: number): Promise<void>;
}

export interface GuardedChildOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Receives every chunk the child writes (stdout and stderr), e.g. to keep a log file. */
  onOutput?: (chunk: Buffer) => void;
}

// fd 3 is the socket to the parent. The child gets it closed; the watcher subshell keeps it and
// waits for EOF (with no stdout/stderr, so it never holds our pipes open). The trap is set only
// after the watcher is forked, so the watcher never inherits it and always dies of our `kill`.
// `wait` is repeated because a trapped signal interrupts it before the child has exited.
const GUARD_SCRIPT = `
"$@" 3>&- </dev/null &
child=$!
echo "$child" >&3
( read -r _ <&3; kill -TERM "$child" 2>/dev/null ) >/dev/null 2>&1 &
watcher=$!
exec 3>&-
trap 'kill -TERM "$child" 2>/dev/null' TERM INT HUP
wait "$child"; status=$?
while kill -0 "$child" 2>/dev/null; do wait "$child"; status=$?; done
kill "$watcher" 2>/dev/null
exit "$status"
`;

const OUTPUT_LIMIT = 64 * 1024;

export async function spawnGuarded(command: string, args: string[], options: GuardedChildOptions = {}): Promise<GuardedChild> {
  const guard = spawn('sh', ['-c', GUARD_SCRIPT, 'codearena-guard', command, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    // A process group of its own: a Ctrl-C in the terminal signals the foreground group, and the
    // stack stops its children itself (a child killed by it would be reported as a crash).
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    options.onOutput?.(chunk);
  };
  guard.stdout!.on('data', collect);
  guard.stderr!.on('data', collect);

  const exited = waitForExit(guard);
  let done = false;
  void exited.then(() => (done = true));
  const pid = await readChildPid(guard.stdio[3] as Socket, exited);

  const killOnExit = () => signal(pid, 'SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  return {
    pid,
    output: () => output,
    exited,
    hasExited: () => done,
    async stop(graceMs = 5_000) {
      if (done) return;
      signal(pid, 'SIGTERM');
      const timer = setTimeout(() => signal(pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once the guard has exited and its pipes are drained (or after a short grace, should a pipe stay open). */
function waitForExit(guard: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => {
    guard.once('exit', (code, sig) => {
      const finish = () => {
        clearTimeout(grace);
        // The socket and pipes are ours to close: left open they would hold the event loop.
        for (const stream of guard.stdio) stream?.destroy();
        resolve(code ?? sig ?? 'unknown');
      };
      const grace = setTimeout(finish, 500);
      guard.once('close', finish);
    });
  });
}

/** The guard writes the child's pid on fd 3 first thing; a guard that dies before that failed to spawn. */
async function readChildPid(socket: Socket, exited: Promise<number | string>): Promise<number> {
  let text = '';
  const line = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\n')) resolve(text.split('\n')[0]!);
    });
  });
  const failed = exited.then((code) => Promise.reject(new Error(`the guard shell exited (${code}) before starting the child`)));
  failed.catch(() => undefined); // only the race below may observe it
  const result = await Promise.race([line, failed]);
  socket.removeAllListeners('data');
  socket.resume();
  return Number(result);
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Resolves when `check` resolves true, polling; rejects when the child exits first or time runs out. */
export async function waitUntilReady(
  what: string,
  child: GuardedChild,
  check: () => Promise<boolean>,
  { timeoutMs = 30_000, intervalMs = 100 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.hasExited()) throw new Error(`${what} exited before it was ready:\n${child.output().slice(-2_000)}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms:\n${child.output().slice(-2_000)}`);
}
