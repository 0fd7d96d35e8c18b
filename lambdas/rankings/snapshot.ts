/** The rankings snapshot's Lambda, run every five minutes by a schedule (contract/routes.ts rankingsSnapshot). */
import { listXpBoardSummaryNames, readXpBoard, writeXpBoardSummaries } from '../data/rank-board';
import { readStandings, writeStandingSummaries } from '../data/standings';
import { logger } from '../shared/logger';
import { takeBoardSnapshot, type SnapshotOutcome } from './board-snapshot';
import { takeStandingsSnapshot } from './standings-snapshot';
import { entryPoint } from '../shared/entry-point';

async function handle(): Promise<SnapshotOutcome & { leaderboards: { boards: number; standings: number } }> {
  const started = Date.now();
  // The XP board and the leaderboards are separate partitions: read at once.
  const [outcome, leaderboards] = await Promise.all([
    takeBoardSnapshot({ readXpBoard, listXpBoardSummaryNames, writeXpBoardSummaries }),
    takeStandingsSnapshot({ readStandings, writeStandingSummaries }),
  ]);
  logger.info('rankings snapshot taken', { ...outcome, leaderboards, ms: Date.now() - started });
  return { ...outcome, leaderboards };
}

export const handler = entryPoint('schedule', handle);
