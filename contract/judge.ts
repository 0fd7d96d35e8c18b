import { z } from 'zod';

/** The languages the judge runs; each has one image under judge-images/<language>/. */
export const judgeLanguages = ['cpp', 'python', 'java', 'javascript'] as const;
export type JudgeLanguage = (typeof judgeLanguages)[number];

/** One verdict enum for the judge, the server and the web app (DESIGN §4). */
export const verdicts = ['AC', 'WA', 'TLE', 'MLE', 'RE', 'OLE', 'CE', 'IE'] as const;
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
    outputKb: z.number().int().positive().max(64 * 1024).optional(),
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
