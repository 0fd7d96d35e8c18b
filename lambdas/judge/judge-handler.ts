/**
 * The judge container's handler (judge-images/<language>/Dockerfile bundles this file).
 *
 * PLACEHOLDER until the judge issue (#3): it compiles and runs nothing. Every test is answered
 * with verdict IE "judge not built yet", so a submission never shows a verdict it did not earn.
 * `{ action: 'version' }` is real: it runs the image's toolchain and reports what it printed.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';
import { judgeLanguages, type JudgeLanguage, type Verdict } from '../../contract/judge';
import { toolchainVersionProbes } from './toolchains';

const run = promisify(execFile);

export const JUDGE_NOT_BUILT = 'judge not built yet';

const versionEvent = z.object({ action: z.literal('version') });
const judgeEvent = z.object({
  action: z.literal('judge').default('judge'),
  language: z.enum(judgeLanguages),
  tests: z.array(z.object({ id: z.string() }).loose()),
});

export interface TestResult {
  testId: string;
  verdict: Verdict;
  message: string;
  timeMs: number;
  memoryKb: number;
}

export interface VersionResult {
  language: JudgeLanguage;
  version: string;
}

/** The image's own language: set by its Dockerfile (and by CDK), checked against each request. */
function imageLanguage(): JudgeLanguage {
  return z.enum(judgeLanguages).parse(process.env.JUDGE_LANGUAGE);
}

export async function toolchainVersion(language: JudgeLanguage): Promise<string> {
  const { command, args } = toolchainVersionProbes[language];
  const { stdout, stderr } = await run(command, args, { timeout: 10_000 });
  const firstLine = `${stdout}${stderr}`.trim().split('\n')[0];
  return firstLine ?? '';
}

export function judgeBatch(tests: { id: string }[]): { results: TestResult[] } {
  return {
    results: tests.map((test) => ({ testId: test.id, verdict: 'IE', message: JUDGE_NOT_BUILT, timeMs: 0, memoryKb: 0 })),
  };
}

export async function handler(event: unknown): Promise<VersionResult | { results: TestResult[] }> {
  const language = imageLanguage();
  if (versionEvent.safeParse(event).success) return { language, version: await toolchainVersion(language) };
  const request = judgeEvent.parse(event);
  if (request.language !== language) throw new Error(`this image judges ${language}, not ${request.language}`);
  return judgeBatch(request.tests);
}
