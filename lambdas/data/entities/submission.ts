import { Entity, item, list, map, number, string } from 'dynamodb-toolbox';
import { judgeLanguages, verdicts } from '@contract/judge';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A submission and its result: queued by the submit route, running once the workflow loaded its
 * tests, done when "Record result" (the one trusted writer) stored the verdict. Per-test results
 * hold no input or output of a hidden test (a failed sample's stderr tail at most). gsi1 lists a user's submissions; gsi2 (sparse)
 * lists those not done yet, oldest first, for the sweeper; gsi3 a user's submissions of one problem.
 */
export const SubmissionEntity = new Entity({
  name: 'Submission',
  table,
  schema: item({
    submissionId: string().key(),
    userId: string(),
    problemId: string(),
    language: string().enum(...judgeLanguages),
    source: string(),
    sourceBytes: number(),
    /** The solving screen's timer at Submit (contract submitRequestSchema); absent from older clients. */
    elapsedSeconds: number().optional(),
    status: string().enum('queued', 'running', 'done'),
    verdict: string()
      .enum(...verdicts)
      .optional(),
    compileMessage: string().optional(),
    /** `message` and `stderr`: why a test failed, as contract/judge.ts testFailureShape bounds and limits them. */
    tests: list(
      map({
        index: number(),
        verdict: string().enum(...verdicts),
        timeMs: number(),
        memoryKb: number(),
        message: string().optional(),
        stderr: string().optional(),
      }),
    ).default(() => []),
    passedTests: number().optional(),
    totalTests: number().optional(),
    xpAwarded: number().optional(),
    /** A weekly challenge submission's score (docs/decisions/D08), set when recorded: the score card. */
    challengeScore: map({ points: number(), optimality: number(), xp: number(), averageTimeMs: number(), chars: number() }).optional(),
    /**
     * The index of the first TLE test, set by "Judge batch" while running: later batches of the
     * workflow read it and judge nothing (lambdas/judge/judge-batch.ts says why it lives here).
     */
    judgingStopsAfter: number().optional(),
    createdAt: string(),
    startedAt: string().optional(),
    finishedAt: string().optional(),
    /** Set while queued or running, removed when done (keys.pendingSubmissions): the sweeper's index. */
    gsi2pk: string().optional(),
    gsi2sk: string().optional(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ createdAt, submissionId }) => keys.userSubmission(createdAt, submissionId)),
    // Optional on read: submissions stored before gsi3 existed have no such keys and still read.
    gsi3pk: string()
      .optional()
      .link<typeof prev>(({ userId, problemId }) => keys.userProblemSubmissions(userId, problemId)),
    gsi3sk: string()
      .optional()
      .link<typeof prev>(({ createdAt, submissionId }) => keys.userSubmission(createdAt, submissionId)),
  })),
  computeKey: ({ submissionId }) => ({ pk: keys.submission(submissionId), sk: keys.submissionSort() }),
});

/**
 * The first recorded attempt of a problem by a user (docs/decisions/D06: XP only on the first submitted
 * attempt). Written in the same transaction as that submission's result, only if absent: a
 * retried "Record result" or a later submission finds it and awards nothing.
 */
export const ProblemAttemptEntity = new Entity({
  name: 'ProblemAttempt',
  table,
  schema: item({
    userId: string().key(),
    problemId: string().key(),
    submissionId: string(),
    xpAwarded: number(),
    recordedAt: string(),
  }),
  computeKey: ({ userId, problemId }) => ({ pk: keys.user(userId), sk: keys.problemAttemptSort(problemId) }),
});
