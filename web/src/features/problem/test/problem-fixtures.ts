import type { ProblemDetail } from '@contract/api/problems';
import type { RunResponse } from '@contract/judge';

/** A problem as GET /problems/{id} answers it: two samples, two hidden tests, a C++ template. */
export function testProblem(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    problemId: 'a-plus-b',
    title: 'A + B',
    difficulty: 'Easy',
    topic: 'Math & Logic',
    tags: ['arithmetic', 'input and output'],
    statement: 'Read two integers $A$ and $B$ and print their sum.\n\n## Input\n\nOne line with $A$ and $B$.',
    statementFormat: 'markdown',
    timeMs: 1000,
    memoryMb: 256,
    samples: [
      { input: '1 2\n', expected: '3\n' },
      { input: '-5 5\n', expected: '0\n' },
    ],
    testCount: 4,
    hints: [],
    starterCode: { cpp: { file: 'main.cpp', code: '// the problem\u2019s own C++ template\n' } },
    credits: { authors: ['CodeArena team'], source: 'CodeArena practice catalogue', license: 'cc by-sa', rightsOwner: 'CodeArena' },
    ...overrides,
  };
}

export function testRunResponse(): RunResponse {
  return {
    verdict: 'WA',
    compile: { ok: true },
    tests: [
      { index: 0, verdict: 'AC', timeMs: 4, memoryKb: 3_200, input: '1 2\n', expected: '3\n', stdout: '3\n', stderr: '' },
      { index: 1, verdict: 'WA', timeMs: 6, memoryKb: 3_300, input: '-5 5\n', expected: '0\n', stdout: '10\n', stderr: 'debug: a=-5\n' },
    ],
  };
}
