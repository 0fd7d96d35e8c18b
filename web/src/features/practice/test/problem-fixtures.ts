import type { ProblemDetail } from '@contract/api/problems';
import type { RunResponse, SubmissionView } from '@contract/judge';

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

/** A finished submission as GET /submissions/{id} answers it: WA on the last hidden test. */
export function testSubmissionView(overrides: Partial<SubmissionView> = {}): SubmissionView {
  return {
    submissionId: 'sub-1',
    problemId: 'a-plus-b',
    language: 'cpp',
    status: 'done',
    verdict: 'WA',
    passedTests: 3,
    totalTests: 4,
    tests: [
      { index: 0, verdict: 'AC', timeMs: 5, memoryKb: 3_000 },
      { index: 1, verdict: 'AC', timeMs: 5, memoryKb: 3_000 },
      { index: 2, verdict: 'AC', timeMs: 9, memoryKb: 4_096 },
      { index: 3, verdict: 'WA', timeMs: 7, memoryKb: 3_500 },
    ],
    xpAwarded: 6,
    sourceBytes: 40,
    source: 'int main() {}',
    createdAt: '2026-01-05T10:00:00.000Z',
    finishedAt: '2026-01-05T10:00:01.000Z',
    ...overrides,
  };
}
