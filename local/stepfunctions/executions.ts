import { randomUUID } from 'node:crypto';
import { ExecutionAbortedError, ExecutionError, ExecutionTimeoutError, StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { enforceStateSizeLimit } from './state-size';
import type { TaskOverride } from './task-bindings';

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export interface ExecutionRecord {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: ExecutionStatus;
  startDate: Date;
  stopDate?: Date;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
}

/** Finished executions kept for DescribeExecution; older ones are forgotten. */
const KEEP_FINISHED = 500;

/** The judge state machine of one local runner: its executions and how they end. */
export class LocalStateMachine {
  private readonly machine: StateMachine;
  private readonly executions = new Map<string, ExecutionRecord>();
  private readonly running = new Map<string, { abort: () => void; done: Promise<ExecutionRecord> }>();

  constructor(
    readonly arn: string,
    readonly definition: StateMachineDefinition,
    private readonly overrides: Record<string, TaskOverride>,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    // As in AWS, a state over 256 KB fails the execution (local/stepfunctions/state-size.ts).
    enforceStateSizeLimit();
    // checkArn off: the placeholder function ARNs are never called, every Task has an override.
    this.machine = new StateMachine(definition, { validationOptions: { checkArn: false } });
  }

  get name(): string {
    return this.arn.split(':').at(-1)!;
  }

  /** Starts an execution; `done` settles (never rejects) when it ends, whatever the outcome. */
  start(input: unknown, name: string = randomUUID()): { record: ExecutionRecord; done: Promise<ExecutionRecord> } {
    const [, , , region, account] = this.arn.split(':');
    const record: ExecutionRecord = {
      executionArn: `arn:aws:states:${region}:${account}:express:${this.name}:${name}:${randomUUID()}`,
      stateMachineArn: this.arn,
      name,
      status: 'RUNNING',
      startDate: new Date(),
      input: JSON.stringify(input),
    };
    this.remember(record);
    const execution = this.machine.run(input as never, {
      overrides: { taskResourceLocalHandlers: this.overrides as never },
      context: {
        Execution: {
          Id: record.executionArn,
          Input: input as never,
          Name: name,
          StartTime: record.startDate.toISOString(),
          RoleArn: `arn:aws:iam::${account}:role/local`,
        },
        StateMachine: { Id: this.arn, Name: this.name },
      },
    });
    const done = execution.result.then(
      (output) => this.finish(record, { status: 'SUCCEEDED', output: JSON.stringify(output) }),
      (error: unknown) => this.finish(record, failureOf(error)),
    );
    this.running.set(record.executionArn, { abort: execution.abort, done });
    return { record, done };
  }

  describe(executionArn: string): ExecutionRecord | undefined {
    return this.executions.get(executionArn);
  }

  stop(executionArn: string, error?: string, cause?: string): ExecutionRecord | undefined {
    const running = this.running.get(executionArn);
    const record = this.executions.get(executionArn);
    if (running && record) {
      record.error = error;
      record.cause = cause;
      running.abort();
    }
    return record;
  }

  /** Aborts whatever still runs (the stack is stopping) and waits for it to settle. */
  async abortAll(): Promise<void> {
    const running = [...this.running.values()];
    running.forEach((r) => r.abort());
    await Promise.all(running.map((r) => r.done));
  }

  private finish(record: ExecutionRecord, outcome: Pick<ExecutionRecord, 'status' | 'output' | 'error' | 'cause'>): ExecutionRecord {
    Object.assign(record, { stopDate: new Date() }, outcome.status === 'ABORTED' ? { status: 'ABORTED' } : outcome);
    this.running.delete(record.executionArn);
    if (record.status !== 'SUCCEEDED') this.log(`[stepfunctions] ${record.name} ${record.status}: ${record.error ?? ''} ${record.cause ?? ''}`.trim());
    return record;
  }

  private remember(record: ExecutionRecord): void {
    this.executions.set(record.executionArn, record);
    if (this.executions.size <= KEEP_FINISHED) return;
    for (const [arn, old] of this.executions) {
      if (old.status === 'RUNNING') continue;
      this.executions.delete(arn);
      if (this.executions.size <= KEEP_FINISHED) break;
    }
  }
}

/** How an execution failed, in DescribeExecution's terms (error = the state's error name, cause its message). */
export function failureOf(error: unknown): Pick<ExecutionRecord, 'status' | 'error' | 'cause'> {
  if (error instanceof ExecutionAbortedError) return { status: 'ABORTED' };
  if (error instanceof ExecutionTimeoutError) return { status: 'TIMED_OUT', error: 'States.Timeout', cause: 'The execution timed out.' };
  if (error instanceof ExecutionError && error.cause instanceof Error) {
    return { status: 'FAILED', error: error.cause.name, cause: error.cause.message };
  }
  return { status: 'FAILED', error: error instanceof Error ? error.name : 'States.Runtime', cause: error instanceof Error ? error.message : String(error) };
}
