/**
 * Step Functions' payload limit, enforced locally as AWS does: a state's input or output, or a
 * task's result, over 256 KiB (as UTF-8 JSON) fails the execution with States.DataLimitExceeded,
 * which neither Retry nor Catch (not even States.ALL) handles. aws-local-stepfunctions has no such
 * check, so without this a workflow that would die in AWS passes every local test.
 */
import { StateMachine } from 'aws-local-stepfunctions';

export const STATE_SIZE_LIMIT_BYTES = 256 * 1024;

/** Bytes of a state value as Step Functions counts them: its JSON text in UTF-8. */
export function stateBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value ?? null));
}

/**
 * The error AWS raises. aws-local-stepfunctions reads `isRetryable` and `isCatchable` from a
 * thrown error (its own terminal errors set both false), so no Retry or Catch matches this one.
 */
export class DataLimitExceeded extends Error {
  override name = 'States.DataLimitExceeded';
  readonly isRetryable = false;
  readonly isCatchable = false;
}

export function checkStateSize(what: string, value: unknown): void {
  const bytes = stateBytes(value);
  if (bytes > STATE_SIZE_LIMIT_BYTES) {
    throw new DataLimitExceeded(`The ${what} has ${bytes} bytes, more than the ${STATE_SIZE_LIMIT_BYTES} Step Functions allows.`);
  }
}

interface EventLogger {
  dispatchStateEnteredEvent(name: string, type: string, input: unknown): void;
  dispatchStateExitedEvent(name: string, type: string, input: unknown, output: unknown): void;
}
type Execute = (this: unknown, input: unknown, options: { eventLogger: EventLogger }, cleanup: () => void) => Promise<unknown>;
const installed = Symbol.for('codearena.stateSizeLimit');

/**
 * Checks every state's input as it is entered and its output as it is left, in every machine the
 * library runs (Map iterations build machines of their own, of the same class). The library calls
 * its event logger synchronously between states, inside the execution loop but outside any
 * state's Retry and Catch; a throw there fails the execution as AWS does. The hook wraps that
 * logger in StateMachine's (private) `execute`: test/local/stepfunctions.test.ts pins the
 * behaviour, so a library update that moves it fails a test instead of silently dropping the check.
 */
export function enforceStateSizeLimit(): void {
  const prototype = StateMachine.prototype as unknown as { execute: Execute; [installed]?: true };
  if (prototype[installed]) return;
  const execute = prototype.execute;
  if (typeof execute !== 'function') throw new Error('aws-local-stepfunctions changed: StateMachine.execute is gone');
  prototype.execute = function (input, options, cleanup) {
    return execute.call(this, input, { ...options, eventLogger: sizeChecking(options.eventLogger) }, cleanup);
  };
  prototype[installed] = true;
}

function sizeChecking(logger: EventLogger): EventLogger {
  return new Proxy(logger, {
    get(target, property) {
      if (property === 'dispatchStateEnteredEvent') {
        return (name: string, type: string, input: unknown) => {
          checkStateSize(`input of state "${name}"`, input);
          target.dispatchStateEnteredEvent(name, type, input);
        };
      }
      if (property === 'dispatchStateExitedEvent') {
        return (name: string, type: string, input: unknown, output: unknown) => {
          checkStateSize(`output of state "${name}"`, output);
          target.dispatchStateExitedEvent(name, type, input, output);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
