import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * How many students solved a problem in each language: ADDed in the record transaction of a user's
 * first AC of the problem in that language (data/progress-counters.ts), so a student counts once
 * per problem and language, in every language they solved it in. The home page's Famous Questions
 * rank problems by it. Optional on read: an ADD creates only the language it counts.
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
