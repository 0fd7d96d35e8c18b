import { type CfnCondition, Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { judgeSweeper, judgeWorkflowTasks } from '@contract/routes';
import type { Firewall } from './firewall';
import { powertoolsServiceName } from './node-function';

export interface OperationsProps {
  readonly stage: string;
  readonly restApi: apigw.IRestApi;
  readonly restApiStage: string;
  readonly judgeWorkflow: sfn.IStateMachine;
  /** The DynamoDB stream's consumer (the leaderboards). */
  readonly streamConsumer: lambda.IFunction;
  /** Where alarms are e-mailed (CDK context `alarmEmail`); without it the topic has no subscriber yet. */
  readonly alarmEmail?: string;
  /** The web ACLs whose blocked requests are watched (none with `-c protection=off`). */
  readonly firewall?: Pick<Firewall, 'apiAcl' | 'edgeAcl' | 'edgeCondition'>;
}

/** One alarm of the runbook (README.md, "When an alarm fires"): its id is its name's suffix there. */
interface AlarmSpec {
  readonly id: string;
  readonly description: string;
  readonly metric: cloudwatch.IMetric;
  readonly threshold: number;
  readonly evaluationPeriods?: number;
  readonly operator?: cloudwatch.ComparisonOperator;
  /** Created only where this holds (the edge web ACL exists in us-east-1 only). */
  readonly condition?: CfnCondition;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What tells an operator that something is wrong (docs/architecture.md §8): an alarm per failure the
 * runbook names, all sent to one SNS topic (encrypted with a key CloudWatch may use, e-mailed when the
 * operator gives an address), and one dashboard with the alarms and the figures behind them. Missing
 * data is "not breaching": a quiet night is not an incident.
 */
export class Operations extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.topic = alarmTopic(this);
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    const specs = alarmSpecs(props);
    this.alarms = specs.map((spec) => {
      const alarm = new cloudwatch.Alarm(this, spec.id, {
        alarmName: `codearena-${props.stage}-${spec.id}`,
        alarmDescription: spec.description,
        metric: spec.metric,
        threshold: spec.threshold,
        evaluationPeriods: spec.evaluationPeriods ?? 1,
        comparisonOperator: spec.operator ?? cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new actions.SnsAction(this.topic));
      alarm.addOkAction(new actions.SnsAction(this.topic));
      if (spec.condition) (alarm.node.defaultChild as cloudwatch.CfnAlarm).cfnOptions.condition = spec.condition;
      return alarm;
    });
    // The status widget names each alarm's ARN: one that may not exist stays out (its graph is below).
    const unconditional = this.alarms.filter((_, i) => !specs[i]!.condition);

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `codearena-${props.stage}`,
      widgets: [
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: unconditional, width: 24 })],
        ...pairs(specs.map((spec) => new cloudwatch.GraphWidget({ title: spec.description, left: [spec.metric], width: 12 }))),
      ],
    });
  }
}

function alarmTopic(scope: Construct): sns.Topic {
  // The AWS-managed SNS key cannot be used by CloudWatch: a key of our own, with rotation, that it may use.
  const key = new kms.Key(scope, 'AlarmTopicKey', { enableKeyRotation: true, description: 'CodeArena alarm topic' });
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(scope).account } },
    }),
  );
  return new sns.Topic(scope, 'AlarmTopic', { masterKey: key, enforceSSL: true, displayName: 'CodeArena alarms' });
}

