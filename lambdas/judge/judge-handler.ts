/**
 * The judge container's handler (judge-images/Dockerfile bundles this file into each language's image; locally the
 * workflow's Node tasks and the run API reach it through the Lambda Invoke endpoint, in-process on
 * the host toolchains). It only computes: its role may write logs and nothing else, it reads its
 * tests and artifact through the presigned URLs it is given, and it returns results to its caller.
 *
 * Compile once per submission (docs/architecture.md §4): "compile" returns the artifact, which the trusted
 * "Compile submission" task stores in the packages bucket; each "run" reads it back and runs its
 * batch with no compiler. An artifact too large to hand back makes "compile" judge every test itself.
 */
import { z } from 'zod';
import { judgeLanguages, MAX_TEST_MESSAGE_CHARS, MAX_TEST_STDERR_CHARS, type JudgeLanguage, type JudgeResult, type Verdict } from '@contract/judge';
import { artifactStateBytes } from './core/artifact';
import { compileSubmission, judge, toolchainVersion } from './core/index';
import { fetchArtifact, fetchTests } from './fetch-package';
import { judgeEventSchema, type CompileAnswer, type TestOutcomeItem as Outcome } from './submission';

/** The image's own language: set by its Dockerfile (and by CDK), checked against each request. */
function imageLanguage(): JudgeLanguage {
  return z.enum(judgeLanguages).parse(process.env.JUDGE_LANGUAGE);
}

/** Verdicts whose message says what the run did (exit code, signal, limit): WA's says nothing more, IE's is for operators. */
const EXPLAINED: ReadonlySet<Verdict> = new Set(['RE', 'TLE', 'MLE', 'OLE']);

/**
 * Per-test figures, and why a test failed: the judge's message, bounded, and when the first failed
 * test of these is a runtime error, the end of its standard error (the traceback's last lines):
 * only the submission's first failed test can show it, so one a batch is all the state carries.
 * "Record result" keeps it for a sample only; no other output ever enters the workflow state.
 */
export function outcomes(result: JudgeResult, firstIndex = 0): Outcome[] {
  const firstFailed = result.tests.findIndex((t) => t.verdict !== 'AC' && t.verdict !== 'SKIPPED');
  return result.tests.map((t, i) => ({
    index: firstIndex + i,
    verdict: t.verdict,
    timeMs: t.timeMs,
    memoryKb: t.memoryKb,
    ...(EXPLAINED.has(t.verdict) && t.message ? { message: t.message.slice(0, MAX_TEST_MESSAGE_CHARS) } : {}),
    ...(i === firstFailed && t.verdict === 'RE' && t.stderr.trim() ? { stderr: t.stderr.slice(-MAX_TEST_STDERR_CHARS) } : {}),
  }));
}

/**
 * A compile that collects the artifact runs no test, but the judge's input needs one: this stands
 * in until the tests are really needed (then they are read by URL).
 */
const NO_TEST_YET = [{ input: '', expected: '' }];

export async function handler(event: unknown): Promise<unknown> {
  const language = imageLanguage();
  const request = judgeEventSchema.parse(event);
  if (request.action === 'version') return { language, version: await toolchainVersion(language) };
  if (request.language !== language) throw new Error(`this image judges ${language}, not ${request.language}`);
  switch (request.action) {
    case 'judge':
      return judge({ language, source: request.source, limits: request.limits, tests: request.tests });
    case 'compile': {
      const { limits, source } = request;
      // Collect whatever the compile leaves; its size decides below whether it can travel.
      const compiled = await compileSubmission({ language, source, limits, tests: NO_TEST_YET }, undefined, Number.POSITIVE_INFINITY);
      const base = { ok: compiled.compile.ok, timeMs: compiled.compile.timeMs, ...(compiled.compile.message ? { message: compiled.compile.message } : {}) };
      if (!compiled.artifact) {
        // CE or IE: no test ran, nothing to hand on.
        return { ...base, judged: { verdict: compiled.result!.verdict, results: [] } } satisfies CompileAnswer;
      }
      if (artifactStateBytes(compiled.artifact) <= request.maxArtifactBytes) return { ...base, artifact: compiled.artifact } satisfies CompileAnswer;
      // Too large to hand back: every test runs here, against this same compile.
      const tests = await fetchTests(request.tests.urls);
      const result = await judge({ language, source: '', limits, tests }, undefined, compiled.artifact);
      return { ...base, judged: { verdict: result.verdict, results: outcomes(result) } } satisfies CompileAnswer;
    }
    case 'run': {
      const [tests, artifact] = await Promise.all([fetchTests(request.tests.urls), fetchArtifact(request.artifact.url)]);
      const result = await judge({ language, source: '', limits: request.limits, tests }, undefined, artifact);
      return { results: outcomes(result, request.firstIndex) };
    }
  }
}

/** The C++ image runs this at build time to bake the precompiled header into the image. */
export { warmUp } from './core/index';
