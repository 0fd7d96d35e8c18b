/**
 * The DynamoDB clients, created once per execution environment and only when first used; the
 * endpoint comes from `AWS_ENDPOINT_URL_DYNAMODB` where the local stack sets it. Only lambdas/data
 * talks to DynamoDB (the lint rules in .oxlintrc.json keep it so).
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tracedClient } from '../shared/telemetry';
import { requireEnv } from '../shared/env';

function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

// Traced here only: the document client shares this client's middleware, so capturing it too would trace each call twice.
export const dynamoDbClient = tracedClient(() => new DynamoDBClient({}));

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(dynamoDbClient(), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  }),
);

/** The table's status (ACTIVE when healthy), for GET /health. */
export async function tableStatus(): Promise<string | undefined> {
  const { Table } = await dynamoDbClient().send(new DescribeTableCommand({ TableName: requireEnv('tableName') }));
  return Table?.TableStatus;
}
