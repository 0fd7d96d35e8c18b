import { Entity, item, number, string } from 'dynamodb-toolbox';
import { difficulties } from '@contract/difficulty';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A problem (spec 2 §3.2), the minimal model the judge needs; the practice issue grows it. Its
 * tests are not in the table: they are a JSON package in the packages bucket
 * (`problems/<problemId>/tests.json`, lambdas/data/problem-tests.ts), read only by trusted code.
 */
export const ProblemEntity = new Entity({
  name: 'Problem',
  table,
  schema: item({
    problemId: string().key(),
    title: string(),
    difficulty: string().enum(...difficulties),
    statement: string(),
    timeMs: number(),
    memoryMb: number(),
    /** The first `sampleCount` tests are shown and used by Run (spec 2 §5: 2). */
    sampleCount: number(),
    testCount: number(),
    createdAt: string(),
  }),
  computeKey: ({ problemId }) => ({ pk: keys.problem(problemId), sk: keys.problemSort() }),
});
