import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import { judgeTaskBindings } from '../../lib/judge/workflow-states';
import { LOCAL_HOST, localUrl } from '../config';
import { readBody } from '../gateway/http-parts';
import type { HandlerLoader } from '../gateway/lambda-runtime';
import { LocalStateMachine } from './executions';
import { judgeWorkflowDefinition } from './judge-workflow-cache';
import { createOperations, SfnApiError } from './json-protocol';
import { buildTaskOverrides, type TaskBinding } from './task-bindings';

export interface WorkflowAsl {
  definition: object;
  taskBindings: Record<string, TaskBinding>;
}

export interface StepFunctionsOptions {
  port: number;
  stateMachineArn: string;
  loadHandler: HandlerLoader;
  /** Defaults to the judge workflow CDK deploys (lib/judge/workflow-definition.ts). */
  workflow?: WorkflowAsl;
  log?: (line: string) => void;
}

export interface RunningStepFunctions {
  endpoint: string;
  machine: LocalStateMachine;
  stop(): Promise<void>;
}

/** The same ASL the stack deploys (synthesized once per change of the workflow: ./judge-workflow-cache.ts). */
export async function loadJudgeWorkflow(): Promise<WorkflowAsl> {
  return { definition: await judgeWorkflowDefinition(), taskBindings: judgeTaskBindings() };
}

/**
 * A Step Functions endpoint (JSON protocol, `X-Amz-Target: AWSStepFunctions.*`) on 127.0.0.1
 * running the judge workflow on aws-local-stepfunctions, every Task bound to a local handler.
 */
export async function startStepFunctionsLocal(opts: StepFunctionsOptions): Promise<RunningStepFunctions> {
  const log = opts.log ?? (() => undefined);
  const workflow = opts.workflow ?? (await loadJudgeWorkflow());
  const overrides = buildTaskOverrides(workflow.definition, workflow.taskBindings, opts.loadHandler);
  const machine = new LocalStateMachine(opts.stateMachineArn, workflow.definition as StateMachineDefinition, overrides, log);
  const operations: Record<string, (body: Record<string, unknown>) => Promise<unknown>> = createOperations(machine, new Date());

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const target = String(req.headers['x-amz-target'] ?? '');
      const operation = target.startsWith('AWSStepFunctions.') ? operations[target.slice('AWSStepFunctions.'.length)] : undefined;
      const raw = await readBody(req, 1024 * 1024);
      if (req.method !== 'POST' || !operation) throw new SfnApiError('UnknownOperationException', `Operation not supported locally: ${target || req.method}`);
      const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
      send(res, 200, await operation(body));
    } catch (error) {
      if (error instanceof SfnApiError) return send(res, error.status, { __type: error.type, message: error.message }, error.type);
      if (error instanceof SyntaxError)
        return send(res, 400, { __type: 'SerializationException', message: 'Request body is not JSON' }, 'SerializationException');
      log(`[stepfunctions] ${String(error)}`);
      send(res, 500, { __type: 'InternalFailure', message: String(error) }, 'InternalFailure');
    }
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: opts.port, host: LOCAL_HOST }, () => resolve());
  });
  return {
    endpoint: localUrl(opts.port),
    machine,
    async stop() {
      await machine.abortAll();
      server.closeIdleConnections();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(() => server.closeAllConnections(), 1_000).unref();
      });
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown, errorType?: string): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': crypto.randomUUID(),
    ...(errorType && { 'x-amzn-errortype': errorType }),
  });
  res.end(text);
}
