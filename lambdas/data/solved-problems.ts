/**
 * A user's solved problems (one SolvedProblem item each, put by the record transaction of the first
 * AC: data/progress-counters.ts), read for the problems list's Solved marks and tab and the practice
 * hub's Recent Activity.
 */
import { GetItemCommand, QueryCommand } from 'dynamodb-toolbox';
import type { Difficulty } from '@contract/difficulty';
import { SolvedProblemEntity } from './entities/solved-problem';
import { ProblemAttemptEntity } from './entities/submission';
import { keys } from './keys';
import { queryAll, table } from './table';

export interface SolvedMark {
  problemId: string;
  solvedAt: string;
}

/**
 * Every problem the user solved, newest solve first: one Query of the user's gsi1 entries (at most
 * one small item per catalogue problem), only the two fields the list needs.
 */
export async function listSolvedProblems(userId: string): Promise<SolvedMark[]> {
  const items = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(SolvedProblemEntity)
      .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.solvedProblemPrefix() } })
      .options({ reverse: true, attributes: ['problemId', 'solvedAt'], ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
  return items.map(({ problemId, solvedAt }) => ({ problemId, solvedAt }));
}

export interface RecentSolve {
  problemId: string;
  difficulty: Difficulty;
  solvedAt: string;
}

/** The user's latest solves, newest first: one Query of their gsi1 solved entries, `limit` items. */
export async function listRecentSolves(userId: string, limit: number): Promise<RecentSolve[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(SolvedProblemEntity)
    .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.solvedProblemPrefix() } })
    .options({ reverse: true, limit, attributes: ['problemId', 'difficulty', 'solvedAt'] })
    .send();
  return Items.map(({ problemId, difficulty, solvedAt }) => ({ problemId, difficulty, solvedAt }));
}

/** The XP a problem earned the user: what its first recorded attempt awarded (docs/decisions/D06), 0 when none is recorded. */
export async function getProblemXp(userId: string, problemId: string): Promise<number> {
  const { Item } = await ProblemAttemptEntity.build(GetItemCommand)
    .key({ userId, problemId })
    .options({ attributes: ['xpAwarded'] })
    .send();
  return Item?.xpAwarded ?? 0;
}
