/**
 * A user's solved problems (one SolvedProblem item each, put by the record transaction of the first
 * AC: data/progress-counters.ts), read for the problems list's Solved marks and tab.
 */
import { QueryCommand } from 'dynamodb-toolbox';
import { SolvedProblemEntity } from './entities/solved-problem';
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
