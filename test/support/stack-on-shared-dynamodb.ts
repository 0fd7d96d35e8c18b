import { dropTable } from '../../local/dynamodb';
import type { LocalPorts } from '../../local/config';
import { sharedDynamoDbEndpoint, untilAnswering, workerTable } from '../integration/support/table-harness';

/**
 * What startLocalStack needs to run on this worker's shared DynamoDB Local (./shared-dynamodb.ts)
 * rather than start a Java process of its own: its port, and a table for this file's stack alone
 * (one a crashed earlier file left behind is dropped first; the stack drops its own when it stops).
 * A stack's start then costs one JVM less, and the shared one is already warm.
 */
export async function onSharedDynamoDb(ports: LocalPorts): Promise<{ ports: LocalPorts; sharedDynamoDb: { tableName: string } }> {
  const endpoint = sharedDynamoDbEndpoint();
  await untilAnswering(endpoint);
  const tableName = workerTable('stack');
  await dropTable(endpoint, tableName);
  return { ports: { ...ports, dynamodb: Number(new URL(endpoint).port) }, sharedDynamoDb: { tableName } };
}
