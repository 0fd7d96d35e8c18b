/**
 * DynamoDB Local on a free loopback port with the app's table, and the Lambda environment pointed at
 * it, for the data module's tests. Set up before any data module is imported (they read the
 * environment when first used).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTable, startDynamoDbLocal } from '../../../local/dynamodb';
import { findFreePorts } from '../../../local/ports';

export interface TableHarness {
  readonly endpoint: string;
  stop(): Promise<void>;
}

export async function startTableHarness(table: string): Promise<TableHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), `${table}-`));
  const dynamo = await startDynamoDbLocal({ port: (await findFreePorts(1))[0]!, dataDir });
  await ensureTable(dynamo.endpoint, table);
  Object.assign(process.env, {
    TABLE_NAME: table,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  return {
    endpoint: dynamo.endpoint,
    async stop() {
      await dynamo.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
