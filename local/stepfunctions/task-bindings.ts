import { judgeLanguages, type JudgeLanguage } from '@contract/judge';
import { lambdaEnvNames } from '@contract/lambda-env';
import { callHandler, invokeHandler, toLambdaErrorPayload, type HandlerLoader } from '../gateway/lambda-runtime';
import { checkStateSize } from './state-size';

/** What a Task state invokes (lib/judge/workflow-states.ts `judgeTaskBindings`). */
export type TaskBinding = { kind: 'node'; handler: string } | { kind: 'judge'; language: JudgeLanguage };

/** The judge image's handler module: locally it runs in this process on the host's toolchains. */
export const JUDGE_HANDLER = 'judge/judge-handler';

/** A judge function's local name (what JUDGE_FUNCTION_NAMES holds locally and the Invoke endpoint answers to). */
export function localJudgeFunctionName(language: JudgeLanguage): string {
  return `codearena-judge-${language}`;
}

/** JUDGE_FUNCTION_NAMES for the local stack: the run API and the language list invoke these. */
export function localJudgeFunctionEnv(): Record<string, string> {
  const names = Object.fromEntries(judgeLanguages.map((language) => [language, localJudgeFunctionName(language)]));
  return { [lambdaEnvNames.judgeFunctionNames]: JSON.stringify(names) };
}

export function judgeLanguageOfFunction(name: string): JudgeLanguage | undefined {
  return judgeLanguages.find((language) => localJudgeFunctionName(language) === name);
}

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type TaskOverride = (input: JsonValue) => Promise<JsonValue>;

interface AslState {
  Type?: string;
  Resource?: string;
  Iterator?: AslMachine;
  ItemProcessor?: AslMachine;
  Branches?: AslMachine[];
}
interface AslMachine {
  States?: Record<string, AslState>;
}

/** Every Task state of a definition, including those inside Map and Parallel states. */
export function listTaskStates(machine: AslMachine): { name: string; resource: string }[] {
  return Object.entries(machine.States ?? {}).flatMap(([name, state]) => {
    const nested = [state.Iterator, state.ItemProcessor, ...(state.Branches ?? [])].filter((m): m is AslMachine => !!m);
    const own = state.Type === 'Task' ? [{ name, resource: state.Resource ?? '' }] : [];
    return [...own, ...nested.flatMap(listTaskStates)];
  });
}

/**
 * A handler's error as the Lambda integration reports it to the workflow: the error name is the
 * function's errorType, the cause the JSON error payload (what Catch puts under Cause).
 */
/** Step Functions keeps a task failure's cause to this many characters. */
export const MAX_CAUSE_CHARS = 32_768;

export class LambdaFunctionError extends Error {
  constructor(error: unknown) {
    const payload = toLambdaErrorPayload(error);
    super(JSON.stringify({ errorMessage: payload.errorMessage, errorType: payload.errorType, trace: payload.trace }).slice(0, MAX_CAUSE_CHARS));
    this.name = payload.errorType;
  }
}

/**
 * Overrides keyed by state name for aws-local-stepfunctions. A Task without one would call real
 * AWS Lambda, so every Task must be bound: a missing binding is an error here, not at run time.
 */
export function buildTaskOverrides(definition: AslMachine, bindings: Record<string, TaskBinding>, loadHandler: HandlerLoader): Record<string, TaskOverride> {
  const tasks = listTaskStates(definition);
  const unbound = tasks.filter((t) => !bindings[t.name]).map((t) => t.name);
  if (unbound.length > 0) throw new Error(`Judge workflow Task states without a local binding: ${unbound.join(', ')}`);
  return Object.fromEntries(
    tasks.map(({ name, resource }) => {
      const run = bindingRunner(bindings[name]!, loadHandler);
      return [name, lambdaIntegration(resource, run)];
    }),
  );
}

function bindingRunner(binding: TaskBinding, loadHandler: HandlerLoader): (payload: unknown) => Promise<unknown> {
  if (binding.kind === 'node') return (payload) => invokeHandler(loadHandler, binding.handler, payload);
  return (payload) => invokeJudge(loadHandler, binding.language, payload);
}

/**
 * Runs the judge image's handler for one language. Each image has JUDGE_LANGUAGE set by its
 * stage of the judge Dockerfile; here one process serves every language, so it is set just before the call (the
 * handler reads it before its first await, and JavaScript runs that part without interleaving).
 */
export async function invokeJudge(loadHandler: HandlerLoader, language: JudgeLanguage, payload: unknown): Promise<unknown> {
  const fn = await loadHandler(JUDGE_HANDLER);
  const previous = process.env.JUDGE_LANGUAGE;
  process.env.JUDGE_LANGUAGE = language;
  let pending: Promise<unknown>;
  try {
    pending = callHandler(fn, JUDGE_HANDLER, payload);
  } finally {
    if (previous === undefined) delete process.env.JUDGE_LANGUAGE;
    else process.env.JUDGE_LANGUAGE = previous;
  }
  return pending;
}

/**
 * What the state sees of a Lambda call. A function ARN as Resource (payloadResponseOnly) returns the
 * payload itself; `arn:aws:states:::lambda:invoke` takes `{ FunctionName, Payload }` and returns the
 * Invoke response around the payload, as Step Functions does.
 */
export function lambdaIntegration(resource: string, run: (payload: unknown) => Promise<unknown>): TaskOverride {
  const optimized = resource.startsWith('arn:aws:states:::lambda:invoke');
  return async (input) => {
    const payload = optimized ? ((input as { Payload?: unknown } | null)?.Payload ?? {}) : input;
    checkStateSize('task input', payload);
    let result: unknown;
    try {
      result = await run(payload);
    } catch (error) {
      throw new LambdaFunctionError(error);
    }
    const json = (result ?? null) as JsonValue;
    // A task's result counts before ResultSelector and ResultPath: a large one fails even when discarded.
    checkStateSize('task result', json);
    if (!optimized) return json;
    return {
      ExecutedVersion: '$LATEST',
      Payload: json,
      SdkHttpMetadata: { HttpStatusCode: 200 },
      SdkResponseMetadata: { RequestId: crypto.randomUUID() },
      StatusCode: 200,
    };
  };
}
