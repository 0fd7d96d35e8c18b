/**
 * The XP board in the template: the table's stream feeds the board's consumer through a filtered
 * mapping that reports failed records and parks what it gives up on; the snapshot runs every five
 * minutes; the consumer may read the stream and nothing else of it.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { rankingsSnapshot, rankingsStream } from '@contract/routes';
import { resourcesOfType, synthesizeStack } from './synth-stack';

let template: Template;
beforeAll(() => {
  ({ template } = synthesizeStack());
});

describe('the XP board', () => {
  it('feeds the board consumer from the table stream: profiles and stats only, failed records reported, given-up ones queued', () => {
    const mappings = Object.values(resourcesOfType(template, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0]!.Properties as {
      FilterCriteria: { Filters: { Pattern: string }[] };
      DestinationConfig: { OnFailure: { Destination: unknown } };
    } & Record<string, unknown>;
    expect(JSON.stringify(mapping.EventSourceArn)).toMatch(/StreamArn/);
    expect(JSON.stringify(mapping.FunctionName)).toMatch(/RankingsBoardStream/);
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: rankingsStream.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
    });
    const pattern = JSON.parse(mapping.FilterCriteria.Filters[0]!.Pattern);
    expect(pattern).toEqual({ dynamodb: { Keys: { sk: { S: [...rankingsStream.sortKeys] } } } });
    expect(JSON.stringify(mapping.DestinationConfig.OnFailure.Destination)).toMatch(/FailedBoardChanges/);
  });

  it('takes the snapshot on a schedule', () => {
    const rules = Object.values(resourcesOfType(template, 'AWS::Events::Rule'));
    const snapshot = rules.find((r) => JSON.stringify(r.Properties.Targets).includes('RankingsSnapshot'));
    expect(snapshot?.Properties.ScheduleExpression).toBe(`rate(${rankingsSnapshot.everyMinutes} minutes)`);
  });
});
