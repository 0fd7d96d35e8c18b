/**
 * Three problems for the local stack, each with five tests (the first two are the samples): the
 * problem in the table, its tests as the JSON package in the packages bucket, exactly where the
 * judge workflow reads them. Idempotent: every start writes the same items and objects again.
 */
import type { NewProblem, ProblemTests } from '../../lambdas/data/problems';

export interface SeedProblem {
  problem: Omit<NewProblem, 'createdAt' | 'testCount'>;
  tests: ProblemTests;
}

const limits = { timeMs: 1000, memoryMb: 256, sampleCount: 2 };

const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
const arrayTest = (values: number[]) => ({ input: `${values.length}\n${values.join(' ')}\n`, expected: `${sumOf(values)}\n` });

export const SEEDED_PROBLEMS: SeedProblem[] = [
  {
    problem: {
      problemId: 'a-plus-b',
      title: 'A + B',
      difficulty: 'Easy',
      statement: 'Read two integers A and B (|A|, |B| ≤ 10^9) separated by a space, and print A + B.',
      ...limits,
    },
    tests: [
      { input: '1 2\n', expected: '3\n' },
      { input: '-5 7\n', expected: '2\n' },
      { input: '0 0\n', expected: '0\n' },
      { input: '1000000000 1000000000\n', expected: '2000000000\n' },
      { input: '-1000000000 999999999\n', expected: '-1\n' },
    ],
  },
  {
    problem: {
      problemId: 'reverse-a-string',
      title: 'Reverse a String',
      difficulty: 'Easy',
      statement: 'Read one line of at most 1000 printable ASCII characters without spaces, and print it reversed.',
      ...limits,
    },
    tests: [
      { input: 'hello\n', expected: 'olleh\n' },
      { input: 'CodeArena\n', expected: 'anerAedoC\n' },
      { input: 'a\n', expected: 'a\n' },
      { input: 'racecar\n', expected: 'racecar\n' },
      { input: `${'ab'.repeat(500)}\n`, expected: `${'ba'.repeat(500)}\n` },
    ],
  },
  {
    problem: {
      problemId: 'sum-of-an-array',
      title: 'Sum of an Array',
      difficulty: 'Medium',
      statement: 'The first line holds N (1 ≤ N ≤ 200000), the second N integers of absolute value at most 10^9. Print their sum.',
      ...limits,
    },
    tests: [
      arrayTest([1, 2, 3, 4, 5]),
      arrayTest([-10, 20]),
      arrayTest([42]),
      arrayTest(Array.from({ length: 1000 }, (_, i) => (i % 2 ? -1 : 1) * 1_000_000_000)),
      arrayTest(Array.from({ length: 2000 }, (_, i) => i * 7919 - 5_000_000)),
    ],
  },
];

/** Writes the seeded problems; the data module is imported here, after the Lambda environment is set. */
export async function seedProblems(now = new Date()): Promise<number> {
  const { putProblem, putProblemTests } = await import('../../lambdas/data/problems');
  for (const { problem, tests } of SEEDED_PROBLEMS) {
    await putProblemTests(problem.problemId, tests);
    await putProblem({ ...problem, testCount: tests.length, createdAt: now.toISOString() });
  }
  return SEEDED_PROBLEMS.length;
}
