/**
 * Judge workflow task "Prepare submission": marks the queued submission running and loads what
 * judging it needs from trusted places only: the submission (source, language, owner) from the
 * table, the problem's limits from the table, its tests from the problem package in S3.
 */
import { getProblem, loadProblemTests } from '../data/problems';
import { markSubmissionRunning } from '../data/submissions';
import { workflowInputSchema, type Prepared, type TestBatch } from './submission';

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

export async function handler(event: unknown): Promise<Prepared> {
  const { submissionId } = workflowInputSchema.parse(event);
  const submission = await markSubmissionRunning(submissionId);
  // Missing, or already judged (a duplicate execution): the record step keeps what is stored.
  if (!submission) throw new SubmissionNotJudgeable(`submission ${submissionId} is not waiting to be judged`);
  const problem = await getProblem(submission.problemId);
  if (!problem) throw new SubmissionNotJudgeable(`problem ${submission.problemId} does not exist`);
  const tests = await loadProblemTests(problem.problemId);
  return {
    submissionId,
    userId: submission.userId,
    problemId: problem.problemId,
    difficulty: problem.difficulty,
    language: submission.language,
    source: submission.source,
    limits: { timeMs: problem.timeMs, memoryMb: problem.memoryMb },
    tests,
    batches: toBatches(tests.length),
  };
}
