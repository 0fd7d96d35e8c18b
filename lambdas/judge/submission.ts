import { z } from 'zod';
import { difficultySchema } from '@contract/difficulty';
import { judgeLanguages, MAX_TESTS_PER_PROBLEM, testFailureShape, verdictSchema } from '@contract/judge';
import { judgeResultMessageSchema } from '@contract/realtime';
import { artifactSchema } from './core/artifact';

/**
 * The judge workflow's state (lib/judge/workflow-definition.ts) and the judge functions' events.
 * The execution input is only `{ submissionId }`: everything else is loaded by trusted tasks from
 * the table and the packages bucket, so nothing a client sends reaches the judge unchecked. The
 * state carries ids, limits, batches and per-test figures, never tests, source or artifact: Step
 * Functions fails an execution whose state passes 256 KB, and `Catch` cannot catch that.
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
  // Why a test failed (bounded, a few per batch at most): "Record result" keeps what a student may see.
  ...testFailureShape,
});
export type TestOutcomeItem = z.infer<typeof testOutcomeSchema>;

/** What "Record result" returns: the `judge_result` push "Notify result" sends, and whom to send it to. */
export const recordOutputSchema = judgeResultMessageSchema.omit({ type: true }).extend({ userId: z.string() });
export type RecordOutput = z.infer<typeof recordOutputSchema>;

/** What "Prepare submission" puts in the state: ids, limits and batches only (docs/architecture.md §4 "State size"). */
export const preparedSchema = z.object({
  submissionId: z.string(),
  userId: z.string(),
  problemId: z.string(),
  difficulty: difficultySchema,
  language: z.enum(judgeLanguages),
  limits: limitsSchema,
  testCount: z.number().int().positive(),
  batches: z.array(testBatchSchema).min(1),
});
export type Prepared = z.infer<typeof preparedSchema>;

/**
 * What "Compile submission" puts under `$.compiled`: small figures only. The artifact waits in the
 * packages bucket (artifact-store.ts) under a key derived from the submission id.
 */
export const compiledSchema = z.object({
  ok: z.boolean(),
  timeMs: z.number(),
  message: z.string().optional(),
  /** True when "Judge test batches" runs the stored artifact; false when this step judged everything. */
  judgeInBatches: z.boolean(),
  verdict: verdictSchema.optional(),
  results: z.array(testOutcomeSchema).optional(),
});
export type Compiled = z.infer<typeof compiledSchema>;

/** What one "Judge batch" returns (an item of `$.batchResults`). */
export const batchResultSchema = z.object({ results: z.array(testOutcomeSchema) });
export type BatchResult = z.infer<typeof batchResultSchema>;

/** A presigned S3 GET URL (s3rver's are plain http on the loopback). */
const packageUrlSchema = z.url({ protocol: /^https?$/ }).max(8192);
/** Tests the judge function reads itself: presigned GET URLs, one per test, in test order. */
export const testUrlsSchema = z.object({ urls: z.array(packageUrlSchema).min(1).max(MAX_TESTS_PER_PROBLEM) });

/** Events of the judge container (lambdas/judge/judge-handler.ts). */
const codeFields = { language: z.enum(judgeLanguages), limits: limitsSchema };
export const judgeEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('version') }),
  /** Compile and run the given tests in one invocation (POST …/run: the samples travel inline). */
  z.object({ action: z.literal('judge'), source: z.string(), ...codeFields, tests: z.array(judgeTestSchema).min(1) }),
  /**
   * Compile once for the workflow and hand the artifact back when it fits `maxArtifactBytes`;
   * otherwise judge every test (read by URL) here against this one compile.
   */
  z.object({
    action: z.literal('compile'),
    source: z.string(),
    ...codeFields,
    tests: testUrlsSchema,
    maxArtifactBytes: z.number().int().positive(),
  }),
  /** Run one batch of tests against the stored artifact (no compiler); `firstIndex` numbers the results. */
  z.object({
    action: z.literal('run'),
    ...codeFields,
    tests: testUrlsSchema,
    firstIndex: z.number().int().nonnegative(),
    artifact: z.object({ url: packageUrlSchema }),
  }),
]);
export type JudgeEvent = z.infer<typeof judgeEventSchema>;

/** What the judge function answers to `compile`. */
export const compileAnswerSchema = z.object({
  ok: z.boolean(),
  timeMs: z.number(),
  message: z.string().optional(),
  artifact: artifactSchema.optional(),
  /** When there is no artifact to hand on: CE, IE, or every test judged here. */
  judged: z.object({ verdict: verdictSchema, results: z.array(testOutcomeSchema) }).optional(),
});
export type CompileAnswer = z.infer<typeof compileAnswerSchema>;
