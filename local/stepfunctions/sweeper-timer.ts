/**
 * The judge sweeper on a timer, as the EventBridge schedule runs it in AWS (contract/routes.ts
 * judgeSweeper): the same handler, in this process, every `everyMinutes`.
 */
import { judgeSweeper } from '@contract/routes';
import { invokeHandler, type HandlerLoader } from '../gateway/lambda-runtime';

export interface RunningSweeper {
  /** Runs one sweep now (what the timer does); resolves when it is done. */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export function startJudgeSweeper(loadHandler: HandlerLoader, log: (line: string) => void, everyMs = judgeSweeper.everyMinutes * 60_000): RunningSweeper {
  let current: Promise<void> = Promise.resolve();
  const sweep = () => {
    // One sweep at a time: a slow one is never overlapped by the next tick.
    current = current.then(async () => {
      try {
        const outcome = (await invokeHandler(loadHandler, judgeSweeper.handler, {})) as { finished?: string[] };
        if (outcome?.finished?.length) log(`[judge] sweeper recorded ${outcome.finished.length} stale submission(s) as IE`);
      } catch (error) {
        log(`[judge] sweeper failed: ${String(error)}`);
      }
    });
    return current;
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
