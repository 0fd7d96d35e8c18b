/** The rankings snapshot's Lambda, run every five minutes by a schedule (contract/routes.ts rankingsSnapshot). */
import { listXpBoardSummaryNames, readXpBoard, writeXpBoardSummaries } from '../data/rank-board';
import { logger } from '../shared/logger';
import { takeBoardSnapshot, type SnapshotOutcome } from './board-snapshot';

export async function handler(): Promise<SnapshotOutcome> {
  const started = Date.now();
  const outcome = await takeBoardSnapshot({ readXpBoard, listXpBoardSummaryNames, writeXpBoardSummaries });
  logger.info('rankings snapshot taken', { ...outcome, ms: Date.now() - started });
  return outcome;
}
