/**
 * The web application firewall and Cognito's threat protection (docs/decisions/D32) as the stack
 * declares them: the API refuses what did not come through CloudFront, whose header carries a value
 * no browser sees; the rules that read bodies only count; the edge web ACL and its alarm exist only
 * in us-east-1; the user pool is on the Plus plan and blocks breached passwords and risky sign-ins.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EDGE_REQUESTS_PER_IP_PER_5_MINUTES, ORIGIN_HEADER } from '../../lib/firewall';
import { resourcesOfType, synthesizeStack, unacknowledgedNagErrors } from './synth-stack';

let template: Template;
let protectedStack: Stack;
beforeAll(() => {
  ({ template, stack: protectedStack } = synthesizeStack());
});

/** cdk-nag's findings (warnings included) about WAF and Cognito's plan that nothing acknowledges. */
const firewallFindings = (stack: Stack) =>
  new AwsSolutionsChecks()
    .validateScope(stack)
    .violations.map((v) => v.ruleName)
    .filter((rule) => /-(APIG3|CFR2|COG3|COG8)$/.test(rule));

type Props = Record<string, unknown>;
interface Rule {
  Name: string;
  Priority: number;
  Action?: Props;
  Statement: Props;
}

const webAcls = () =>
  Object.entries(resourcesOfType(template, 'AWS::WAFv2::WebACL')) as [string, { Properties: Props & { Scope: string; Rules: Rule[] }; Condition?: string }][];
const aclOfScope = (scope: string) => webAcls().find(([, acl]) => acl.Properties.Scope === scope)!;
const ruleNamed = (rules: Rule[], name: string) => rules.find((rule) => rule.Name === name)!;

describe('the REST API’s web ACL', () => {
  it('guards the stage itself', () => {
    const [aclId] = aclOfScope('REGIONAL');
    const associations = Object.values(resourcesOfType(template, 'AWS::WAFv2::WebACLAssociation'));
    expect(associations).toHaveLength(1);
    expect(associations[0]!.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(JSON.stringify(associations[0]!.Properties.ResourceArn)).toMatch(/\/restapis\/.*\/stages\/dev/);
  });

  it('refuses first, with 403, a request without the header CloudFront adds, whose value is the stack id’s UUID', () => {
    const [, acl] = aclOfScope('REGIONAL');
    const first = [...acl.Properties.Rules].sort((a, b) => a.Priority - b.Priority)[0]!;
    expect(first.Name).toBe('OnlyThroughCloudFront');
    expect(first.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'notThroughCloudFront' } } });
    const match = (first.Statement as { NotStatement: { Statement: { ByteMatchStatement: Props } } }).NotStatement.Statement.ByteMatchStatement;
    expect(match).toMatchObject({ FieldToMatch: { SingleHeader: { Name: ORIGIN_HEADER } }, PositionalConstraint: 'EXACTLY' });
    const secret = { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] };
    expect(match.SearchString).toEqual(secret);

    // CloudFront sends that very value to the API origin, and only there.
    const [distribution] = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'));
    const originsOf = (
      distribution!.Properties.DistributionConfig as {
        Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[]; S3OriginConfig?: unknown }[];
      }
    ).Origins;
    const withHeader = originsOf.filter((origin) => origin.OriginCustomHeaders?.some((h) => h.HeaderName === ORIGIN_HEADER));
    expect(withHeader).toHaveLength(1);
    expect(withHeader[0]!.S3OriginConfig).toBeUndefined();
    // The value is decided by CloudFormation at deploy time: the template holds the expression only.
    expect(withHeader[0]!.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_HEADER, HeaderValue: secret }]);
  });

  it('applies AWS’s common and known-bad-inputs rules, counting (not blocking) those that read bodies', () => {
    const [, acl] = aclOfScope('REGIONAL');
    const counted = (name: string) => {
      const group = (
        ruleNamed(acl.Properties.Rules, name).Statement as {
          ManagedRuleGroupStatement: { VendorName: string; RuleActionOverrides: { Name: string; ActionToUse: Props }[] };
        }
      ).ManagedRuleGroupStatement;
      expect(group.VendorName).toBe('AWS');
      for (const override of group.RuleActionOverrides) expect(override.ActionToUse).toEqual({ Count: {} });
      return group.RuleActionOverrides.map((o) => o.Name);
    };
    const common = counted('AWSManagedRulesCommonRuleSet');
    expect(common).toEqual(expect.arrayContaining(['SizeRestrictions_BODY', 'CrossSiteScripting_BODY', 'GenericLFI_BODY']));
    expect(common.every((name) => name.endsWith('_BODY'))).toBe(true);
    expect(counted('AWSManagedRulesKnownBadInputsRuleSet').every((name) => name.endsWith('_BODY'))).toBe(true);
  });
});

describe('both web ACLs', () => {
  /** Capacity units (WCU) AWS publishes for its managed groups; a rule of our own is counted at a generous 10. */
  const MANAGED_WCU: Record<string, number> = {
    AWSManagedRulesCommonRuleSet: 700,
    AWSManagedRulesKnownBadInputsRuleSet: 200,
    AWSManagedRulesAmazonIpReputationList: 25,
  };
  const OWN_RULE_WCU = 10;
  /** What a web ACL holds at the base price; past it every request costs more. */
  const BASE_WCU = 1_500;

  it('stay inside the 1,500 capacity units of the base price, and number their rules in order', () => {
    for (const [, acl] of webAcls()) {
      const wcu = acl.Properties.Rules.reduce((sum, rule) => sum + (MANAGED_WCU[rule.Name] ?? OWN_RULE_WCU), 0);
      expect(wcu).toBeLessThanOrEqual(BASE_WCU);
      expect(acl.Properties.Rules.map((rule) => rule.Priority)).toEqual(acl.Properties.Rules.map((_, i) => i));
    }
  });
});

