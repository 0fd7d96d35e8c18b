import { Duration, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { rankingsSnapshot, rankingsStream } from '@contract/routes';

export interface RankingsProps {
  readonly table: dynamodb.ITable;
  /** lambdas/rankings/board-stream.ts */
  readonly boardStream: lambda.Function;
  /** lambdas/rankings/snapshot.ts */
  readonly snapshot: lambda.IFunction;
}

/**
 * The XP board (docs/architecture.md §5: ranks from snapshots fed by the table's stream): the table's stream feeds
 * the board's consumer, filtered to profiles and stats (the local stack applies the same filter,
 * local/streams/table-stream.ts), and a schedule takes the snapshot every five minutes.
 */
export class Rankings extends Construct {
  /** Changes the consumer gave up on after its retries: their users' entries catch up with their next change. */
  readonly failedChanges: sqs.Queue;

  constructor(scope: Construct, id: string, props: RankingsProps) {
    super(scope, id);
    this.failedChanges = new sqs.Queue(this, 'FailedBoardChanges', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failedChanges).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the failure destination of the stream mapping: nothing reads it to fail again.',
    });
    props.boardStream.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: rankingsStream.batchSize,
        maxBatchingWindow: Duration.seconds(1),
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: 5,
        onFailure: new SqsDlq(this.failedChanges),
        filters: [lambda.FilterCriteria.filter({ dynamodb: { Keys: { sk: { S: lambda.FilterRule.or(...rankingsStream.sortKeys) } } } })],
      }),
    );
    new events.Rule(this, 'Snapshot', {
      description: 'Takes the XP board snapshot the dashboard and leaderboards rank users from',
      schedule: events.Schedule.rate(Duration.minutes(rankingsSnapshot.everyMinutes)),
      targets: [new targets.LambdaFunction(props.snapshot, { retryAttempts: 0 })],
    });
  }
}
