/** Items as DynamoDB holds them (keys, entity and timestamps included). */
const stamps = { _ct: '2026-11-01T10:00:00.000Z', _md: '2026-11-01T10:00:00.000Z' };

export function storedProblem(extra: Record<string, unknown> = {}) {
  return {
    pk: 'PROBLEM#a-plus-b',
    sk: 'PROBLEM',
    _et: 'Problem',
    ...stamps,
    problemId: 'a-plus-b',
    title: 'A + B',
    difficulty: 'Medium',
    statement: 'Print A + B.',
    timeMs: 1000,
    memoryMb: 256,
    sampleCount: 2,
    testCount: 4,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

export function storedSubmission(extra: Record<string, unknown> = {}) {
  return {
    pk: 'SUBMISSION#s-1',
    sk: 'SUBMISSION',
    _et: 'Submission',
    ...stamps,
    gsi1pk: 'USER#u-ada',
    gsi1sk: 'SUBMISSION#2026-11-02T10:00:00.000Z#s-1',
    submissionId: 's-1',
    userId: 'u-ada',
    problemId: 'a-plus-b',
    language: 'cpp',
    source: 'int main(){}',
    sourceBytes: 12,
    status: 'running',
    tests: [],
    createdAt: '2026-11-02T10:00:00.000Z',
    ...extra,
  };
}

export const fourTests = [1, 2, 3, 4].map((n) => ({ input: `${n} ${n}\n`, expected: `${2 * n}\n` }));

export const transactionCanceled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
