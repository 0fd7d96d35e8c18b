import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages } from '../../contract/judge';
import { judgeWorkflowTasks } from '../../contract/routes';
import { JUDGE_MEMORY_MB } from '../../lib/judge/judge';
import { judgeStateNames, synthesizeJudgeWorkflowAsl, type JudgeWorkflowAsl } from '../../lib/judge/workflow-definition';
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
  deployed = resolveDefinitionString(machine.Properties.DefinitionString, (intrinsic) => `<${JSON.stringify(intrinsic).replaceAll('"', '')}>`) as typeof deployed;
});

describe('the judge workflow definition', () => {
  it('gives the local stack the same states and transitions as the deployed state machine', () => {
    expect(asl.definition.StartAt).toBe(deployed.StartAt);
    expect(flattenStates(asl.definition.States as States)).toEqual(flattenStates(deployed.States));
  });

  it('binds every Task state to a Node handler or a judge image, by state name', () => {
    const tasks = Object.entries(flattenStates(asl.definition.States as States)).filter(([, s]) => s.Type === 'Task').map(([name]) => name);
    expect(Object.keys(asl.taskBindings).sort()).toEqual(tasks.sort());
    expect(asl.taskBindings[judgeStateNames.prepare]).toEqual({ kind: 'node', handler: judgeWorkflowTasks.prepare.handler });
    expect(asl.taskBindings[judgeStateNames.record]).toEqual({ kind: 'node', handler: judgeWorkflowTasks.record.handler });
    for (const language of judgeLanguages) {
      expect(asl.taskBindings[judgeStateNames.judge(language)]).toEqual({ kind: 'judge', language });
      expect(asl.taskBindings[judgeStateNames.compile(language)]).toEqual({ kind: 'judge', language });
    }
  });

  it('runs prepare → compile once → judge batches → record → notify, routing by language', () => {
    const states = flattenStates(asl.definition.States as States);
    expect(asl.definition.StartAt).toBe(judgeStateNames.prepare);
    expect(states[judgeStateNames.prepare].Next).toBe(judgeStateNames.routeCompile);
    const compileChoices = states[judgeStateNames.routeCompile].Choices as { StringEquals: string; Next: string }[];
    expect(compileChoices.map((c) => [c.StringEquals, c.Next])).toEqual(judgeLanguages.map((l) => [l, judgeStateNames.compile(l)]));
    expect(states[judgeStateNames.routeCompile].Default).toBe(judgeStateNames.noJudge);
    expect(states[judgeStateNames.noJudge]).toMatchObject({ Type: 'Pass', ResultPath: '$.judgeError', Next: judgeStateNames.internalError });
    for (const language of judgeLanguages) {
      // The compiler runs here only: the batches get the artifact (DESIGN §4 "compile once per submission").
      expect(states[judgeStateNames.compile(language)]).toMatchObject({ Next: judgeStateNames.judgeInBatches, ResultPath: '$.compiled' });
      expect((states[judgeStateNames.compile(language)].Parameters as { action: string }).action).toBe('compile');
      expect(states[judgeStateNames.judge(language)].Parameters).toMatchObject({
        action: 'run', 'artifact.$': '$.artifact', 'batch.$': '$.batch',
      });
    }
    expect(states[judgeStateNames.judgeInBatches].Choices).toEqual([
      { Variable: '$.compiled.judgeInBatches', BooleanEquals: true, Next: judgeStateNames.judgeBatches },
    ]);
    expect(states[judgeStateNames.judgeInBatches].Default).toBe(judgeStateNames.record);
    expect(states[judgeStateNames.judgeBatches]).toMatchObject({ Type: 'Map', ItemsPath: '$.batches', MaxConcurrency: 1, Next: judgeStateNames.record });
    expect(states[judgeStateNames.judgeBatches].ItemSelector).toMatchObject({ 'artifact.$': '$.compiled.artifact', 'batch.$': '$$.Map.Item.Value' });
    expect(states[judgeStateNames.judgeBatches].ItemProcessor).toEqual({ StartAt: judgeStateNames.routeByLanguage });
    const choices = states[judgeStateNames.routeByLanguage].Choices as { StringEquals: string; Next: string }[];
    expect(choices.map((c) => [c.StringEquals, c.Next])).toEqual(judgeLanguages.map((l) => [l, judgeStateNames.judge(l)]));
    expect(states[judgeStateNames.routeByLanguage].Default).toBe(judgeStateNames.unsupportedLanguage);
    for (const language of judgeLanguages) expect(states[judgeStateNames.judge(language)].Next).toBe(judgeStateNames.reportProgress);
    expect(states[judgeStateNames.record].Next).toBe(judgeStateNames.notify);
    expect(states[judgeStateNames.notify].End).toBe(true);
  });

  it('retries Lambda service errors on every task, and turns a failed judging into an IE result that is still recorded', () => {
    const states = flattenStates(asl.definition.States as States);
    for (const [name, state] of Object.entries(states).filter(([, s]) => s.Type === 'Task')) {
      const retry = state.Retry as { ErrorEquals: string[] }[];
      expect(retry?.[0]?.ErrorEquals, name).toEqual(
        expect.arrayContaining(['Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException', 'Lambda.TooManyRequestsException']),
      );
    }
    for (const name of [judgeStateNames.prepare, judgeStateNames.judgeBatches, ...judgeLanguages.map(judgeStateNames.compile)]) {
      expect(states[name].Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.judgeError', Next: judgeStateNames.internalError }]);
    }
    expect(states[judgeStateNames.internalError]).toMatchObject({ Type: 'Pass', ResultPath: '$.internalError', Next: judgeStateNames.record });
  });
});

describe('the judge', () => {
  it('is an Express state machine that logs everything and traces', () => {
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'EXPRESS',
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: true }),
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

  it('sits in a VPC with no way out: no internet or NAT gateway, no route, no egress, flow logs on', () => {
    template.resourceCountIs('AWS::EC2::InternetGateway', 0);
    template.resourceCountIs('AWS::EC2::NatGateway', 0);
    template.resourceCountIs('AWS::EC2::Route', 0);
    for (const subnet of Object.values(resourcesOfType(template, 'AWS::EC2::Subnet'))) {
      expect(subnet.Properties.MapPublicIpOnLaunch).toBe(false);
    }
    template.hasResourceProperties('AWS::EC2::SecurityGroup', {
      SecurityGroupEgress: [Match.objectLike({ CidrIp: '255.255.255.255/32', Description: 'Disallow all traffic' })],
    });
    template.resourceCountIs('AWS::EC2::FlowLog', 1);
  });

  it("judge roles may write their logs and manage the VPC network interfaces, nothing else", () => {
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
});
