import { z } from 'zod';
import {
  codeRequestSchema,
  judgeLanguages,
  judgeMessages,
  testFailureShape,
  utf8Bytes,
  verdictSchema,
  type LanguageInfo,
  type RunResponse,
  type SubmissionView,
  type TestOutcome,
} from '../judge';
import { defineRoute } from '../http/route';
import { problemIdSchema, submissionIdSchema } from './ids';

const testOutcomeSchema = z.object({
  index: z.number().int(),
  verdict: verdictSchema,
  timeMs: z.number(),
  memoryKb: z.number(),
  ...testFailureShape,
}) satisfies z.ZodType<TestOutcome>;

export const runResponseSchema = z.object({
  verdict: verdictSchema,
  compile: z.object({ ok: z.boolean(), message: z.string().optional() }),
  tests: z.array(testOutcomeSchema.extend({ input: z.string(), expected: z.string(), stdout: z.string(), stderr: z.string(), message: z.string().optional() })),
}) satisfies z.ZodType<RunResponse>;

/** The largest input "Run on my own input" takes: a hand-written test, not a data file. */
export const MAX_CUSTOM_INPUT_BYTES = 64 * 1024;

export const customRunRequestSchema = codeRequestSchema.extend({
  stdin: z
    .string()
    .max(MAX_CUSTOM_INPUT_BYTES, judgeMessages.inputTooLarge)
    .refine((s) => utf8Bytes(s) <= MAX_CUSTOM_INPUT_BYTES, judgeMessages.inputTooLarge),
});

/**
 * How a run on the student's own input ended. There is no expected output to compare with, so a
 * program that ran to its end within the limits is simply OK; the rest are the judge's verdicts.
 */
export const customRunOutcomes = ['OK', 'TLE', 'MLE', 'RE', 'OLE', 'CE', 'IE'] as const;
export type CustomRunOutcome = (typeof customRunOutcomes)[number];

export const customRunResponseSchema = z.object({
  outcome: z.enum(customRunOutcomes),
  compile: z.object({ ok: z.boolean(), message: z.string().optional() }),
  stdout: z.string(),
  stderr: z.string(),
  timeMs: z.number(),
  memoryKb: z.number(),
  message: z.string().optional(),
});
export type CustomRunResponse = z.infer<typeof customRunResponseSchema>;

export const submissionViewSchema = z.object({
  submissionId: z.string(),
  problemId: z.string(),
  language: z.enum(judgeLanguages),
  status: z.enum(['queued', 'running', 'done']),
  verdict: verdictSchema.optional(),
  compileMessage: z.string().optional(),
  passedTests: z.number().optional(),
  totalTests: z.number().optional(),
  tests: z.array(testOutcomeSchema),
  xpAwarded: z.number().optional(),
  sourceBytes: z.number(),
  source: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
}) satisfies z.ZodType<SubmissionView>;

