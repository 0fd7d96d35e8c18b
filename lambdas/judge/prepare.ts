/**
 * Judge workflow task "Prepare submission": loads the problem's tests and splits them into
 * batches, so progress can be pushed between batches.
 *
 * PLACEHOLDER until the judge issue (#3): the tests come from the event (`tests`), or the list is
 * empty. Loading them from the problem package (S3) and the table is that job.
 */
import { z } from 'zod';
import { judgeTestSchema, submissionSchema, type JudgeTest, type Submission, type TestBatch } from './submission';

export const TESTS_PER_BATCH = 10;

const prepareEvent = submissionSchema.extend({ tests: z.array(judgeTestSchema).default([]) });

export function toBatches(tests: JudgeTest[], size = TESTS_PER_BATCH): TestBatch[] {
  const count = Math.ceil(tests.length / size);
  return Array.from({ length: count }, (_, index) => ({ index, count, tests: tests.slice(index * size, (index + 1) * size) }));
}

export async function handler(event: unknown): Promise<Submission & { batches: TestBatch[] }> {
  const { tests, ...submission } = prepareEvent.parse(event);
  return { ...submission, batches: toBatches(tests) };
}
