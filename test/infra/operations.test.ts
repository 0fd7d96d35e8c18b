/**
 * What tells an operator something is wrong: every alarm of README's runbook in the template, each
 * watching the figure its function publishes, sending alarm and recovery to one encrypted topic that
 * CloudWatch may use; one dashboard; the e-mail subscription only where the operator gave an address.
 */
import { readFileSync } from 'node:fs';
import { App, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { beforeAll, describe, expect, it } from 'vitest';
import { Firewall } from '../../lib/firewall';
import { Operations } from '../../lib/operations';
import { resourcesOfType, synthesizeStack } from './synth-stack';

let template: Template;
beforeAll(() => {
  ({ template } = synthesizeStack());
});

type Alarm = { Properties: Record<string, unknown> & { AlarmName: string; AlarmActions: unknown[]; OKActions: unknown[] } };
const alarms = () => Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm')) as Alarm[];
const alarmNamed = (id: string) => alarms().find((a) => a.Properties.AlarmName === `codearena-dev-${id}`);
/** The ids in README's runbook table (the section "When an alarm fires"). */
function runbookIds(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const runbook = readme.slice(readme.indexOf('**When an alarm fires**'), readme.indexOf('\n\n', readme.indexOf('| id |')));
  return [...runbook.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]!);
}

describe('the operator’s alarms', () => {
  it('are the runbook’s, one for one, each sending alarm and recovery to the alarm topic', () => {
    const names = alarms()
      .map((a) => a.Properties.AlarmName)
      .sort();
    expect(names).toEqual(
      runbookIds()
        .map((id) => `codearena-dev-${id}`)
        .sort(),
    );
    expect(names.length).toBeGreaterThanOrEqual(8);
    const [topicId] = Object.keys(resourcesOfType(template, 'AWS::SNS::Topic'));
    for (const alarm of alarms()) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
  });

  it('watch the metrics the functions publish, under the service name each function runs with', () => {
    const services = Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).map(
      (fn) => (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.POWERTOOLS_SERVICE_NAME,
    );
    for (const [id, metricName] of [
      ['judge-internal-errors', 'SubmissionsInternalError'],
      ['stuck-submissions', 'StaleSubmissionsSwept'],
    ] as const) {
      const alarm = alarmNamed(id)!.Properties as unknown as {
        Namespace: string;
        MetricName: string;
        Dimensions: { Name: string; Value: string }[];
        Threshold: number;
      };
      expect(alarm).toMatchObject({ Namespace: 'CodeArena', MetricName: metricName, Threshold: 0 });
      const [dimension] = alarm.Dimensions;
      expect(dimension?.Name).toBe('service');
      expect(services).toContain(dimension?.Value);
    }
    expect(alarmNamed('api-5xx-rate')!.Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5XXError',
      Statistic: 'Average',
      Threshold: 0.01,
    });
    expect(alarmNamed('api-p99-latency')!.Properties).toMatchObject({ MetricName: 'Latency', ExtendedStatistic: 'p99', EvaluationPeriods: 2 });
    expect(JSON.stringify(alarmNamed('stream-iterator-age')!.Properties.Dimensions)).toMatch(/RankingsBoardStream/);
    expect(JSON.stringify(alarmNamed('judge-workflow-failures')!.Properties.Metrics)).toMatch(/ExecutionsFailed/);
  });

  it('reach a topic encrypted with a rotated key that CloudWatch may use, over TLS only', () => {
    const [topic] = Object.values(resourcesOfType(template, 'AWS::SNS::Topic'));
    expect(topic!.Properties.KmsMasterKeyId).toBeDefined();
    const keys = Object.values(resourcesOfType(template, 'AWS::KMS::Key')).filter((k) => JSON.stringify(k.Properties).includes('cloudwatch.amazonaws.com'));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.Properties.EnableKeyRotation).toBe(true);
    const policies = Object.values(resourcesOfType(template, 'AWS::SNS::TopicPolicy'));
    expect(JSON.stringify(policies)).toMatch(/aws:SecureTransport/);
  });

  it('sit on one dashboard with the figures behind them', () => {
    const dashboards = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(JSON.stringify(dashboards[0]!.Properties.DashboardBody)).toContain('SubmissionsInternalError');
  });

  it('are e-mailed only to the address the operator gives', () => {
    expect(Object.keys(resourcesOfType(template, 'AWS::SNS::Subscription'))).toHaveLength(0);
    const stack = new Stack(new App(), 'Ops');
    const fn = new lambda.Function(stack, 'Fn', { runtime: lambda.Runtime.NODEJS_22_X, handler: 'i.h', code: lambda.Code.fromInline('x') });
    const restApi = new apigw.RestApi(stack, 'Api', { deploy: false });
    restApi.root.addMethod('GET');
    new Operations(stack, 'Operations', {
      stage: 'test',
      restApi,
      restApiStage: 'test',
      judgeWorkflow: new sfn.StateMachine(stack, 'Workflow', { definitionBody: sfn.DefinitionBody.fromChainable(new sfn.Pass(stack, 'Pass')) }),
      streamConsumer: fn,
      alarmEmail: 'ops@example.com',
      firewall: new Firewall(stack, 'Firewall', { stage: 'test', restApiId: restApi.restApiId, restApiStage: 'test' }),
    });
    const subscriptions = Object.values(Template.fromStack(stack).findResources('AWS::SNS::Subscription'));
    expect(subscriptions.map((s) => s.Properties)).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.com' })]);
  });
});
