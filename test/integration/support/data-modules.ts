/**
 * The preamble of a data test file: DynamoDB Local with the app's table before the file's tests,
 * then the data modules the file names (imported only after the environment points at the table:
 * they read it when first used), and DynamoDB Local stopped after the tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { startTableHarness, type TableHarness } from './table-harness';

export interface LoadedDataModules<T extends object> {
  /** The modules `load` returned; readable in hooks and tests (from the file's beforeAll on). */
  readonly data: T;
  /** The running DynamoDB Local (its endpoint), likewise from beforeAll on. */
  readonly dynamo: Pick<TableHarness, 'endpoint'>;
}

/**
 * Registers the file's beforeAll and afterAll: starts DynamoDB Local with `table`, sets the Lambda
 * environment (table-harness.ts), then calls `load` (the file's dynamic imports).
 */
export function loadDataModules<T extends object>(table: string, load: () => Promise<T>): LoadedDataModules<T> {
  let harness: TableHarness | undefined;
  let loaded: T | undefined;
  beforeAll(async () => {
    harness = await startTableHarness(table);
    loaded = await load();
  });
  afterAll(async () => {
    await harness?.stop();
  });
  const ready = <V>(value: V | undefined, what: string): V => {
    if (value === undefined) throw new Error(`${what} is used before beforeAll started DynamoDB Local (${table})`);
    return value;
  };
  return {
    data: new Proxy({} as T, { get: (_, key) => Reflect.get(ready(loaded, 'A data module'), key) }),
    dynamo: {
      get endpoint() {
        return ready(harness, 'DynamoDB Local').endpoint;
      },
    },
  };
}
