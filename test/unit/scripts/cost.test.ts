import { describe, expect, it } from 'vitest';
import { settingsOf } from '../../../scripts/cost';
import { estimate, listPrices, typicalUsage, type StackSettings } from '../../../scripts/cost/model';

const settings: StackSettings = {
  nodeFunctionMemoryMb: 512,
  nodeFunctionsArm: true,
  judgeMemoryMb: 1769,
  judgeArm: false,
  expressWorkflow: true,
  interfaceEndpointAzs: 2,
  alarms: 8,
  dashboards: 1,
  kmsKeys: 1,
  testsPerBatch: 3,
  webAcls: 2,
  webAclRules: 5,
  cognitoPlus: false,
};
const usage = (students: number) => ({ ...typicalUsage, students });
const line = (students: number, item: string) => estimate(settings, usage(students)).lines.find((l) => l.item.startsWith(item))!.usd;

describe('the cost estimate', () => {
  it('grows with the students by what they use; what the stack holds costs the same for 10 or 10,000', () => {
    const small = estimate(settings, usage(1_000));
    const large = estimate(settings, usage(10_000));
    const fixed = (e: typeof small) => e.lines.filter((l) => l.fixed).reduce((s, l) => s + l.usd, 0);
    expect(fixed(large)).toBeCloseTo(fixed(small), 10);
    expect(line(10_000, 'API Gateway: REST')).toBeCloseTo(10 * line(1_000, 'API Gateway: REST'), 10);
    // 2 endpoint-AZs for a month: 2 × 730 h × 0.01 USD.
    expect(line(10, 'VPC interface endpoints')).toBeCloseTo(14.6, 10);
    expect(large.perThousandSubmissionsUsd).toBeCloseTo(small.perThousandSubmissionsUsd, 10);
  });

  it('prices the judge by its memory, time and architecture', () => {
    // 1,000 students: 40,000 submissions of 7 batches (0.7 s compile + 7 × 0.3 s) and 80,000 runs (0.7 + 0.3 s).
    const seconds = 40_000 * (0.7 + 7 * 0.3) + 80_000 * (0.7 + 0.3);
    const invocations = 40_000 * 8 + 80_000 * 2;
    expect(line(1_000, 'Lambda: judge functions')).toBeCloseTo(
      seconds * (1769 / 1024) * listPrices.lambdaGbSecondX86 + (invocations / 1e6) * listPrices.lambdaPerMillionRequests,
      8,
    );
    const onArm = estimate({ ...settings, judgeArm: true }, usage(1_000)).lines[0]!.usd;
    expect(onArm).toBeLessThan(line(1_000, 'Lambda: judge functions'));
  });

  it('charges Cognito only past its free monthly active users', () => {
    expect(line(10_000, 'Cognito')).toBe(0);
    expect(line(12_000, 'Cognito')).toBeCloseTo(2_000 * listPrices.cognitoPerMau, 10);
  });

  it('charges every monthly active user on the Plus plan (threat protection), which has no free tier', () => {
    const plus = estimate({ ...settings, cognitoPlus: true }, usage(1_000)).lines.find((l) => l.item.startsWith('Cognito'))!;
    expect(plus.item).toContain('Plus');
    expect(plus.usd).toBeCloseTo(1_000 * listPrices.cognitoPlusPerMau, 10);
  });

  it('charges WAF per web ACL and rule, and per request each ACL inspects (a REST request passes two)', () => {
    // 2 ACLs × 5 USD + 5 rules × 1 USD.
    expect(line(10, 'AWS WAF: web ACLs')).toBe(15);
    const requests = 1_000 * (2 * typicalUsage.restRequestsPerStudent + typicalUsage.pageRequestsPerStudent);
    expect(line(1_000, 'AWS WAF: requests')).toBeCloseTo((requests / 1e6) * listPrices.webAclPerMillionRequests, 10);
  });

  it('reads the settings off a template', () => {
    const fn = (props: Record<string, unknown>) => ({ Type: 'AWS::Lambda::Function', Properties: props });
    const read = settingsOf([
      fn({ Runtime: 'nodejs22.x', MemorySize: 512, Architectures: ['arm64'] }),
      fn({ Runtime: 'nodejs22.x', MemorySize: 512, Architectures: ['arm64'] }),
      fn({ Runtime: 'nodejs22.x', MemorySize: 1024, Architectures: ['arm64'] }),
      fn({ PackageType: 'Image', MemorySize: 1769, Architectures: ['x86_64'] }),
      { Type: 'AWS::StepFunctions::StateMachine', Properties: { StateMachineType: 'EXPRESS' } },
      { Type: 'AWS::EC2::VPCEndpoint', Properties: { VpcEndpointType: 'Interface', SubnetIds: ['a', 'b'] } },
      { Type: 'AWS::EC2::VPCEndpoint', Properties: { VpcEndpointType: 'Gateway' } },
      { Type: 'AWS::CloudWatch::Alarm' },
      { Type: 'AWS::WAFv2::WebACL', Properties: { Rules: [{}, {}, {}] } },
      { Type: 'AWS::WAFv2::WebACL', Properties: { Rules: [{}, {}] } },
      { Type: 'AWS::Cognito::UserPool', Properties: { UserPoolTier: 'PLUS' } },
    ]);
    expect(read).toMatchObject({
      nodeFunctionMemoryMb: 512,
      nodeFunctionsArm: true,
      judgeMemoryMb: 1769,
      judgeArm: false,
      expressWorkflow: true,
      interfaceEndpointAzs: 2,
      alarms: 1,
      dashboards: 0,
      webAcls: 2,
      webAclRules: 5,
      cognitoPlus: true,
    });
  });
});
