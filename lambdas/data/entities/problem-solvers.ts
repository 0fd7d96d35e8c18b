import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * How many students solved a problem, by the language of their first accepted submission: ADDed
 * in the record transaction of a user's first AC of the problem (data/progress-counters.ts), so
 * each student counts once per problem. The home page's Famous Questions rank problems by it.
 * Optional on read: an ADD creates only the language it counts.
 */
export const ProblemSolversEntity = new Entity({
  name: 'ProblemSolvers',
  table,
  schema: item({
    problemId: string().key(),
    cpp: number().optional().default(0),
    python: number().optional().default(0),
    java: number().optional().default(0),
    javascript: number().optional().default(0),
  }),
  computeKey: ({ problemId }) => ({ pk: keys.problemSolvers(), sk: keys.problemSolversSort(problemId) }),
});
