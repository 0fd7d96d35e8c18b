import type { ExecutionRecord, LocalStateMachine } from './executions';

/** An error of the Step Functions API, as the SDK reads it (status, `__type`, message). */
export class SfnApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** JSON protocol timestamps are epoch seconds. */
const epoch = (date: Date | undefined) => (date ? date.getTime() / 1000 : undefined);

function executionView(r: ExecutionRecord) {
  return {
    executionArn: r.executionArn,
    stateMachineArn: r.stateMachineArn,
    name: r.name,
    status: r.status,
    startDate: epoch(r.startDate),
    stopDate: epoch(r.stopDate),
    input: r.input,
    inputDetails: { included: true },
    ...(r.output !== undefined && { output: r.output, outputDetails: { included: true } }),
    ...(r.error !== undefined && { error: r.error }),
    ...(r.cause !== undefined && { cause: r.cause }),
  };
}

function parseInput(input: unknown): unknown {
  if (input === undefined || input === null || input === '') return {};
  if (typeof input !== 'string') throw new SfnApiError('InvalidExecutionInput', 'input must be a JSON string');
  try {
    return JSON.parse(input);
  } catch {
    throw new SfnApiError('InvalidExecutionInput', 'Invalid State Machine Execution Input: not valid JSON');
  }
}

function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '')
    throw new SfnApiError('ValidationException', `1 validation error detected: Value null at '${field}' failed to satisfy constraint: Member must not be null`);
  return value;
}

/**
 * The operations of `X-Amz-Target: AWSStepFunctions.<Operation>` the local runner answers.
 * The one state machine is EXPRESS, as in AWS: StartExecution runs in the background,
 * StartSyncExecution answers when the execution ends.
 */
export function createOperations(machine: LocalStateMachine, createdAt: Date) {
  const machineOf = (arn: string) => {
    if (arn !== machine.arn) throw new SfnApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
    return machine;
  };
  const executionOf = (arn: string) => {
    const record = machine.describe(arn);
    if (!record) throw new SfnApiError('ExecutionDoesNotExist', `Execution Does Not Exist: '${arn}'`);
    return record;
  };
  return {
    StartExecution: async (body: Record<string, unknown>) => {
      const { record } = machineOf(requireString(body, 'stateMachineArn')).start(parseInput(body.input), body.name as string | undefined);
      return { executionArn: record.executionArn, startDate: epoch(record.startDate) };
    },
    StartSyncExecution: async (body: Record<string, unknown>) => {
      const { done } = machineOf(requireString(body, 'stateMachineArn')).start(parseInput(body.input), body.name as string | undefined);
      const record = await done;
      const billedMs = Math.max(100, Math.ceil(((record.stopDate?.getTime() ?? Date.now()) - record.startDate.getTime()) / 100) * 100);
      return { ...executionView(record), billingDetails: { billedMemoryUsedInMB: 64, billedDurationInMilliseconds: billedMs } };
    },
    DescribeExecution: async (body: Record<string, unknown>) => executionView(executionOf(requireString(body, 'executionArn'))),
    StopExecution: async (body: Record<string, unknown>) => {
      const arn = requireString(body, 'executionArn');
      executionOf(arn);
      machine.stop(arn, body.error as string | undefined, body.cause as string | undefined);
      return { stopDate: epoch(new Date()) };
    },
    DescribeStateMachine: async (body: Record<string, unknown>) => {
      const m = machineOf(requireString(body, 'stateMachineArn'));
      const [, , , , account] = m.arn.split(':');
      return {
        stateMachineArn: m.arn,
        name: m.name,
        status: 'ACTIVE',
        definition: JSON.stringify(m.definition),
        roleArn: `arn:aws:iam::${account}:role/local`,
        type: 'EXPRESS',
        creationDate: epoch(createdAt),
        loggingConfiguration: { level: 'OFF', includeExecutionData: false },
        tracingConfiguration: { enabled: false },
      };
    },
  } satisfies Record<string, (body: Record<string, unknown>) => Promise<unknown>>;
}
