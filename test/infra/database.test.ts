/** The table construct alone (fast): keys and indexes of contract/table.ts, and the stream rankings are derived from. */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, it } from 'vitest';
import { tableDefinition } from '@contract/table';
import { Database } from '../../lib/database';

let template: Template;
beforeAll(() => {
  const stack = new Stack(new App(), 'DatabaseOnly');
  new Database(stack, 'Database');
  template = Template.fromStack(stack);
});

describe('the table', () => {
  it('streams every change with the old and new images', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
  });

  it('has every index of contract/table.ts, projecting all attributes', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) =>
        Match.objectLike({ IndexName: index.indexName, Projection: { ProjectionType: 'ALL' } }),
      ),
    });
  });
});
