/**
 * Judge workflow task "Record result": turns the batch results (or the internal error caught by
 * the workflow) into the submission's verdict.
 *
 * PLACEHOLDER until the judge issue (#3): it computes the verdict but stores nothing yet; writing
 * the submission, scoring and the idempotent XP award (DESIGN D6) are that job.
 */
import { z } from 'zod';
import { verdictSchema, type Verdict } from '../../contract/judge';
import { submissionSchema } from './submission';

/** DESIGN §4: IE > TLE > MLE > OLE > RE > WA; AC only when every test passed. */
const precedence: Verdict[] = ['IE', 'CE', 'TLE', 'MLE', 'OLE', 'RE', 'WA', 'AC'];

const testResultSchema = z.object({ testId: z.string(), verdict: verdictSchema }).loose();

const recordEvent = submissionSchema.pick({ submissionId: true, userId: true, problemId: true, language: true }).extend({
  batchResults: z.array(z.object({ results: z.array(testResultSchema) })).default([]),
  internalError: z.object({ error: z.string().optional(), cause: z.string().optional() }).optional(),
});

export interface RecordedResult {
  submissionId: string;
  userId: string;
  problemId: string;
  verdict: Verdict;
  passed: number;
  total: number;
  message?: string;
}

export function overallVerdict(verdicts: Verdict[]): Verdict {
  if (verdicts.length === 0) return 'IE';
  return precedence.find((v) => verdicts.includes(v)) ?? 'IE';
}

export async function handler(event: unknown): Promise<RecordedResult> {
  const { submissionId, userId, problemId, batchResults, internalError } = recordEvent.parse(event);
  const results = batchResults.flatMap((batch) => batch.results);
  const base = { submissionId, userId, problemId, total: results.length };
  if (internalError) return { ...base, verdict: 'IE', passed: 0, message: internalError.error ?? 'internal error' };
  const verdicts = results.map((r) => r.verdict);
  const passed = verdicts.filter((v) => v === 'AC').length;
  return { ...base, verdict: overallVerdict(verdicts), passed, message: results.length === 0 ? 'no tests to run' : undefined };
}
