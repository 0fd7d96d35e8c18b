/**
 * Calls a language's judge function directly (Lambda Invoke, RequestResponse): the synchronous
 * run API and the language versions here, the workflow's compile and batch tasks through
 * `invokeJudgeFunction` (lambdas/judge/workflow-calls.ts). Locally AWS_ENDPOINT_URL_LAMBDA points the same client at the
 * local gateway's Invoke endpoint, which runs the judge handler in-process.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { z } from 'zod';
import { judgeLanguages, judgeResultSchema, type JudgeLanguage, type JudgeResult } from '@contract/judge';
import { tracedClient } from '../shared/telemetry';
import { requireEnv } from '../shared/env';

const lambdaClient = tracedClient(() => new LambdaClient({}));

const functionNamesSchema = z.record(z.enum(judgeLanguages), z.string().min(1));

export class JudgeUnavailable extends Error {
  override name = 'JudgeUnavailable';
}

export function judgeFunctionName(language: JudgeLanguage): string {
  return functionNamesSchema.parse(JSON.parse(requireEnv('judgeFunctionNames')))[language];
}

/** One invocation of the language's judge function with `event`; its answer, unchecked. */
export async function invokeJudgeFunction(language: JudgeLanguage, event: unknown): Promise<unknown> {
  const response = await lambdaClient().send(
    new InvokeCommand({ FunctionName: judgeFunctionName(language), Payload: new TextEncoder().encode(JSON.stringify(event)) }),
  );
  const text = new TextDecoder().decode(response.Payload ?? new Uint8Array());
  if (response.FunctionError) throw new JudgeUnavailable(`judge ${language} failed: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/** Compiles once and runs the given tests in one invocation. */
export async function invokeJudge(
  language: JudgeLanguage,
  request: { source: string; limits: { timeMs: number; memoryMb: number }; tests: { input: string; expected: string }[] },
): Promise<JudgeResult> {
  return judgeResultSchema.parse(await invokeJudgeFunction(language, { action: 'judge', language, ...request }));
}

/** The toolchain version the language's image reports. */
export async function invokeJudgeVersion(language: JudgeLanguage): Promise<string> {
  const answer = z.object({ version: z.string() }).parse(await invokeJudgeFunction(language, { action: 'version' }));
  return answer.version;
}
