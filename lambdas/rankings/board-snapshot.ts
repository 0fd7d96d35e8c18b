/**
 * The rankings snapshot (every five minutes: the spec caches ranks five minutes): one walk over the
 * XP board builds the world's and each country's rank levels (rank-levels.ts) and the XP everyone
 * earned this week, and writes them as one summary per board. A request then ranks a user with
 * one read of two summaries, whatever the number of users.
 */
import type { XpBoardEntry, XpBoardSummary } from '../data/rank-board';
import { WORLD_BOARD } from '../data/rank-board';
import { rankLevels } from '../platform/rank-levels';
import { utcWeek } from '../platform/board-periods';

export interface BoardSnapshotRepository {
  readXpBoard(): AsyncIterable<XpBoardEntry[]>;
  listXpBoardSummaryNames(): Promise<string[]>;
  writeXpBoardSummaries(summaries: readonly XpBoardSummary[], gone: readonly string[]): Promise<void>;
}

interface Tally {
  xps: number[];
  weekXp: number;
}

export interface SnapshotOutcome {
  users: number;
  boards: number;
  removedBoards: number;
}

export async function takeBoardSnapshot(repo: BoardSnapshotRepository, now = new Date()): Promise<SnapshotOutcome> {
  const week = utcWeek(now);
  const tallies = new Map<string, Tally>([[WORLD_BOARD, { xps: [], weekXp: 0 }]]);
  const add = (board: string, entry: XpBoardEntry) => {
    let tally = tallies.get(board);
    if (!tally) tallies.set(board, (tally = { xps: [], weekXp: 0 }));
    tally.xps.push(entry.xp);
    if (entry.week === week) tally.weekXp += entry.weekXp;
  };
  for await (const page of repo.readXpBoard()) {
    for (const entry of page) {
      add(WORLD_BOARD, entry);
      if (entry.country) add(entry.country, entry);
    }
  }
  const computedAt = now.toISOString();
  const summaries: XpBoardSummary[] = [...tallies].map(([board, tally]) => ({
    board,
    users: tally.xps.length,
    ...rankLevels(tally.xps),
    week,
    weekXp: tally.weekXp,
    computedAt,
  }));
  const gone = (await repo.listXpBoardSummaryNames()).filter((board) => !tallies.has(board));
  await repo.writeXpBoardSummaries(summaries, gone);
  return { users: tallies.get(WORLD_BOARD)!.xps.length, boards: summaries.length, removedBoards: gone.length };
}
