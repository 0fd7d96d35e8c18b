/**
 * The judge workflow (DESIGN §4), defined once: lib/judge/judge.ts deploys it as an Express state
 * machine, and the local stack runs the ASL of `synthesizeJudgeWorkflowAsl()` on
 * aws-local-stepfunctions with task overrides keyed by state name.
 *
 * States (names are stable: the local runner binds its handlers to them):
 *   "Prepare submission"            Task  judge/prepare: marks it running, loads source, limits, tests
 *   "Route compile by language"     Choice on `$.language`
 *   "Compile <language> submission" Task  that language's judge image, once per submission: returns
 *                                         the artifact, or (CE, IE, artifact too large for the state)
 *                                         the whole judgement
 *   "No judge for this language"    Pass  sets `$.judgeError`, on to the IE result
 *   "Judge in batches?"             Choice on `$.compiled.judgeInBatches`
 *   "Judge test batches"            Map   over `$.batches`, one batch at a time:
 *     "Route by language"           Choice on `$.language`
 *     "Judge <language> batch"      Task  runs the batch against the artifact (no compile)
 *     "Unsupported language"        Fail  (caught by the Map's Catch, so it ends as IE)
 *     "Report batch progress"       Task  judge/notify with `type: progress`
 *   "Build internal error result"   Pass  reached by Catch from any step before "Record result"
 *   "Record result"                 Task  judge/record: the verdict, stored once, XP awarded once
 *   "Notify result"                 Task  judge/notify with `type: result`
 */
import { App, Duration, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import { judgeLanguages, type JudgeLanguage } from '../../contract/judge';
import { judgeWorkflowTasks } from '../../contract/routes';
import { resolveDefinitionString } from './resolve-definition';

export interface JudgeWorkflowFunctions {
  prepare: lambda.IFunction;
  judge: Record<JudgeLanguage, lambda.IFunction>;
  record: lambda.IFunction;
  notify: lambda.IFunction;
}

export const judgeStateNames = {
  prepare: 'Prepare submission',
  judgeBatches: 'Judge test batches',
  routeByLanguage: 'Route by language',
  routeCompile: 'Route compile by language',
  compile: (language: JudgeLanguage) => `Compile ${language} submission`,
  noJudge: 'No judge for this language',
  judgeInBatches: 'Judge in batches?',
  judge: (language: JudgeLanguage) => `Judge ${language} batch`,
  unsupportedLanguage: 'Unsupported language',
  reportProgress: 'Report batch progress',
  internalError: 'Build internal error result',
  record: 'Record result',
  notify: 'Notify result',
} as const;

/** Transient Lambda failures worth retrying; a handler's own error is not retried. */
export const lambdaServiceErrors = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
];

function invoke(scope: Construct, name: string, fn: lambda.IFunction, props: Partial<tasks.LambdaInvokeProps> = {}) {
  const task = new tasks.LambdaInvoke(scope, name, {
    lambdaFunction: fn,
    payloadResponseOnly: true,
    retryOnServiceExceptions: false,
    ...props,
  });
  return task.addRetry({ errors: lambdaServiceErrors, interval: Duration.seconds(1), maxAttempts: 3, backoffRate: 2 });
}

/** A Choice on `$.language` with one branch per judge language; the caller adds `otherwise`. */
function routeByLanguage(scope: Construct, name: string, branch: (language: JudgeLanguage) => sfn.IChainable): sfn.Choice {
  const route = new sfn.Choice(scope, name);
  for (const language of judgeLanguages) route.when(sfn.Condition.stringEquals('$.language', language), branch(language));
  return route;
}

/** The iteration of "Judge test batches": judge one batch with the language's image, then report progress. */
function judgeOneBatch(scope: Construct, fns: JudgeWorkflowFunctions): sfn.IChainable {
  const reportProgress = invoke(scope, judgeStateNames.reportProgress, fns.notify, {
    payload: sfn.TaskInput.fromObject({
      type: 'progress',
      submissionId: sfn.JsonPath.stringAt('$.submissionId'),
      userId: sfn.JsonPath.stringAt('$.userId'),
      batch: sfn.JsonPath.objectAt('$.batch'),
      results: sfn.JsonPath.listAt('$.judged.results'),
    }),
    resultPath: sfn.JsonPath.DISCARD,
    outputPath: '$.judged',
  });
  const route = routeByLanguage(scope, judgeStateNames.routeByLanguage, (language) =>
    invoke(scope, judgeStateNames.judge(language), fns.judge[language], {
      payload: sfn.TaskInput.fromObject({
        action: 'run',
        language: sfn.JsonPath.stringAt('$.language'),
        limits: sfn.JsonPath.objectAt('$.limits'),
        tests: sfn.JsonPath.listAt('$.tests'),
        batch: sfn.JsonPath.objectAt('$.batch'),
        artifact: sfn.JsonPath.objectAt('$.artifact'),
      }),
      resultPath: '$.judged',
    }).next(reportProgress),
  );
  return route.otherwise(
    new sfn.Fail(scope, judgeStateNames.unsupportedLanguage, { error: 'UnsupportedLanguage', causePath: '$.language' }),
  );
}

