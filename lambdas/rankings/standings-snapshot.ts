/**
 * The leaderboards' part of the rankings snapshot (every five minutes): one walk over each board of
 * the current UTC month and year builds the world's and each country's rank levels (rank-levels.ts),
 * written as one summary per board and scope, from which a user's rank is one binary search.
 */
import { WORLD_BOARD } from '../data/rank-board';
import type { Standing, StandingSummary } from '../data/standings';
import { boardName, utcMonth, utcYear } from './board-entry';
import { rankLevels } from './rank-levels';

export interface StandingsSnapshotRepository {
  readStandings(board: string): AsyncIterable<Standing[]>;
  writeStandingSummaries(summaries: readonly StandingSummary[]): Promise<void>;
}

/** The boards a snapshot at `now` ranks: XP and challenge points of this UTC month and year. */
export function currentBoards(now: Date): string[] {
  const [month, year] = [utcMonth(now), utcYear(now)];
  return [boardName('XP', 'M', month), boardName('XP', 'Y', year), boardName('PTS', 'M', month), boardName('PTS', 'Y', year)];
}

export async function takeStandingsSnapshot(repo: StandingsSnapshotRepository, now = new Date()): Promise<{ boards: number; standings: number }> {
  const computedAt = now.toISOString();
  let standings = 0;
  const summaries: StandingSummary[] = [];
  for (const board of currentBoards(now)) {
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
    standings += scores.get(WORLD_BOARD)!.length;
    for (const [scope, values] of scores) summaries.push({ board, scope, users: values.length, ...rankLevels(values), computedAt });
  }
  await repo.writeStandingSummaries(summaries);
  return { boards: summaries.length, standings };
}
