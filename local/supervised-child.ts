import type { GuardedChild } from './guarded-child';

/**
 * Keeps a child of the local stack (DynamoDB Local, cognito-local) running. A child that exits
 * unexpectedly is named in the terminal with the end of its output and started again; after
 * `maxRestarts` restarts within `windowMs` it is given up, and `onGiveUp` decides (the stack stops
 * with a clear message). Meanwhile its port answers nothing, so GET /api/health reports its
 * component down instead of the app answering 500s silently.
 */
export interface SupervisorOptions {
  /** As the terminal names it: `DynamoDB Local`. */
  name: string;
  /** Spawns the child and resolves once it answers (rejects when it cannot start). */
  start: () => Promise<GuardedChild>;
  log: (line: string) => void;
  onGiveUp: (message: string) => void;
  /** Restarts allowed within windowMs before giving up (default 3 in 5 minutes). */
  maxRestarts?: number;
  windowMs?: number;
  /** Pause before a restart, so a child that dies at once does not spin (default 250 ms). */
  restartDelayMs?: number;
}

export interface SupervisedChild {
  /** The running child's pid (changes on each restart). */
  pid(): number;
  /** Restarts so far. */
  restarts(): number;
  state(): 'running' | 'restarting' | 'given-up' | 'stopped';
  stop(): Promise<void>;
}

/** The last lines of a dead child's output shown in the terminal (its full log stays where it was). */
const OUTPUT_TAIL_LINES = 4;

export async function superviseChild(opts: SupervisorOptions): Promise<SupervisedChild> {
  const maxRestarts = opts.maxRestarts ?? 3;
  const windowMs = opts.windowMs ?? 5 * 60_000;
  const restartDelayMs = opts.restartDelayMs ?? 250;
  let child = await opts.start();
  let state: ReturnType<SupervisedChild['state']> = 'running';
  let restartTimes: number[] = [];
  let restarting: Promise<void> = Promise.resolve();

  const watch = (watched: GuardedChild) => {
    void watched.exited.then((code) => {
      if (state !== 'running' || watched !== child) return; // stopped on purpose, or already replaced
      restarting = restartAfterExit(watched, code);
    });
  };

  async function restartAfterExit(dead: GuardedChild, code: number | string): Promise<void> {
    state = 'restarting';
    opts.log(`  ! ${opts.name} exited unexpectedly (${code}).${tail(dead.output())}`);
    for (;;) {
      const now = Date.now();
      restartTimes = [...restartTimes.filter((t) => now - t < windowMs), now];
      if (restartTimes.length > maxRestarts) {
        state = 'given-up';
        opts.onGiveUp(`${opts.name} exited ${maxRestarts + 1} times within ${Math.round(windowMs / 1000)} s and was not restarted again.`);
        return;
      }
      opts.log(`  … restarting ${opts.name} (restart ${restartTimes.length} of at most ${maxRestarts})`);
      await new Promise((resolve) => setTimeout(resolve, restartDelayMs));
      if (state !== 'restarting') return; // stopped meanwhile
      try {
        const next = await opts.start();
        if (state !== 'restarting') {
          await next.stop();
          return;
        }
        child = next;
        state = 'running';
        opts.log(`  ✓ ${opts.name} restarted (pid ${next.pid})`);
        watch(next);
        return;
      } catch (error) {
        opts.log(`  ! ${opts.name} could not be restarted: ${firstLine(error)}`);
      }
    }
  }

  watch(child);
  return {
    pid: () => child.pid,
    restarts: () => restartTimes.length,
    state: () => state,
    async stop() {
      state = 'stopped';
      await restarting;
      await child.stop();
    },
  };
}

function tail(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean)
    .slice(-OUTPUT_TAIL_LINES);
  if (lines.length === 0) return '';
  return `\n    last output: ${lines.map((l) => l.slice(0, 200)).join('\n    ')}`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
