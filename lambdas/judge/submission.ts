import { z } from 'zod';
import { judgeLanguages, verdictSchema } from '../../contract/judge';
import { artifactSchema } from './core/artifact';

/**
 * The judge workflow's state (lib/judge/workflow-definition.ts) and the judge functions' events.
 * The execution input is only `{ submissionId }`: everything else is loaded by "Prepare submission"
 * from the table and the problem package, so nothing a client sends reaches the judge unchecked.
 */
export const workflowInputSchema = z.object({ submissionId: z.string().min(1) });

export const limitsSchema = z.object({ timeMs: z.number().int().positive(), memoryMb: z.number().int().positive() });
export const judgeTestSchema = z.object({ input: z.string(), expected: z.string() });
export type JudgeTest = z.infer<typeof judgeTestSchema>;

/** One Map item: the tests [start, end) and the next batch's range (empty after the last). */
export const testBatchSchema = z.object({
  index: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  nextStart: z.number().int().nonnegative(),
  nextEnd: z.number().int().nonnegative(),
});
export type TestBatch = z.infer<typeof testBatchSchema>;

export const testOutcomeSchema = z.object({
  index: z.number().int().nonnegative(),
  verdict: verdictSchema,
  timeMs: z.number(),
  memoryKb: z.number(),
});
export type TestOutcomeItem = z.infer<typeof testOutcomeSchema>;

/** What "Record result" returns (and "Notify result" pushes). */
export const recordOutputSchema = z.object({
  submissionId: z.string(),
  userId: z.string(),
  verdict: verdictSchema,
  passedTests: z.number().int(),
  totalTests: z.number().int(),
  xpAwarded: z.number(),
  compileMessage: z.string().optional(),
  tests: z.array(testOutcomeSchema),
});
export type RecordOutput = z.infer<typeof recordOutputSchema>;

/** What "Prepare submission" puts in the state. */
export const preparedSchema = z.object({
  submissionId: z.string(),
  userId: z.string(),
  problemId: z.string(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  language: z.enum(judgeLanguages),
  source: z.string(),
  limits: limitsSchema,
  tests: z.array(judgeTestSchema).min(1),
  batches: z.array(testBatchSchema).min(1),
});
export type Prepared = z.infer<typeof preparedSchema>;

/** What "Compile <language> submission" puts under `$.compiled`. */
export const compiledSchema = z.object({
  ok: z.boolean(),
  timeMs: z.number(),
  message: z.string().optional(),
  /** True when the artifact travels on to "Judge test batches"; false when this step judged everything. */
  judgeInBatches: z.boolean(),
  artifact: artifactSchema.optional(),
  verdict: verdictSchema.optional(),
  results: z.array(testOutcomeSchema).optional(),
});
export type Compiled = z.infer<typeof compiledSchema>;

/** Events of the judge container (lambdas/judge/judge-handler.ts). */
const codeFields = { language: z.enum(judgeLanguages), limits: limitsSchema, tests: z.array(judgeTestSchema).min(1) };
export const judgeEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('version') }),
  /** Compile and run every test in one invocation (POST …/run). */
  z.object({ action: z.literal('judge'), source: z.string(), ...codeFields }),
  /** Compile once for the workflow; judges everything here when the artifact is too large to travel. */
  z.object({ action: z.literal('compile'), source: z.string(), ...codeFields }),
  /** Run one batch of tests against the artifact the compile step returned. */
  z.object({ action: z.literal('run'), ...codeFields, batch: testBatchSchema, artifact: artifactSchema }),
]);
export type JudgeEvent = z.infer<typeof judgeEventSchema>;
