/**
 * The XP board locally, as AWS runs it (lib/rankings.ts): the table's stream feeds the board's
 * consumer (local/streams/table-stream.ts, the event source mapping), and the snapshot job runs on
 * a timer (the EventBridge schedule), once at start after the stream has caught up, then every
 * five minutes.
 */
import { rankingsSnapshot, rankingsStream } from '@contract/routes';
import { invokeHandler, type HandlerLoader } from './gateway/lambda-runtime';
import { startSchedule } from './stepfunctions/sweeper-timer';
import { startTableStream } from './streams/table-stream';

export interface RunningRankings {
  /** Resolves once every change written before the call is on the board. */
  caughtUp(): Promise<void>;
  /** Takes a snapshot now (what the schedule does). */
  snapshot(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRankings(options: {
  endpoint: string;
  tableName: string;
  loadHandler: HandlerLoader;
  log(line: string): void;
}): Promise<RunningRankings> {
  const stream = await startTableStream({
    endpoint: options.endpoint,
    tableName: options.tableName,
    sortKeys: rankingsStream.sortKeys,
    batchSize: rankingsStream.batchSize,
    consume: (records) => invokeHandler(options.loadHandler, rankingsStream.handler, { Records: records }),
    log: options.log,
  });
  const schedule = startSchedule(options.loadHandler, rankingsSnapshot, options.log);
  let stopping = false;
  const first = stream.caughtUp().then(() => (stopping ? undefined : schedule.run()));
  return {
    caughtUp: stream.caughtUp,
    snapshot: schedule.run,
    async stop() {
      stopping = true;
      await schedule.stop();
      await stream.stop();
      await first;
    },
  };
}
