import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
  type GlobalSecondaryIndex,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { keyAttributes, tableDefinition, type IndexDefinition, type TableDefinition } from '@contract/table';
import { LOCAL_REGION } from '../lambda-names';

/** A client for DynamoDB Local: it accepts any credentials, but the SDK insists on some. */
export function localDynamoDbClient(endpoint: string, maxAttempts = 3): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts,
  });
}

function indexInput(index: IndexDefinition): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
    ],
    // The same projection CDK's addGlobalSecondaryIndex defaults to.
    Projection: { ProjectionType: 'ALL' },
  };
}

/** CreateTable input for the one table of contract/table.ts: the same keys and indexes as the stack. */
export function createTableInput(tableName: string, def: TableDefinition = tableDefinition): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes(def).map((a) => ({ AttributeName: a.name, AttributeType: a.type })),
    KeySchema: [
      { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: def.sortKey.name, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: def.globalSecondaryIndexes.map(indexInput),
    StreamSpecification: { StreamEnabled: true, StreamViewType: def.stream },
  };
}

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/** Adds the indexes the definition gained since the table was created (one per UpdateTable, as DynamoDB requires). */
async function addMissingIndexes(client: DynamoDBClient, table: TableDescription, def: TableDefinition): Promise<void> {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const index of def.globalSecondaryIndexes.filter((i) => !present.has(i.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: table.TableName,
        AttributeDefinitions: createTableInput(table.TableName!, def).AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: indexInput(index) }],
      }),
    );
  }
}

/** Turns the stream on for a table created before it had one (DynamoDB Local keeps streams like AWS). */
async function enableStream(client: DynamoDBClient, table: TableDescription, def: TableDefinition): Promise<void> {
  const spec = table.StreamSpecification;
  if (spec?.StreamEnabled && spec.StreamViewType === def.stream) return;
  // A stream of another view type must be turned off before the new one is turned on.
  if (spec?.StreamEnabled) {
    await client.send(new UpdateTableCommand({ TableName: table.TableName, StreamSpecification: { StreamEnabled: false } }));
  }
  await client.send(new UpdateTableCommand({ TableName: table.TableName, StreamSpecification: { StreamEnabled: true, StreamViewType: def.stream } }));
}

async function enableTimeToLive(client: DynamoDBClient, tableName: string, attribute: string): Promise<void> {
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const enabled = TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED' || TimeToLiveDescription?.TimeToLiveStatus === 'ENABLING';
  if (enabled && TimeToLiveDescription?.AttributeName === attribute) return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { Enabled: true, AttributeName: attribute },
    }),
  );
}

/**
 * Creates the table from contract/table.ts when it is absent; on an existing table adds missing
 * indexes and turns the stream and TTL on, so an old `.local/` catches up with the definition. Idempotent.
 * (DynamoDB Local records TTL but never deletes expired items: reads filter on it themselves.)
 */
export async function ensureTable(endpoint: string, tableName: string, def: TableDefinition = tableDefinition): Promise<'created' | 'existing'> {
  const client = localDynamoDbClient(endpoint);
  try {
    let outcome: 'created' | 'existing' = 'existing';
    const existing = await describe(client, tableName);
    if (existing) {
      await addMissingIndexes(client, existing, def);
      await enableStream(client, existing, def);
    } else {
      outcome = await create(client, tableName, def);
    }
    await enableTimeToLive(client, tableName, def.timeToLiveAttribute);
    return outcome;
  } finally {
    client.destroy();
  }
}

/** Deletes a table, if it is there (a stack's own table on a DynamoDB Local it shares: local/start.ts). */
export async function dropTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoDbClient(endpoint);
  try {
    await client.send(new DeleteTableCommand({ TableName: tableName }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  } finally {
    client.destroy();
  }
}

async function create(client: DynamoDBClient, tableName: string, def: TableDefinition): Promise<'created' | 'existing'> {
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName, def)));
    return 'created';
  } catch (error) {
    // Someone else created it between our describe and create.
    if ((error as Error).name === 'ResourceInUseException') return 'existing';
    throw error;
  }
}