/** Compile once per submission, with the language's image (DESIGN §4). */
function compileOnce(scope: Construct, fns: JudgeWorkflowFunctions, next: sfn.IChainable, catchTo: sfn.IChainable): sfn.Choice {
  const route = routeByLanguage(scope, judgeStateNames.routeCompile, (language) =>
    invoke(scope, judgeStateNames.compile(language), fns.judge[language], {
      payload: sfn.TaskInput.fromObject({
        action: 'compile',
        language: sfn.JsonPath.stringAt('$.language'),
        source: sfn.JsonPath.stringAt('$.source'),
        limits: sfn.JsonPath.objectAt('$.limits'),
        tests: sfn.JsonPath.listAt('$.tests'),
      }),
      resultPath: '$.compiled',
    })
      .addCatch(catchTo, { errors: ['States.ALL'], resultPath: '$.judgeError' })
      .next(next),
  );
  // Prepare only passes languages the contract knows; should one lack a route, it still ends as IE.
  const noJudge = new sfn.Pass(scope, judgeStateNames.noJudge, {
    result: sfn.Result.fromObject({ Error: 'UnsupportedLanguage', Cause: 'no judge image for this language' }),
    resultPath: '$.judgeError',
  });
  return route.otherwise(noJudge.next(catchTo));
}

export function buildJudgeWorkflow(scope: Construct, fns: JudgeWorkflowFunctions): sfn.IChainable {
  const prepare = invoke(scope, judgeStateNames.prepare, fns.prepare);
  const judgeBatches = new sfn.Map(scope, judgeStateNames.judgeBatches, {
    itemsPath: '$.batches',
    // One batch at a time: progress arrives in order and one submission holds one judge instance.
    maxConcurrency: 1,
    itemSelector: {
      'submissionId.$': '$.submissionId',
      'userId.$': '$.userId',
      'language.$': '$.language',
      'limits.$': '$.limits',
      'tests.$': '$.tests',
      'artifact.$': '$.compiled.artifact',
      'batch.$': '$$.Map.Item.Value',
    },
    resultPath: '$.batchResults',
  }).itemProcessor(judgeOneBatch(scope, fns));

  const record = invoke(scope, judgeStateNames.record, fns.record, { resultPath: '$.record' });
  const notify = invoke(scope, judgeStateNames.notify, fns.notify, {
    payload: sfn.TaskInput.fromObject({ type: 'result', record: sfn.JsonPath.objectAt('$.record') }),
    resultPath: sfn.JsonPath.DISCARD,
    outputPath: '$.record',
  });
  const internalError = new sfn.Pass(scope, judgeStateNames.internalError, {
    parameters: { 'error.$': '$.judgeError.Error', 'cause.$': '$.judgeError.Cause' },
    resultPath: '$.internalError',
  });
  internalError.next(record);
  prepare.addCatch(internalError, { errors: ['States.ALL'], resultPath: '$.judgeError' });
  judgeBatches.addCatch(internalError, { errors: ['States.ALL'], resultPath: '$.judgeError' });
  judgeBatches.next(record);

  // CE, IE, or an artifact too large for the state: the compile step judged everything already.
  const inBatches = new sfn.Choice(scope, judgeStateNames.judgeInBatches)
    .when(sfn.Condition.booleanEquals('$.compiled.judgeInBatches', true), judgeBatches)
    .otherwise(record);
  const compile = compileOnce(scope, fns, inBatches, internalError);
  record.next(notify);
  return prepare.next(compile);
}

export type TaskBinding = { kind: 'node'; handler: string } | { kind: 'judge'; language: JudgeLanguage };

export interface JudgeWorkflowAsl {
  /** Plain ASL: `{ StartAt, States }`. */
  definition: { StartAt: string; States: Record<string, unknown> };
  /** Each Task state name → what it invokes (a Node handler under lambdas/, or a judge image). */
  taskBindings: Record<string, TaskBinding>;
}

export function judgeTaskBindings(): Record<string, TaskBinding> {
  const node = (handler: string): TaskBinding => ({ kind: 'node', handler });
  const bindings: Record<string, TaskBinding> = {
    [judgeStateNames.prepare]: node(judgeWorkflowTasks.prepare.handler),
    [judgeStateNames.reportProgress]: node(judgeWorkflowTasks.notify.handler),
    [judgeStateNames.record]: node(judgeWorkflowTasks.record.handler),
    [judgeStateNames.notify]: node(judgeWorkflowTasks.notify.handler),
  };
  for (const language of judgeLanguages) {
    bindings[judgeStateNames.compile(language)] = { kind: 'judge', language };
    bindings[judgeStateNames.judge(language)] = { kind: 'judge', language };
  }
  return bindings;
}

/**
 * Builds the same chain as the deployed stack in a throwaway stack, with ARN placeholders instead
 * of functions (no assets, so it takes milliseconds), and returns it as plain ASL.
 */
export function synthesizeJudgeWorkflowAsl(): JudgeWorkflowAsl {
  const stack = new Stack(new App(), 'JudgeWorkflowAsl', { env: { account: '000000000000', region: 'us-east-1' } });
  const placeholder = (name: string) =>
    lambda.Function.fromFunctionArn(stack, name, `arn:aws:lambda:us-east-1:000000000000:function:${name}`);
  const judge = Object.fromEntries(judgeLanguages.map((l) => [l, placeholder(`judge-${l}`)])) as Record<JudgeLanguage, lambda.IFunction>;
  const chain = buildJudgeWorkflow(stack, {
    prepare: placeholder('judge-prepare'),
    judge,
    record: placeholder('judge-record'),
    notify: placeholder('judge-notify'),
  });
  const machine = new sfn.StateMachine(stack, 'Judge', {
    definitionBody: sfn.DefinitionBody.fromChainable(chain),
    stateMachineType: sfn.StateMachineType.EXPRESS,
  });
  const cfn = machine.node.defaultChild as sfn.CfnStateMachine;
  const definition = resolveDefinitionString(stack.resolve(cfn.definitionString)) as JudgeWorkflowAsl['definition'];
  return { definition, taskBindings: judgeTaskBindings() };
}
