import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as targets from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { challengeScheduler } from '@contract/routes';

export interface ChallengesProps {
  /** lambdas/challenges/advance-statuses.ts */
  readonly scheduler: lambda.IFunction;
}

/**
 * Weekly challenges move upcoming → active → completed on their dates with nobody touching them
 * (docs/requirements/challenges.md §4): EventBridge Scheduler invokes the scheduler every minute, which moves whatever is
 * due (one Query of a sparse index). A late or skipped run loses nothing: the next finds the same
 * challenges due, and the submit route checks the dates itself, so a minute's lag never opens a
 * challenge early or keeps it open late.
 */
export class Challenges extends Construct {
  constructor(scope: Construct, id: string, props: ChallengesProps) {
    super(scope, id);
    // Our own role, so that only EventBridge Scheduler of this account may take it.
    const role = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(props.scheduler.node.defaultChild as CfnElement)}.Arn>:*]`,
      reason: "CDK's grantInvoke also names the function's versions (`:*`); the schedule invokes the one unqualified function.",
    });
    new scheduler.Schedule(this, 'AdvanceStatuses', {
      description: 'Moves weekly challenges whose start or end has come to their next status',
      schedule: scheduler.ScheduleExpression.rate(Duration.minutes(challengeScheduler.everyMinutes)),
      // A missed minute is made up by the next run: no retries piling up behind it.
      target: new targets.LambdaInvoke(props.scheduler, { role, retryAttempts: 0, maxEventAge: Duration.minutes(1) }),
    });
  }
}
