/**
 * The app's table in this worker's shared DynamoDB Local (test/support/shared-dynamodb.ts), and the
 * Lambda environment pointed at it, for the data module's tests. Set up before any data module is
 * imported (they read the environment when first used).
 */
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { dropTable, ensureTable, localDynamoDbClient } from '../../../local/dynamodb';
// The run's provided endpoints are declared there.
import type {} from '../../support/shared-dynamodb';

export interface TableHarness {
  readonly endpoint: string;
  /** The table's name: `table` with this worker's number (files side by side get tables of their own). */
  readonly table: string;
  stop(): Promise<void>;
}

/** This worker's DynamoDB Local of the run's shared ones (test/support/shared-dynamodb.ts). */
export function sharedDynamoDbEndpoint(): string {
  const endpoints = inject('sharedDynamoDbEndpoints');
  return endpoints[Number(process.env.VITEST_POOL_ID ?? '1') % endpoints.length]!;
}

/** `base` for this vitest worker: two files that run at once never share a table, and a file's table is its own. */
export function workerTable(base: string): string {
  return `${base}-w${process.env.VITEST_POOL_ID ?? '0'}`;
}

// One attempt per call: the harness's own loop waits for a DynamoDB Local still starting (untilAnswering).
const localClient = (endpoint: string) => localDynamoDbClient(endpoint, 1);

const STARTUP_WAIT_MS = 60_000;

/** The shared DynamoDB Local starts beside the run's first tests: wait until it answers. */
export async function untilAnswering(endpoint: string): Promise<void> {
  const client = localClient(endpoint);
  const until = Date.now() + STARTUP_WAIT_MS;
  try {
    for (;;) {
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        if (Date.now() > until)
          throw new Error(`the run's shared DynamoDB Local at ${endpoint} did not answer in ${STARTUP_WAIT_MS / 1000} s: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    client.destroy();
  }
}

/** An empty table named `workerTable(base)` (a table a crashed earlier file left behind is dropped first). */
export async function startTableHarness(base: string): Promise<TableHarness> {
  const endpoint = sharedDynamoDbEndpoint();
  await untilAnswering(endpoint);
  const table = workerTable(base);
  await dropTable(endpoint, table);
  await ensureTable(endpoint, table);
  Object.assign(process.env, {
    TABLE_NAME: table,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  return { endpoint, table, stop: () => dropTable(endpoint, table) };
}
