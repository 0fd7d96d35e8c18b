/**
 * Solvers per problem and language (entities/problem-solvers.ts): counted by the record transaction,
 * read whole for the home page's Famous Questions.
 */
import { $add, QueryCommand, UpdateTransaction } from 'dynamodb-toolbox';
import type { JudgeLanguage } from '@contract/judge';
import { ProblemSolversEntity } from './entities/problem-solvers';
import { keys } from './keys';
import { queryAll, table } from './table';

export type SolversByLanguage = Record<JudgeLanguage, number>;

/** The count's write, for the transaction of a user's first AC of the problem in `language`. */
export function problemSolverWrite(problemId: string, language: JudgeLanguage) {
  return ProblemSolversEntity.build(UpdateTransaction).item({ problemId, [language]: $add(1) });
}

/** Every problem's solvers: one Query of one partition (a page holds about 20,000 of these items). */
export async function readProblemSolvers(): Promise<Map<string, SolversByLanguage>> {
  const items = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ProblemSolversEntity)
      .query({ partition: keys.problemSolvers() })
      .options({ ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
  return new Map(
    items.map(({ problemId, cpp, python, java, javascript }) => [
      problemId,
      { cpp: cpp ?? 0, python: python ?? 0, java: java ?? 0, javascript: javascript ?? 0 },
    ]),
  );
}