describe('CloudFront’s web ACL', () => {
  it('exists only in us-east-1, and the distribution takes it only there', () => {
    const [aclId, acl] = aclOfScope('CLOUDFRONT');
    expect(acl.Condition).toBeDefined();
    const conditions = template.toJSON().Conditions as Record<string, unknown>;
    expect(conditions[acl.Condition!]).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
    const [distribution] = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'));
    expect((distribution!.Properties.DistributionConfig as Props).WebACLId).toEqual({
      'Fn::If': [acl.Condition, { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }],
    });
  });

  it('blocks addresses on AWS’s reputation list, and more than the limit per address with 429 and Retry-After', () => {
    const [, acl] = aclOfScope('CLOUDFRONT');
    expect(JSON.stringify(ruleNamed(acl.Properties.Rules, 'AWSManagedRulesAmazonIpReputationList').Statement)).toContain(
      'AWSManagedRulesAmazonIpReputationList',
    );
    const rate = ruleNamed(acl.Properties.Rules, 'RequestsPerAddress');
    expect(rate.Statement).toEqual({ RateBasedStatement: { Limit: EDGE_REQUESTS_PER_IP_PER_5_MINUTES, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } });
    expect(rate.Action).toEqual({
      Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'tooManyRequests', ResponseHeaders: [{ Name: 'retry-after', Value: '300' }] } },
    });
    const body = (acl.Properties.CustomResponseBodies as Record<string, { Content: string }>).tooManyRequests!;
    expect(JSON.parse(body.Content)).toEqual({ message: 'Too many requests from your network: try again in a few minutes.' });
  });

  it('has its alarm under the same condition, kept off the alarm status widget (which cannot name a missing alarm)', () => {
    const [, acl] = aclOfScope('CLOUDFRONT');
    const alarms = Object.entries(template.toJSON().Resources as Record<string, { Type: string; Condition?: string; Properties: Props }>)
      .filter(([, r]) => r.Type === 'AWS::CloudWatch::Alarm')
      .map(([logicalId, r]) => ({ logicalId, ...r }));
    const edge = alarms.find((a) => a.Properties.AlarmName === 'codearena-dev-waf-blocked-edge')!;
    expect(edge.Condition).toBe(acl.Condition);
    expect(edge.Properties).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests', Threshold: 500 });
    expect(edge.Properties.Dimensions).toEqual(expect.arrayContaining([{ Name: 'WebACL', Value: 'codearena-dev-edge' }]));
    const api = alarms.find((a) => a.Properties.AlarmName === 'codearena-dev-waf-blocked-api')!;
    expect(api.Condition).toBeUndefined();
    expect(JSON.stringify(api.Properties.Dimensions)).toContain('codearena-dev-api');
    const [dashboard] = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    expect(body).toContain(api.logicalId);
    expect(body).not.toContain(edge.logicalId);
  });
});

describe('Cognito’s threat protection', () => {
  it('runs in full on the Plus plan: breached passwords refused at sign-up, sign-in and change; high-risk sign-ins blocked', () => {
    const [pool] = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPool'));
    expect(pool!.Properties).toMatchObject({ UserPoolTier: 'PLUS', UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' } });
    const [risk] = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolRiskConfigurationAttachment'));
    expect(risk!.Properties).toMatchObject({
      ClientId: 'ALL',
      CompromisedCredentialsRiskConfiguration: { Actions: { EventAction: 'BLOCK' }, EventFilter: ['SIGN_IN', 'SIGN_UP', 'PASSWORD_CHANGE'] },
      AccountTakeoverRiskConfiguration: {
        Actions: { HighAction: { EventAction: 'BLOCK', Notify: false }, MediumAction: { EventAction: 'MFA_IF_CONFIGURED', Notify: false } },
      },
    });
  });
});

describe('a cheap test deployment (-c protection=off)', () => {
  it('has no web ACL, no WAF alarm and no threat protection, and every finding that leaves says why', () => {
    const { stack, template: bare } = synthesizeStack({ protection: 'off' });
    expect(Object.keys(resourcesOfType(bare, 'AWS::WAFv2::WebACL'))).toHaveLength(0);
    expect(Object.keys(resourcesOfType(bare, 'AWS::Cognito::UserPoolRiskConfigurationAttachment'))).toHaveLength(0);
    const [pool] = Object.values(resourcesOfType(bare, 'AWS::Cognito::UserPool'));
    expect(pool!.Properties.UserPoolTier).toBe('ESSENTIALS');
    const alarmNames = Object.values(resourcesOfType(bare, 'AWS::CloudWatch::Alarm')).map((a) => String(a.Properties.AlarmName));
    expect(alarmNames.filter((name) => name.includes('waf'))).toEqual([]);
    expect(alarmNames.length).toBeGreaterThanOrEqual(8);
    expect(unacknowledgedNagErrors(stack)).toEqual([]);
    expect(firewallFindings(stack)).toEqual([]);
  });

  it('and the protected stack leaves cdk-nag nothing about WAF or Cognito’s plan to acknowledge', () => {
    expect(firewallFindings(protectedStack)).toEqual([]);
  });
});
