import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages } from '@contract/judge';
import { judgeSweeper, judgeWorkflowTasks } from '@contract/routes';
import { JUDGE_MEMORY_MB, JUDGE_TIMEOUT } from '../../lib/judge/judge';
import { synthesizeJudgeWorkflowAsl, type JudgeWorkflowAsl } from '../../lib/judge/workflow-definition';
import { judgeStateNames } from '../../lib/judge/workflow-states';
import { resolveDefinitionString } from '../../lib/judge/resolve-definition';
import { resourcesOfType, synthesizeStack } from './synth-stack';

type States = Record<string, Record<string, unknown>>;

/** Every state, nested Map processors included, with the Task resources blanked (ARNs differ by design). */
function flattenStates(states: States, into: States = {}): States {
  for (const [name, state] of Object.entries(states)) {
    const { Resource, ItemProcessor, ...rest } = state;
    into[name] = { ...rest, Resource: Resource === undefined ? undefined : 'function' };
    const processor = ItemProcessor as { StartAt: string; States: States } | undefined;
    if (processor) {
      into[name].ItemProcessor = { StartAt: processor.StartAt };
      flattenStates(processor.States, into);
    }
  }
  return into;
}

let asl: JudgeWorkflowAsl;
let deployed: { StartAt: string; States: States };
let template: Template;
beforeAll(() => {
  asl = synthesizeJudgeWorkflowAsl();
  ({ template } = synthesizeStack());
  const machine = Object.values(resourcesOfType(template, 'AWS::StepFunctions::StateMachine'))[0];
  deployed = resolveDefinitionString(
    machine.Properties.DefinitionString,
    (intrinsic) => `<${JSON.stringify(intrinsic).replaceAll('"', '')}>`,
  ) as typeof deployed;
});