/** A row of "My submissions" on a problem's page: no code (GET /submissions/{id} has it). */
export const submissionSummarySchema = submissionViewSchema.pick({
  submissionId: true,
  problemId: true,
  language: true,
  status: true,
  verdict: true,
  passedTests: true,
  totalTests: true,
  xpAwarded: true,
  sourceBytes: true,
  createdAt: true,
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

/** The code saved on the server for a problem (Save on the solving screen), one per user and problem. */
export const codeDraftSchema = z.object({ language: z.enum(judgeLanguages), source: z.string(), savedAt: z.string() });
export type CodeDraft = z.infer<typeof codeDraftSchema>;

/** "My submissions" shows the latest this many. */
export const MY_SUBMISSIONS_SHOWN = 20;

/**
 * Submit: the code, and the solving screen's timer (docs/requirements/practice.md §6: it counts from the screen's start
 * and stops on submit). The timer is the student's own measure of their own solving time, shown
 * back only to them (dashboard, problems list): nothing is ranked or rewarded by it.
 */
export const submitRequestSchema = codeRequestSchema.extend({
  elapsedSeconds: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 24 * 3600)
    .optional(),
});

export const languagesResponseSchema = z.object({
  languages: z.array(z.object({ language: z.enum(judgeLanguages), version: z.string() }) satisfies z.ZodType<LanguageInfo>),
});

const problemParams = z.object({ problemId: problemIdSchema });

export const weeklyProblemQuotaSchema = z.object({ used: z.number().int().nonnegative(), limit: z.number().int().min(-1), counted: z.boolean() });
export type WeeklyProblemQuota = z.infer<typeof weeklyProblemQuotaSchema>;

/** Whether a submission of the problem would be refused by the plan's weekly limit (the server's check, in advance). */
export function weeklyQuotaReached({ used, limit, counted }: WeeklyProblemQuota): boolean {
  return limit >= 0 && used >= limit && !counted;
}

/**
 * docs/requirements/practice.md §8: Submit refused because the plan's weekly problem limit (docs/decisions/D03) is reached. The
 * submit route answers 403 with this message; the problem screen shows it in a dialog with the title.
 */
export const planLimitReached = {
  title: 'Plan Limit Reached',
  message: 'Weekly problem limit reached. Please upgrade your plan to continue.',
} as const;

/**
 * The submissions feature (lambdas/submissions): the judge's API (docs/requirements/practice.md §5–§7, docs/architecture.md §4): run
 * the samples synchronously, submit to the workflow, read a result, list the judge's languages.
 */
export const submissionsApi = {
  runCode: defineRoute({
    id: 'RunCode',
    feature: 'submissions',
    method: 'POST',
    path: '/problems/{problemId}/run',
    access: 'user',
    grants: ['table:read', 'table:write', 'packages:read', 'judge:invoke'],
    params: problemParams,
    body: codeRequestSchema,
    response: runResponseSchema,
  }),
  /**
   * Run on my own input (beyond the spec; the most asked-for feature of peer judges): the program on
   * any stdin, under the problem's limits; its output, time and memory. No quota, nothing stored;
   * with Run, at most the plan's runs a minute (contract/metering.ts: 429 with Retry-After).
   */
  runCustomInput: defineRoute({
    id: 'RunCustomInput',
    feature: 'submissions',
    method: 'POST',
    path: '/problems/{problemId}/run-custom',
    access: 'user',
    grants: ['table:read', 'table:write', 'judge:invoke'],
    params: problemParams,
    body: customRunRequestSchema,
    response: customRunResponseSchema,
  }),
  /**
   * 403 (planLimitReached) when the submission would count a problem beyond the week's limit of the
   * caller's plan: distinct problems per ISO week in the caller's timezone, so re-submitting a
   * problem already counted this week is always accepted (docs/requirements/plans.md §1 "problems per week").
   */
  createSubmission: defineRoute({
    id: 'CreateSubmission',
    feature: 'submissions',
    method: 'POST',
    path: '/problems/{problemId}/submissions',
    access: 'user',
    grants: ['table:read', 'table:write', 'workflow:start'],
    params: problemParams,
    body: submitRequestSchema,
    response: z.object({ submissionId: z.string() }),
    status: 202,
  }),
  /** The caller's server draft of the problem, or null when they never saved one. */
  getCodeDraft: defineRoute({
    id: 'GetCodeDraft',
    feature: 'submissions',
    method: 'GET',
    path: '/problems/{problemId}/draft',
    access: 'user',
    grants: ['table:read'],
    params: problemParams,
    response: z.object({ draft: codeDraftSchema.nullable() }),
  }),
  /** Save (docs/requirements/practice.md §4): replaces the caller's draft of the problem; 404 for an unknown problem. */
  saveCodeDraft: defineRoute({
    id: 'SaveCodeDraft',
    feature: 'submissions',
    method: 'PUT',
    path: '/problems/{problemId}/draft',
    access: 'user',
    grants: ['table:read', 'table:write'],
    params: problemParams,
    body: codeRequestSchema,
    response: codeDraftSchema,
  }),
  /** The caller's own submissions of the problem, newest first, the latest MY_SUBMISSIONS_SHOWN, and how many there are. */
  listMySubmissions: defineRoute({
    id: 'ListMySubmissions',
    feature: 'submissions',
    method: 'GET',
    path: '/problems/{problemId}/submissions',
    access: 'user',
    grants: ['table:read'],
    params: problemParams,
    response: z.object({
      submissions: z.array(submissionSummarySchema).max(MY_SUBMISSIONS_SHOWN),
      /** Every submission of the problem by the caller, however many are listed: the attempt counter. */
      total: z.number().int(),
      /**
       * The plan's weekly problem quota as it stands for this problem: problems counted this week,
       * the limit (-1: unlimited) and whether this problem is counted already (submitting it again
       * costs nothing). Submit would be refused (planLimitReached) when `weeklyQuotaReached` says
       * so: the screen disables it beforehand. Absent when the caller's plan could not be read.
       */
      quota: weeklyProblemQuotaSchema.optional(),
    }),
  }),
  getSubmission: defineRoute({
    id: 'GetSubmission',
    feature: 'submissions',
    method: 'GET',
    path: '/submissions/{submissionId}',
    access: 'user',
    grants: ['table:read'],
    params: z.object({ submissionId: submissionIdSchema }),
    response: submissionViewSchema,
  }),
  listJudgeLanguages: defineRoute({
    id: 'ListJudgeLanguages',
    feature: 'submissions',
    method: 'GET',
    path: '/judge/languages',
    access: 'public',
    grants: ['table:read', 'table:write', 'judge:invoke'],
    response: languagesResponseSchema,
  }),
};
