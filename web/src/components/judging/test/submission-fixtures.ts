import type { SubmissionView } from '@contract/judge';

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