describe('the judge workflow definition', () => {
  it('gives the local stack the same states and transitions as the deployed state machine', () => {
    expect(asl.definition.StartAt).toBe(deployed.StartAt);
    expect(flattenStates(asl.definition.States as States)).toEqual(flattenStates(deployed.States));
  });

  it('binds every Task state to a Node handler, by state name', () => {
    const tasks = Object.entries(flattenStates(asl.definition.States as States))
      .filter(([, s]) => s.Type === 'Task')
      .map(([name]) => name);
    expect(Object.keys(asl.taskBindings).sort()).toEqual(tasks.sort());
    expect(asl.taskBindings[judgeStateNames.prepare]).toEqual({ kind: 'node', handler: judgeWorkflowTasks.prepare.handler });
    expect(asl.taskBindings[judgeStateNames.compile]).toEqual({ kind: 'node', handler: judgeWorkflowTasks.compile.handler });
    expect(asl.taskBindings[judgeStateNames.judgeBatch]).toEqual({ kind: 'node', handler: judgeWorkflowTasks.judgeBatch.handler });
    expect(asl.taskBindings[judgeStateNames.record]).toEqual({ kind: 'node', handler: judgeWorkflowTasks.record.handler });
  });

  it('runs prepare → compile once → judge batches → record → notify, passing ids and keys, never tests, source or artifact', () => {
    const states = flattenStates(asl.definition.States as States);
    expect(asl.definition.StartAt).toBe(judgeStateNames.prepare);
    expect(states[judgeStateNames.prepare].Next).toBe(judgeStateNames.compile);
    // The compiler runs here only: the batches get the stored artifact (docs/architecture.md §4 "compile once per submission").
    expect(states[judgeStateNames.compile]).toMatchObject({ Next: judgeStateNames.judgeInBatches, ResultPath: '$.compiled' });
    expect(states[judgeStateNames.compile].Parameters).toEqual({
      'submissionId.$': '$.submissionId',
      'problemId.$': '$.problemId',
      'language.$': '$.language',
      'limits.$': '$.limits',
      'testCount.$': '$.testCount',
    });
    expect(states[judgeStateNames.judgeInBatches].Choices).toEqual([
      { Variable: '$.compiled.judgeInBatches', BooleanEquals: true, Next: judgeStateNames.judgeBatches },
    ]);
    expect(states[judgeStateNames.judgeInBatches].Default).toBe(judgeStateNames.record);
    expect(states[judgeStateNames.judgeBatches]).toMatchObject({ Type: 'Map', ItemsPath: '$.batches', MaxConcurrency: 1, Next: judgeStateNames.record });
    expect(states[judgeStateNames.judgeBatches].ItemSelector).toEqual({
      'submissionId.$': '$.submissionId',
      'userId.$': '$.userId',
      'problemId.$': '$.problemId',
      'language.$': '$.language',
      'limits.$': '$.limits',
      'batch.$': '$$.Map.Item.Value',
    });
    expect(states[judgeStateNames.judgeBatches].ItemProcessor).toEqual({ StartAt: judgeStateNames.judgeBatch });
    expect(states[judgeStateNames.judgeBatch]).toMatchObject({ ResultPath: '$.judged', Next: judgeStateNames.reportProgress });
    expect(states[judgeStateNames.reportProgress]).toMatchObject({ OutputPath: '$.judged', End: true });
    expect(states[judgeStateNames.record].Next).toBe(judgeStateNames.notify);
    expect(states[judgeStateNames.notify].End).toBe(true);
    // No state names a test, the source or an artifact.
    expect(JSON.stringify(asl.definition)).not.toMatch(/\$\.(tests|source|artifact)\b|compiled\.artifact/);
  });

  it('retries Lambda service errors on every task, and turns a failed judging into an IE result that is still recorded', () => {
    const states = flattenStates(asl.definition.States as States);
    for (const [name, state] of Object.entries(states).filter(([, s]) => s.Type === 'Task')) {
      const retry = state.Retry as { ErrorEquals: string[] }[];
      expect(retry?.[0]?.ErrorEquals, name).toEqual(
        expect.arrayContaining(['Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException', 'Lambda.TooManyRequestsException']),
      );
    }
    for (const name of [judgeStateNames.prepare, judgeStateNames.compile, judgeStateNames.judgeBatches]) {
      expect(states[name].Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.judgeError', Next: judgeStateNames.internalError }]);
    }
    // The IE state is small whatever failed: the submission id and the caught error, nothing else.
    expect(states[judgeStateNames.internalError]).toMatchObject({
      Type: 'Pass',
      Parameters: { 'submissionId.$': '$.submissionId', internalError: { 'error.$': '$.judgeError.Error', 'cause.$': '$.judgeError.Cause' } },
      Next: judgeStateNames.record,
    });
    expect(states[judgeStateNames.internalError].ResultPath).toBeUndefined();
    // Recording is idempotent: a failed attempt is retried before the sweeper has to step in.
    expect(states[judgeStateNames.record].Retry).toEqual(expect.arrayContaining([expect.objectContaining({ ErrorEquals: ['States.TaskFailed'] })]));
  });
});

describe('the judge', () => {
  it('is an Express state machine that logs every event without execution data (hidden tests and code stay out of CloudWatch), and traces', () => {
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'EXPRESS',
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }),
      TracingConfiguration: { Enabled: true },
    });
  });

  it('has one container-image function per language, 1769 MB, in the isolated subnets', () => {
    const images = Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).filter((f) => f.Properties.PackageType === 'Image');
    expect(images).toHaveLength(judgeLanguages.length);
    const languages = images.map((f) => (f.Properties.Environment as { Variables: { JUDGE_LANGUAGE: string } }).Variables.JUDGE_LANGUAGE);
    expect(languages.sort()).toEqual([...judgeLanguages].sort());
    const subnetIds = Object.keys(resourcesOfType(template, 'AWS::EC2::Subnet'));
    for (const fn of images) {
      expect(fn.Properties.MemorySize).toBe(JUDGE_MEMORY_MB);
      const vpc = fn.Properties.VpcConfig as { SubnetIds: { Ref: string }[] };
      expect(vpc.SubnetIds.map((s) => s.Ref).sort()).toEqual(subnetIds.sort());
    }
  });

  it('sits in a VPC whose one way out is an S3 gateway endpoint that lets through only GetObject of tests and artifacts', () => {
    template.resourceCountIs('AWS::EC2::InternetGateway', 0);
    template.resourceCountIs('AWS::EC2::NatGateway', 0);
    template.resourceCountIs('AWS::EC2::Route', 0);
    for (const subnet of Object.values(resourcesOfType(template, 'AWS::EC2::Subnet'))) {
      expect(subnet.Properties.MapPublicIpOnLaunch).toBe(false);
    }
    const endpoints = Object.values(resourcesOfType(template, 'AWS::EC2::VPCEndpoint'));
    expect(endpoints).toHaveLength(1);
    const endpoint = endpoints[0]!.Properties;
    expect(endpoint.VpcEndpointType).toBe('Gateway');
    expect(JSON.stringify(endpoint.ServiceName)).toContain('.s3');
    // Every route table of the isolated subnets gets the endpoint's route, and nothing else routes out.
    expect((endpoint.RouteTableIds as unknown[]).length).toBe(Object.keys(resourcesOfType(template, 'AWS::EC2::RouteTable')).length);
    const statements = (endpoint.PolicyDocument as { Statement: { Effect: string; Action: unknown; Principal: unknown; Resource: unknown }[] }).Statement;
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject', Principal: { AWS: '*' } });
    const resources = JSON.stringify(statements[0]!.Resource);
    expect(resources).toContain('/problems/*');
    expect(resources).toContain('/artifacts/*');
    expect((statements[0]!.Resource as unknown[]).length).toBe(2);
    // HTTPS out only, and no ingress at all.
    const groups = Object.values(resourcesOfType(template, 'AWS::EC2::SecurityGroup')).filter((g) =>
      String(g.Properties.GroupDescription).startsWith('Judge functions'),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.Properties.SecurityGroupIngress).toBeUndefined();
    expect(groups[0]!.Properties.SecurityGroupEgress).toEqual([expect.objectContaining({ IpProtocol: 'tcp', FromPort: 443, ToPort: 443 })]);
    template.resourceCountIs('AWS::EC2::FlowLog', 1);
  });

  it('judge roles may write their logs and manage the VPC network interfaces, nothing else', () => {
    const judgeFns = Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).filter((f) => f.Properties.PackageType === 'Image');
    const roleIds = judgeFns.map((f) => (f.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]);
    const roles = resourcesOfType(template, 'AWS::IAM::Role');
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
    for (const roleId of roleIds) {
      expect(roles[roleId].Properties.ManagedPolicyArns).toBeUndefined();
      expect(roles[roleId].Properties.Policies).toBeUndefined();
      const attached = policies.filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`));
      expect(attached).toHaveLength(1);
      const statements = (attached[0].Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement;
      const actions = statements.flatMap((s) => [s.Action].flat());
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) expect(action).toMatch(/^logs:(CreateLogStream|PutLogEvents)$|^ec2:\w+(NetworkInterfaces?|Subnets|PrivateIpAddresses)$/);
    }
  });

  it('lets the workflow invoke only its Node tasks; the judge functions are invoked by the compile and batch tasks, which wait as long as a judge may take', () => {
    const machine = Object.values(resourcesOfType(template, 'AWS::StepFunctions::StateMachine'))[0]!;
    const roleId = (machine.Properties.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`));
    const functions = resourcesOfType(template, 'AWS::Lambda::Function');
    const images = Object.keys(functions).filter((id) => functions[id]!.Properties.PackageType === 'Image');
    expect(images).toHaveLength(judgeLanguages.length);
    for (const id of images) expect(JSON.stringify(policies)).not.toContain(`"${id}"`);
    const byService = (name: string) =>
      Object.values(functions).find((f) => JSON.stringify(f.Properties.Environment).includes(`"${name.replaceAll('/', '-')}"`))!;
    for (const task of [judgeWorkflowTasks.compile, judgeWorkflowTasks.judgeBatch]) {
      expect(byService(task.handler).Properties.Timeout).toBeGreaterThan(JUDGE_TIMEOUT.toSeconds());
    }
  });

  it('sweeps stale submissions on a schedule', () => {
    const rules = Object.values(resourcesOfType(template, 'AWS::Events::Rule'));
    const sweep = rules.find((r) => r.Properties.ScheduleExpression === `rate(${judgeSweeper.everyMinutes} minutes)`);
    expect(sweep).toBeDefined();
    expect(JSON.stringify(sweep!.Properties.Targets)).toMatch(/JudgeSweepStale/);
  });

  it('keeps compiled artifacts in the packages bucket for a day only, old versions and delete markers included', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'artifacts/', ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'artifacts/', ExpiredObjectDeleteMarker: true, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('grants the compile task PutObject on artifacts/* only, the challenges feature on problems/wc-* only, and nothing else any write to the packages bucket', () => {
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
    const puts = policies.flatMap((p) =>
      (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement.filter(
        (st) => [st.Action].flat().some((a) => a.startsWith('s3:PutObject')) && JSON.stringify(st.Resource).includes('ProblemPackages'),
      ),
    );
    expect(puts.map((st) => /\/(artifacts\/\*|problems\/wc-\*)"/.exec(JSON.stringify(st.Resource))?.[1]).sort()).toEqual(['artifacts/*', 'problems/wc-*']);
  });
});
