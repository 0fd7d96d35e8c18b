/**
 * The judge workflow's calls to a language's judge function (lambdas/platform/invoke-judge.ts):
 * compile once, then run batches of tests against the stored artifact.
 */
import type { JudgeLanguage } from '@contract/judge';
import { invokeJudgeFunction } from '../platform/invoke-judge';
import { batchResultSchema, compileAnswerSchema, type BatchResult, type CompileAnswer, type JudgeEvent } from './submission';

type Request<A extends JudgeEvent['action']> = Omit<Extract<JudgeEvent, { action: A }>, 'action' | 'language'>;

/** Compiles once for the workflow (the answer carries the artifact, or the whole judgement). */
export async function invokeJudgeCompile(language: JudgeLanguage, request: Request<'compile'>): Promise<CompileAnswer> {
  return compileAnswerSchema.parse(await invokeJudgeFunction(language, { action: 'compile', language, ...request }));
}

/** Runs one batch of tests against a stored artifact. */
export async function invokeJudgeRun(language: JudgeLanguage, request: Request<'run'>): Promise<BatchResult> {
  return batchResultSchema.parse(await invokeJudgeFunction(language, { action: 'run', language, ...request }));
}
