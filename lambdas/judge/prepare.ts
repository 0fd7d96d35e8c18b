/**
 * Judge workflow task "Prepare submission": marks the queued submission running and puts in the
 * state what judging it needs, from trusted places only: the owner and language from the
 * submission item, the limits and the test count from the problem. No test, source or artifact
 * travels in the state (lambdas/judge/submission.ts): the later tasks read them by key.
 */
import { MAX_TESTS_PER_PROBLEM } from '@contract/judge';
import { getProblem } from '../data/problems';
import { markSubmissionRunning } from '../data/submissions';
import { workflowInputSchema, type Prepared, type TestBatch } from './submission';
import { entryPoint } from '../shared/entry-point';

/** Small batches, so the student sees tests finish (progress is pushed between batches). */
export const TESTS_PER_BATCH = 3;

export class SubmissionNotJudgeable extends Error {
  override name = 'SubmissionNotJudgeable';
}

export function toBatches(testCount: number, size = TESTS_PER_BATCH): TestBatch[] {
  const count = Math.ceil(testCount / size);
  return Array.from({ length: count }, (_, index) => {
    const start = index * size;
    const end = Math.min(testCount, start + size);
    return { index, count, start, end, nextStart: end, nextEnd: Math.min(testCount, end + size) };
  });
}

async function handle(event: unknown): Promise<Prepared> {
  const { submissionId } = workflowInputSchema.parse(event);
  const submission = await markSubmissionRunning(submissionId);
  // Missing, or already judged (a duplicate execution): the record step keeps what is stored.
  if (!submission) throw new SubmissionNotJudgeable(`submission ${submissionId} is not waiting to be judged`);
  const problem = await getProblem(submission.problemId);
  if (!problem) throw new SubmissionNotJudgeable(`problem ${submission.problemId} does not exist`);
  // The test count bounds the state (batches, per-test figures): a package outside it is refused.
  const testCount = problem.testCount;
  if (!Number.isInteger(testCount) || testCount < 1 || testCount > MAX_TESTS_PER_PROBLEM) {
    throw new SubmissionNotJudgeable(`problem ${problem.problemId} has ${testCount} tests (1 to ${MAX_TESTS_PER_PROBLEM} allowed)`);
  }
  return {
    submissionId,
    userId: submission.userId,
    problemId: problem.problemId,
    difficulty: problem.difficulty,
    language: submission.language,
    limits: { timeMs: problem.timeMs, memoryMb: problem.memoryMb },
    testCount,
    batches: toBatches(testCount),
  };
}

export const handler = entryPoint('workflowTask', handle);
