import { z } from 'zod';

/** The languages the judge runs; each has one image, the build target of its name in judge-images/Dockerfile. */
export const judgeLanguages = ['cpp', 'python', 'java', 'javascript'] as const;
export type JudgeLanguage = (typeof judgeLanguages)[number];

/** How screens name the judge's languages. */
export const judgeLanguageLabels: Record<JudgeLanguage, string> = { cpp: 'C++', python: 'Python', java: 'Java', javascript: 'JavaScript' };

/**
 * One verdict enum for the judge, the server and the web app (docs/architecture.md §4). SKIPPED is a test's
 * only, never a submission's: not run, because an earlier test was TLE and the judge stops there.
 */
export const verdicts = ['AC', 'WA', 'TLE', 'MLE', 'RE', 'OLE', 'CE', 'IE', 'SKIPPED'] as const;
export type Verdict = (typeof verdicts)[number];
export const verdictSchema = z.enum(verdicts);

/** What the judge core takes (lambdas/judge/core): one submission and the tests to run it against. */
export const judgeInputSchema = z.object({
  language: z.enum(judgeLanguages),
  source: z.string().max(64 * 1024, 'Source code is larger than 64 KB'),
  tests: z.array(z.object({ input: z.string(), expected: z.string() })).min(1),
  limits: z.object({
    timeMs: z.number().int().positive().max(20_000),
    memoryMb: z.number().int().min(16).max(1024),
    outputKb: z
      .number()
      .int()
      .positive()
      .max(64 * 1024)
      .optional(),
  }),
});
export type JudgeInput = z.infer<typeof judgeInputSchema>;

export const judgeTestResultSchema = z.object({
  verdict: verdictSchema,
  timeMs: z.number(),
  wallMs: z.number(),
  memoryKb: z.number(),
  stdout: z.string(),
  stderr: z.string(),
  exitCode: z.number().int().optional(),
  signal: z.string().optional(),
  message: z.string().optional(),
});
export type JudgeTestResult = z.infer<typeof judgeTestResultSchema>;

/** What the judge core returns: the compile step, one result per test (in input order) and the overall verdict. */
export const judgeResultSchema = z.object({
  compile: z.object({ ok: z.boolean(), message: z.string().optional(), timeMs: z.number() }),
  tests: z.array(judgeTestResultSchema),
  verdict: verdictSchema,
});
export type JudgeResult = z.infer<typeof judgeResultSchema>;

/** The largest source the API accepts (the judge's own limit above). */
export const MAX_SOURCE_BYTES = 64 * 1024;

/** A problem's tests at most (its package in the packages bucket, one object per test). */
export const MAX_TESTS_PER_PROBLEM = 20;
/** One test's input plus expected output at most, as UTF-8: the judge reads it by reference, never in a workflow state. */
export const MAX_TEST_BYTES = 8 * 1024 * 1024;

/** What the judge API answers with, word for word (docs/requirements/practice.md §7, §8). */
export const judgeMessages = {
  unsupportedLanguage: 'Unsupported language',
  sourceTooLarge: 'Source code is too large (64 KB at most).',
  sourceEmpty: 'Write some code before running it.',
  problemNotFound: 'Problem not found.',
  submissionNotFound: 'Submission not found.',
  runFailed: 'Failed to execute code. Please try again.',
  submitFailed: 'Failed to submit code. Please try again.',
  inputTooLarge: 'Input is too large (64 KB at most).',
} as const;

/** Bytes of a text as UTF-8 (the browser has no Buffer). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The body of run and submit (POST /problems/{problemId}/run and …/submissions). */
export const codeRequestSchema = z.object({
  language: z
    .string()
    .max(20, judgeMessages.unsupportedLanguage)
    .refine((l): l is JudgeLanguage => (judgeLanguages as readonly string[]).includes(l), judgeMessages.unsupportedLanguage),
  source: z
    .string()
    .min(1, judgeMessages.sourceEmpty)
    // UTF-16 units never outnumber UTF-8 bytes: this bound only spares the byte count on huge input.
    .max(MAX_SOURCE_BYTES, judgeMessages.sourceTooLarge)
    .refine((s) => utf8Bytes(s) <= MAX_SOURCE_BYTES, judgeMessages.sourceTooLarge),
});
export type CodeRequest = { language: JudgeLanguage; source: string };

/**
 * Test status on the problem screen (docs/requirements/practice.md §6): na, running, passed, failed; and skipped: not
 * run, because an earlier test exceeded the time limit (a SKIPPED verdict, never passed or failed).
 */
export const testStates = ['running', 'passed', 'failed', 'skipped'] as const;
export type TestState = (typeof testStates)[number];

/** A failed test's reason in the judge's own words, at most (the run's exit code, signal or the limit it exceeded). */
export const MAX_TEST_MESSAGE_CHARS = 200;
/** What a submission keeps of a failed sample's standard error, at most: its end, where a traceback names the error. */
export const MAX_TEST_STDERR_CHARS = 1024;

/**
 * Why a judged test failed, as a submission keeps it: the judge's `message` for any failed test (it
 * is the judge's text, never the program's), and the `stderr` tail of the first failed test only
 * when that test is a sample, whose input the student sees anyway. A hidden test's standard error is
 * never kept: a program could print its input there.
 */
export const testFailureShape = {
  message: z.string().max(MAX_TEST_MESSAGE_CHARS).optional(),
  stderr: z.string().max(MAX_TEST_STDERR_CHARS).optional(),
};

/** One test as a user sees it: no hidden input or expected output, ever. */
export interface TestOutcome {
  index: number;
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  /** Why it failed, in the judge's words (testFailureShape). */
  message?: string;
  /** The end of its standard error: a failed sample's only (testFailureShape). */
  stderr?: string;
}

/** POST /problems/{problemId}/run: the sample tests, with what the program printed. */
export interface RunResponse {
  verdict: Verdict;
  compile: { ok: boolean; message?: string };
  tests: (TestOutcome & { input: string; expected: string; stdout: string; stderr: string; message?: string })[];
}

export type SubmissionStatus = 'queued' | 'running' | 'done';

/** GET /submissions/{submissionId} (and the 202 of a submit, with only its id). */
export interface SubmissionView {
  submissionId: string;
  problemId: string;
  language: JudgeLanguage;
  status: SubmissionStatus;
  verdict?: Verdict;
  compileMessage?: string;
  passedTests?: number;
  totalTests?: number;
  tests: TestOutcome[];
  xpAwarded?: number;
  sourceBytes: number;
  /** The owner's own code, so the problem screen can restore a submitted state (docs/requirements/practice.md §6). */
  source: string;
  createdAt: string;
  finishedAt?: string;
}

/** GET /judge/languages: each language with the version its judge image reports. */
export interface LanguageInfo {
  language: JudgeLanguage;
  version: string;
}

/** What the server pushes over the WebSocket while a submission is judged. */
export type JudgeServerMessage =
  | { type: 'judge_progress'; submissionId: string; tests: { index: number; state: TestState }[] }
  | {
      type: 'judge_result';
      submissionId: string;
      verdict: Verdict;
      passedTests: number;
      totalTests: number;
      xpAwarded: number;
      compileMessage?: string;
      tests: TestOutcome[];
    };