/** The figures each alarm watches; thresholds are where a student notices, not where a graph wiggles. */
function alarmSpecs(props: OperationsProps): AlarmSpec[] {
  // Powertools Metrics adds the function's service name as a dimension (lib/node-function.ts).
  const service = (handler: string) => ({ service: powertoolsServiceName(handler) });
  const codeArena = (metricName: string, dimensionsMap: Record<string, string>) =>
    new cloudwatch.Metric({ namespace: 'CodeArena', metricName, dimensionsMap, statistic: 'Sum', period: FIVE_MINUTES });
  const api = { ApiName: props.restApi.restApiName, Stage: props.restApiStage };
  const apiMetric = (metricName: string, statistic: string) =>
    new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: api, statistic, period: FIVE_MINUTES });
  return [
    {
      id: 'judge-internal-errors',
      description: 'Submissions ending in Internal Error (the judge failed, not the program)',
      metric: codeArena('SubmissionsInternalError', service(judgeWorkflowTasks.record.handler)),
      threshold: 0,
    },
    {
      id: 'stuck-submissions',
      description: 'Submissions left judging and closed by the sweeper',
      metric: codeArena('StaleSubmissionsSwept', service(judgeSweeper.handler)),
      threshold: 0,
    },
    {
      id: 'judge-workflow-failures',
      description: 'Judge workflow executions failed, timed out or aborted',
      metric: new cloudwatch.MathExpression({
        expression: 'failed + timedOut + aborted',
        usingMetrics: {
          failed: props.judgeWorkflow.metricFailed({ period: FIVE_MINUTES }),
          timedOut: props.judgeWorkflow.metricTimedOut({ period: FIVE_MINUTES }),
          aborted: props.judgeWorkflow.metricAborted({ period: FIVE_MINUTES }),
        },
        period: FIVE_MINUTES,
      }),
      threshold: 0,
    },
    {
      id: 'api-5xx-rate',
      description: 'Share of REST requests answered 5xx (a 5xx is a bug)',
      metric: apiMetric('5XXError', 'Average'),
      threshold: 0.01,
    },
    {
      id: 'api-p99-latency',
      description: 'REST p99 latency in ms (API Gateway gives up at 29 s)',
      metric: apiMetric('Latency', 'p99'),
      threshold: 5_000,
      evaluationPeriods: 2,
    },
    {
      id: 'lambda-throttles',
      description: 'Lambda invocations throttled in the account (concurrency exhausted)',
      metric: new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: FIVE_MINUTES }),
      threshold: 0,
    },
    {
      id: 'stream-consumer-errors',
      description: 'Leaderboard stream consumer errors (its batches are retried, then dropped)',
      metric: props.streamConsumer.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: 0,
    },
    {
      id: 'stream-iterator-age',
      description: 'Age in ms of the oldest change the leaderboards have not read',
      metric: props.streamConsumer.metric('IteratorAge', { period: FIVE_MINUTES, statistic: 'Maximum' }),
      threshold: 60_000,
      evaluationPeriods: 2,
    },
    ...(props.firewall ? firewallAlarmSpecs(props.firewall) : []),
  ];
}

/** Requests WAF blocked: an attack, or a rule refusing real students (README's runbook says which). */
function firewallAlarmSpecs(firewall: NonNullable<OperationsProps['firewall']>): AlarmSpec[] {
  const blocked = (acl: { name?: string }, region: Record<string, string>) =>
    new cloudwatch.Metric({
      namespace: 'AWS/WAFV2',
      metricName: 'BlockedRequests',
      dimensionsMap: { WebACL: acl.name!, Rule: 'ALL', ...region },
      statistic: 'Sum',
      period: FIVE_MINUTES,
    });
  return [
    {
      id: 'waf-blocked-api',
      description: "Requests the REST API's web ACL blocked",
      metric: blocked(firewall.apiAcl, { Region: Stack.of(firewall.apiAcl).region }),
      threshold: 500,
    },
    {
      id: 'waf-blocked-edge',
      description: 'Requests the CloudFront web ACL blocked (rate limit and IP reputation)',
      // CloudFront's web ACL metrics carry no Region dimension.
      metric: blocked(firewall.edgeAcl, {}),
      threshold: 500,
      condition: firewall.edgeCondition,
    },
  ];
}

/** Graphs two to a row. */
function pairs<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / 2) }, (_, i) => items.slice(i * 2, i * 2 + 2));
}
