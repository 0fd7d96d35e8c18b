/**
 * The judge container's handler (judge-images/<language>/Dockerfile bundles this file; locally the
 * Step Functions runner and the Lambda Invoke endpoint call it in-process on the host toolchains).
 * It only computes: it has no AWS permission and no network, and returns results to its caller.
 *
 * Compile once per submission (DESIGN §4): the workflow's "Compile" step compiles and returns the
 * artifact, which travels in the state to every batch ("run": no compiler runs again); when the
 * artifact is too large for the state, that same step judges every test against its one compile.
 */
import { z } from 'zod';
import { judgeLanguages, type JudgeLanguage, type JudgeResult } from '../../contract/judge';
import { compileSubmission, judge, toolchainVersion } from './core/index';
import { judgeEventSchema, type Compiled, type TestOutcomeItem as Outcome } from './submission';

/** The image's own language: set by its Dockerfile (and by CDK), checked against each request. */
function imageLanguage(): JudgeLanguage {
  return z.enum(judgeLanguages).parse(process.env.JUDGE_LANGUAGE);
}

/** Per-test figures only: outputs stay out of the workflow state and the stored submission. */
export function outcomes(result: JudgeResult, firstIndex = 0): Outcome[] {
  return result.tests.map((t, i) => ({ index: firstIndex + i, verdict: t.verdict, timeMs: t.timeMs, memoryKb: t.memoryKb }));
}

export async function handler(event: unknown): Promise<unknown> {
  const language = imageLanguage();
  const request = judgeEventSchema.parse(event);
  if (request.action === 'version') return { language, version: await toolchainVersion(language) };
  if (request.language !== language) throw new Error(`this image judges ${language}, not ${request.language}`);
  switch (request.action) {
    case 'judge':
      return judge({ language, source: request.source, limits: request.limits, tests: request.tests });
    case 'compile': {
      const compiled = await compileSubmission({ language, source: request.source, limits: request.limits, tests: request.tests });
      const base = { ok: compiled.compile.ok, timeMs: compiled.compile.timeMs, ...(compiled.compile.message ? { message: compiled.compile.message } : {}) };
      if (compiled.artifact) return { ...base, judgeInBatches: true, artifact: compiled.artifact } satisfies Compiled;
      const result = compiled.result!;
      return { ...base, judgeInBatches: false, verdict: result.verdict, results: outcomes(result) } satisfies Compiled;
    }
    case 'run': {
      const { start, end } = request.batch;
      const tests = request.tests.slice(start, end);
      const result = await judge({ language, source: '', limits: request.limits, tests }, undefined, request.artifact);
      return { results: outcomes(result, start) };
    }
  }
}

/** The C++ image runs this at build time to bake the precompiled header into the image. */
export { warmUp } from './core/index';
