import type { ChallengeDetail, ChallengeScore } from '@contract/api/challenges';
import type { RunResponse } from '@contract/judge';

/** An active challenge as GET /weekly-challenges/{id} answers a student who joined it and has one submission to make. */
export function testChallenge(overrides: Partial<ChallengeDetail> = {}): ChallengeDetail {
  return {
    challengeId: 'wc-two-sum',
    title: 'Two Sum Week',
    summary: 'Find two numbers that add up to a target.',
    difficulty: 'Easy',
    tags: ['arrays', 'hashing'],
    status: 'active',
    startsAt: '2026-11-23T00:00:00.000Z',
    endsAt: '2026-11-30T00:00:00.000Z',
    testCount: 20,
    joined: true,
    submitted: false,
    content: {
      description: 'Find two numbers that add up to the **target**.\n\n## Input\n\nThe count, the numbers and the target.',
      starterCode: {
        cpp: '// two sum in C++\n',
        python: '# two sum in Python\n',
        java: '// two sum in Java\n',
        javascript: '// two sum in JavaScript\n',
      },
      firstTest: { input: '4\n2 7 11 15\n9\n', expected: '0 1\n' },
      timeMs: 2000,
      memoryMb: 256,
    },
    topPerformers: [
      { userId: 'u-1', name: 'Ada Lovelace', points: 960, averageTimeMs: 4.4, chars: 120 },
      { userId: 'u-2', name: '', points: 812, averageTimeMs: 9.2, chars: 301 },
    ],
    entry: { draft: null, latest: null, bestPoints: null },
    joins: { used: 1, limit: 2 },
    submissions: { used: 0, limit: 1 },
    ...overrides,
  };
}

/** A judged submission: 18 of 20 passed (the last two Wrong Answer), Good optimality. */
export function testScore(overrides: Partial<ChallengeScore> = {}): ChallengeScore {
  return {
    submissionId: 'sub-1',
    language: 'cpp',
    status: 'done',
    verdict: 'WA',
    passedTests: 18,
    totalTests: 20,
    xp: 180,
    optimality: 301.4,
    band: { label: 'Good', colour: 'yellow' },
    points: 841,
    averageTimeMs: 12.6,
    chars: 233,
    tests: Array.from({ length: 20 }, (_, index) => ({ index, verdict: index < 18 ? ('AC' as const) : ('WA' as const), timeMs: 12, memoryKb: 3_000 })),
    submittedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** The score card while the submission waits for the judge (docs/requirements/challenges.md §3: 'To be checked', brown). */
export function testPendingScore(overrides: Partial<ChallengeScore> = {}): ChallengeScore {
  return testScore({
    status: 'queued',
    verdict: undefined,
    passedTests: 0,
    totalTests: 0,
    xp: 0,
    optimality: 0,
    band: { label: 'To be checked', colour: 'brown' },
    points: 0,
    averageTimeMs: 0,
    chars: 0,
    tests: [],
    ...overrides,
  });
}

export function testChallengeRun(): RunResponse {
  return {
    verdict: 'WA',
    compile: { ok: true },
    tests: [{ index: 0, verdict: 'WA', timeMs: 5, memoryKb: 3_100, input: '4\n2 7 11 15\n9\n', expected: '0 1\n', stdout: '1 0\n', stderr: '' }],
  };
}
