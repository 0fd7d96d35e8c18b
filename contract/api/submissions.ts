import { z } from 'zod';
import {
  codeRequestSchema,
  judgeLanguages,
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
}) satisfies z.ZodType<TestOutcome>;

export const runResponseSchema = z.object({
  verdict: verdictSchema,
  compile: z.object({ ok: z.boolean(), message: z.string().optional() }),
  tests: z.array(
    testOutcomeSchema.extend({ input: z.string(), expected: z.string(), stdout: z.string(), stderr: z.string(), message: z.string().optional() }),
  ),
}) satisfies z.ZodType<RunResponse>;

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

export const languagesResponseSchema = z.object({
  languages: z.array(z.object({ language: z.enum(judgeLanguages), version: z.string() }) satisfies z.ZodType<LanguageInfo>),
});

const problemParams = z.object({ problemId: problemIdSchema });

/**
 * Spec 2 §8: Submit refused because the plan's weekly problem limit (DESIGN D3) is reached. The
 * submit route answers 403 with this message; the problem screen shows it in a dialog with the title.
 */
export const planLimitReached = {
  title: 'Plan Limit Reached',
  message: 'Weekly problem limit reached. Please upgrade your plan to continue.',
} as const;

/**
 * The submissions feature (lambdas/submissions): the judge's API (issue 3, spec 2 §4.1, §7.1): run
 * the samples synchronously, submit to the workflow, read a result, list the judge's languages.
 */
export const submissionsApi = {
  runCode: defineRoute({
    id: 'RunCode', feature: 'submissions', method: 'POST', path: '/problems/{problemId}/run', access: 'user',
    grants: ['table:read', 'packages:read', 'judge:invoke'],
    params: problemParams,
    body: codeRequestSchema,
    response: runResponseSchema,
  }),
  /**
   * 403 (planLimitReached) when the submission would count a problem beyond the week's limit of the
   * caller's plan: distinct problems per ISO week in the caller's timezone, so re-submitting a
   * problem already counted this week is always accepted (spec 2 §6 "problems per week").
   */
  createSubmission: defineRoute({
    id: 'CreateSubmission', feature: 'submissions', method: 'POST', path: '/problems/{problemId}/submissions', access: 'user',
    grants: ['table:read', 'table:write', 'workflow:start'],
    params: problemParams,
    body: codeRequestSchema,
    response: z.object({ submissionId: z.string() }),
    status: 202,
  }),
  getSubmission: defineRoute({
    id: 'GetSubmission', feature: 'submissions', method: 'GET', path: '/submissions/{submissionId}', access: 'user', grants: ['table:read'],
    params: z.object({ submissionId: submissionIdSchema }),
    response: submissionViewSchema,
  }),
  listJudgeLanguages: defineRoute({
    id: 'ListJudgeLanguages', feature: 'submissions', method: 'GET', path: '/judge/languages', access: 'public',
    grants: ['table:read', 'table:write', 'judge:invoke'],
    response: languagesResponseSchema,
  }),
};
