/**
 * The judge workflow (docs/architecture.md §4), defined once: lib/judge/judge.ts deploys it as an Express state
 * machine, and the local stack runs the ASL of `synthesizeJudgeWorkflowAsl()` on
 * aws-local-stepfunctions with task overrides keyed by state name.
 *
 * The state carries ids, limits, batches and per-test figures only: Step Functions fails an
 * execution whose state passes 256 KB (States.DataLimitExceeded, which no Catch catches), so tests,
 * source and the compiled artifact stay in the table and the packages bucket, and the trusted Node
 * tasks hand the judge function short-lived URLs to them (test/infra/judge-state-size.test.ts).
 *
 * States (names are stable: the local runner binds its handlers to them):
 *   "Prepare submission"           Task judge/prepare: marks it running; limits, test count, batches
 *   "Compile submission"           Task judge/compile-submission: the language's judge compiles once;
 *                                       the artifact goes to the packages bucket, or (CE, IE, too
 *                                       large to store) that one call judged everything
 *   "Judge in batches?"            Choice on `$.compiled.judgeInBatches`
 *   "Judge test batches"           Map over `$.batches`, one batch at a time:
 *     "Judge batch"                Task judge/judge-batch: the judge runs the batch against the artifact;
 *                                       after an earlier batch's TLE it answers SKIPPED, judging nothing
 *     "Report batch progress"      Task judge/notify with `type: progress`
 *   "Build internal error result"  Pass reached by Catch from any step before "Record result"
 *   "Record result"                Task judge/record: the verdict, stored once, XP awarded once
 *   "Notify result"                Task judge/notify with `type: result`
 * Whatever still ends an execution without a record (a timeout, a failing record) is finished as IE
 * by the sweeper (lambdas/judge/sweep-stale.ts).
 */
import { App, Duration, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import { resolveDefinitionString } from './resolve-definition';
import { judgeStateNames, judgeTaskBindings, type TaskBinding } from './workflow-states';

export interface JudgeWorkflowFunctions {
  prepare: lambda.IFunction;
  compile: lambda.IFunction;
  judgeBatch: lambda.IFunction;
  record: lambda.IFunction;
  notify: lambda.IFunction;
}

/** Transient Lambda failures worth retrying; a handler's own error is not retried. */
export const lambdaServiceErrors = ['Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException', 'Lambda.TooManyRequestsException'];

function invoke(scope: Construct, name: string, fn: lambda.IFunction, props: Partial<tasks.LambdaInvokeProps> = {}) {
  const task = new tasks.LambdaInvoke(scope, name, {
    lambdaFunction: fn,
    payloadResponseOnly: true,
    retryOnServiceExceptions: false,
    ...props,
  });
  return task.addRetry({ errors: lambdaServiceErrors, interval: Duration.seconds(1), maxAttempts: 3, backoffRate: 2 });
}

/** The iteration of "Judge test batches": judge one batch, then report progress. */
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
  return invoke(scope, judgeStateNames.judgeBatch, fns.judgeBatch, {
    payload: sfn.TaskInput.fromObject({
      submissionId: sfn.JsonPath.stringAt('$.submissionId'),
      problemId: sfn.JsonPath.stringAt('$.problemId'),
      language: sfn.JsonPath.stringAt('$.language'),
      limits: sfn.JsonPath.objectAt('$.limits'),
      batch: sfn.JsonPath.objectAt('$.batch'),
    }),
    resultPath: '$.judged',
  }).next(reportProgress);
}

export function buildJudgeWorkflow(scope: Construct, fns: JudgeWorkflowFunctions): sfn.IChainable {
  const prepare = invoke(scope, judgeStateNames.prepare, fns.prepare);
  const compile = invoke(scope, judgeStateNames.compile, fns.compile, {
    payload: sfn.TaskInput.fromObject({
      submissionId: sfn.JsonPath.stringAt('$.submissionId'),
      problemId: sfn.JsonPath.stringAt('$.problemId'),
      language: sfn.JsonPath.stringAt('$.language'),
      limits: sfn.JsonPath.objectAt('$.limits'),
      testCount: sfn.JsonPath.numberAt('$.testCount'),
    }),
    resultPath: '$.compiled',
  });
  const judgeBatches = new sfn.Map(scope, judgeStateNames.judgeBatches, {
    itemsPath: '$.batches',
    // One batch at a time: progress arrives in order and one submission holds one judge instance.
    maxConcurrency: 1,
    itemSelector: {
      'submissionId.$': '$.submissionId',
      'userId.$': '$.userId',
      'problemId.$': '$.problemId',
      'language.$': '$.language',
      'limits.$': '$.limits',
      'batch.$': '$$.Map.Item.Value',
    },
    resultPath: '$.batchResults',
  }).itemProcessor(judgeOneBatch(scope, fns));

  // Recording is idempotent (a conditional write), so a failed attempt is worth another.
  const record = invoke(scope, judgeStateNames.record, fns.record, { resultPath: '$.record' }).addRetry({
    errors: ['States.TaskFailed'],
    interval: Duration.seconds(2),
    maxAttempts: 2,
    backoffRate: 2,
  });
  const notify = invoke(scope, judgeStateNames.notify, fns.notify, {
    payload: sfn.TaskInput.fromObject({ type: 'result', record: sfn.JsonPath.objectAt('$.record') }),
    resultPath: sfn.JsonPath.DISCARD,
    outputPath: '$.record',
  });
  // The new state is only what recording an IE needs: the caught error's cause (up to 32 KB) is
  // neither copied beside the original nor added to a state that may already be large.
  const internalError = new sfn.Pass(scope, judgeStateNames.internalError, {
    parameters: {
      'submissionId.$': '$.submissionId',
      internalError: { 'error.$': '$.judgeError.Error', 'cause.$': '$.judgeError.Cause' },
    },
  });
  internalError.next(record);
  for (const step of [prepare, compile, judgeBatches]) step.addCatch(internalError, { errors: ['States.ALL'], resultPath: '$.judgeError' });
  judgeBatches.next(record);

  // CE, IE, or an artifact too large to store: the compile step judged everything already.
  const inBatches = new sfn.Choice(scope, judgeStateNames.judgeInBatches)
    .when(sfn.Condition.booleanEquals('$.compiled.judgeInBatches', true), judgeBatches)
    .otherwise(record);
  record.next(notify);
  return prepare.next(compile).next(inBatches);
}

export interface JudgeWorkflowAsl {
  /** Plain ASL: `{ StartAt, States }`. */
  definition: { StartAt: string; States: Record<string, unknown> };
  /** Each Task state name → the Node handler under lambdas/ it invokes. */
  taskBindings: Record<string, TaskBinding>;
}

/**
 * Builds the same chain as the deployed stack in a throwaway stack, with ARN placeholders instead
 * of functions (no assets, so it takes milliseconds), and returns it as plain ASL.
 */
export function synthesizeJudgeWorkflowAsl(): JudgeWorkflowAsl {
  const stack = new Stack(new App(), 'JudgeWorkflowAsl', { env: { account: '000000000000', region: 'us-east-1' } });
  const placeholder = (name: string) => lambda.Function.fromFunctionArn(stack, name, `arn:aws:lambda:us-east-1:000000000000:function:${name}`);
  const chain = buildJudgeWorkflow(stack, {
    prepare: placeholder('judge-prepare'),
    compile: placeholder('judge-compile'),
    judgeBatch: placeholder('judge-batch'),
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
