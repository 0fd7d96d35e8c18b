/**
 * The leaderboards' part of the rankings snapshot (every five minutes): one walk over each board of
 * the current UTC month and year builds the world's and each country's rank levels (rank-levels.ts),
 * written as one summary per board and scope, from which a user's rank is one binary search.
 */
import { WORLD_BOARD } from '../data/rank-board';
import type { Standing, StandingSummary } from '../data/standings';
import { boardName, utcMonth, utcYear } from '../platform/board-periods';
import { rankLevels } from '../platform/rank-levels';

export interface StandingsSnapshotRepository {
  readStandings(board: string): AsyncIterable<Standing[]>;
  writeStandingSummaries(summaries: readonly StandingSummary[]): Promise<void>;
}

/** The boards a snapshot at `now` ranks: XP and challenge points of this UTC month and year. */
export function currentBoards(now: Date): string[] {
  const [month, year] = [utcMonth(now), utcYear(now)];
  return [boardName('XP', 'M', month), boardName('XP', 'Y', year), boardName('PTS', 'M', month), boardName('PTS', 'Y', year)];
}

/** One board's summaries, world and each country, from one walk over its standings. */
async function summariesOf(repo: StandingsSnapshotRepository, board: string, computedAt: string): Promise<{ summaries: StandingSummary[]; standings: number }> {
  const scores = new Map<string, number[]>([[WORLD_BOARD, []]]);
  for await (const page of repo.readStandings(board)) {
    for (const standing of page) {
      scores.get(WORLD_BOARD)!.push(standing.score);
      if (standing.country) {
        const country = scores.get(standing.country) ?? [];
        country.push(standing.score);
        scores.set(standing.country, country);
      }
    }
  }
  const summaries = [...scores].map(([scope, values]) => ({ board, scope, users: values.length, ...rankLevels(values), computedAt }));
  return { summaries, standings: scores.get(WORLD_BOARD)!.length };
}

/** The boards are read at once: each is its own partition, and the job's time is the slowest read. */
export async function takeStandingsSnapshot(repo: StandingsSnapshotRepository, now = new Date()): Promise<{ boards: number; standings: number }> {
  const computedAt = now.toISOString();
  const boards = await Promise.all(currentBoards(now).map((board) => summariesOf(repo, board, computedAt)));
  const summaries = boards.flatMap((b) => b.summaries);
  await repo.writeStandingSummaries(summaries);
  return { boards: summaries.length, standings: boards.reduce((sum, b) => sum + b.standings, 0) };
}
