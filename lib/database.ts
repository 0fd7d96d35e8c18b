import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition, type KeyAttribute, type TableDefinition } from '@contract/table';

function attribute({ name, type }: KeyAttribute): dynamodb.Attribute {
  return { name, type: type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER };
}

const streamViewTypes: Record<TableDefinition['stream'], dynamodb.StreamViewType> = {
  NEW_AND_OLD_IMAGES: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
};

/** The one table (contract/table.ts), created the same way the local stack creates it. */
export class Database extends Construct {
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new dynamodb.TableV2(this, 'Table', {
      partitionKey: attribute(tableDefinition.partitionKey),
      sortKey: attribute(tableDefinition.sortKey),
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
      })),
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      // Rankings and achievements are derived from the changes (contract/table.ts accessPatterns).
      dynamoStream: streamViewTypes[tableDefinition.stream],
      encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
      deletionProtection: true,
      // Users' progress outlives the stack: deleting the stack keeps the table.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
