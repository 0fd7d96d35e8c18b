/**
 * Scheduled Lambdas on a timer, as EventBridge schedules run them in AWS (contract/routes.ts
 * judgeSweeper, rankingsSnapshot, challengeScheduler): the same handler, in this process, every `everyMs`.
 */
import { challengeScheduler, judgeSweeper } from '@contract/routes';
import { invokeHandler, type HandlerLoader } from '../gateway/lambda-runtime';

export interface RunningSchedule {
  /** Runs the handler now (what the timer does); resolves when it is done. */
  run(): Promise<void>;
  stop(): Promise<void>;
}

export function startSchedule(
  loadHandler: HandlerLoader,
  schedule: { handler: string; everyMinutes: number },
  log: (line: string) => void,
  onOutcome: (outcome: unknown) => void = () => undefined,
  everyMs = schedule.everyMinutes * 60_000,
): RunningSchedule {
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    // One run at a time: a slow one is never overlapped by the next tick.
    current = current.then(async () => {
      try {
        onOutcome(await invokeHandler(loadHandler, schedule.handler, {}));
      } catch (error) {
        log(`[schedule] ${schedule.handler} failed: ${String(error)}`);
      }
    });
    return current;
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}

/** The judge sweeper: submissions whose workflow died are recorded as IE. */
export function startJudgeSweeper(loadHandler: HandlerLoader, log: (line: string) => void, everyMs?: number): RunningSchedule {
  return startSchedule(
    loadHandler,
    judgeSweeper,
    log,
    (outcome) => {
      const finished = (outcome as { finished?: string[] } | undefined)?.finished;
      if (finished?.length) log(`[judge] sweeper recorded ${finished.length} stale submission(s) as IE`);
    },
    everyMs,
  );
}

/** The weekly challenges' scheduler: statuses move when a challenge's start or end has come. */
export function startChallengeScheduler(loadHandler: HandlerLoader, log: (line: string) => void, everyMs?: number): RunningSchedule {
  return startSchedule(
    loadHandler,
    challengeScheduler,
    log,
    (outcome) => {
      const moved = (outcome as { moved?: { challengeId: string; to: string }[] } | undefined)?.moved ?? [];
      for (const move of moved) log(`[challenges] ${move.challengeId} is ${move.to} now`);
    },
    everyMs,
  );
}
