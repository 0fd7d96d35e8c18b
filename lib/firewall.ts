import { Aws, CfnCondition, Fn, Validations } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct, type IConstruct } from 'constructs';

export interface FirewallProps {
  readonly stage: string;
  /** The REST API stage the regional web ACL guards. */
  readonly restApiId: string;
  readonly restApiStage: string;
}

/** The header CloudFront adds to every request it forwards to the REST API (docs/decisions/D32). */
export const ORIGIN_HEADER = 'x-codearena-origin';

/** Requests one address may make through CloudFront in five minutes (10 a second, sustained). */
export const EDGE_REQUESTS_PER_IP_PER_5_MINUTES = 3_000;

/**
 * AWS's managed rules that read the request body. CodeArena's bodies are source code and Markdown
 * (`../`, `<script>`, `169.254.169.254` and `java.lang.Runtime` are all fair in a program or a
 * post), checked by each route's zod schema and rendered through DOMPurify: these rules only count.
 */
const BODY_RULES = {
  AWSManagedRulesCommonRuleSet: ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY', 'GenericLFI_BODY', 'GenericRFI_BODY', 'EC2MetaDataSSRF_BODY'],
  AWSManagedRulesKnownBadInputsRuleSet: ['Log4JRCE_BODY', 'JavaDeserializationRCE_BODY'],
} as const;

/**
 * AWS WAF in front of everything a browser reaches (docs/decisions/D32):
 * - at the edge (CloudFront; a CLOUDFRONT web ACL exists only in us-east-1, so it is created when
 *   the stack is deployed there): AWS's IP reputation list and a rate limit per address, answered
 *   429 with Retry-After;
 * - at the REST API's stage: requests that did not come through CloudFront are refused (CloudFront
 *   adds a header whose value is the stack's own id, which no browser sees), then AWS's common and
 *   known-bad-inputs rules on paths, query strings and headers.
 * The WebSocket API cannot carry a web ACL; per-user metering guards it (docs/decisions/D31).
 */
export class Firewall extends Construct {
  readonly apiAcl: wafv2.CfnWebACL;
  readonly edgeAcl: wafv2.CfnWebACL;
  /** True where the stack is deployed in us-east-1, the only region with CLOUDFRONT web ACLs. */
  readonly edgeCondition: CfnCondition;
  /** The value CloudFront sends in {@link ORIGIN_HEADER}: the stack id's UUID, fixed at its creation. */
  readonly originSecret: string;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    this.originSecret = Fn.select(2, Fn.split('/', Aws.STACK_ID));
    this.apiAcl = webAcl(this, 'ApiAcl', {
      name: `codearena-${props.stage}-api`,
      scope: 'REGIONAL',
      refusal: { key: 'notThroughCloudFront', message: "Use the app's address: this API answers through it only." },
      rules: [
        {
          name: 'OnlyThroughCloudFront',
          action: { block: { customResponse: { responseCode: 403, customResponseBodyKey: 'notThroughCloudFront' } } },
          statement: {
            notStatement: {
              statement: {
                byteMatchStatement: {
                  fieldToMatch: { singleHeader: { Name: ORIGIN_HEADER } },
                  positionalConstraint: 'EXACTLY',
                  searchString: this.originSecret,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        },
        managedRules('AWSManagedRulesCommonRuleSet'),
        managedRules('AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
    new wafv2.CfnWebACLAssociation(this, 'ApiAclAssociation', {
      webAclArn: this.apiAcl.attrArn,
      resourceArn: `arn:${Aws.PARTITION}:apigateway:${Aws.REGION}::/restapis/${props.restApiId}/stages/${props.restApiStage}`,
    });

    this.edgeCondition = new CfnCondition(this, 'InUsEast1', { expression: Fn.conditionEquals(Aws.REGION, 'us-east-1') });
    this.edgeAcl = webAcl(this, 'EdgeAcl', {
      name: `codearena-${props.stage}-edge`,
      scope: 'CLOUDFRONT',
      refusal: { key: 'tooManyRequests', message: 'Too many requests from your network: try again in a few minutes.' },
      rules: [
        managedRules('AWSManagedRulesAmazonIpReputationList'),
        {
          name: 'RequestsPerAddress',
          action: {
            block: {
              customResponse: { responseCode: 429, customResponseBodyKey: 'tooManyRequests', responseHeaders: [{ name: 'retry-after', value: '300' }] },
            },
          },
          statement: { rateBasedStatement: { limit: EDGE_REQUESTS_PER_IP_PER_5_MINUTES, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
        },
      ],
    });
    this.edgeAcl.cfnOptions.condition = this.edgeCondition;
  }

  /** The edge web ACL's ARN in us-east-1, nothing elsewhere (for the distribution's `webAclId`). */
  get edgeAclArnIfAny(): string {
    return Fn.conditionIf(this.edgeCondition.logicalId, this.edgeAcl.attrArn, Aws.NO_VALUE).toString();
  }
}

/** A rule as written here: its priority is its place in the list, its metric its name. */
type Rule = Omit<wafv2.CfnWebACL.RuleProperty, 'priority' | 'visibilityConfig'>;

/** A web ACL that lets through what no rule blocks, answering a block with one JSON sentence; named once, metrics under that name. */
function webAcl(
  scope: Construct,
  id: string,
  acl: { name: string; scope: 'REGIONAL' | 'CLOUDFRONT'; refusal: { key: string; message: string }; rules: Rule[] },
): wafv2.CfnWebACL {
  return new wafv2.CfnWebACL(scope, id, {
    name: acl.name,
    scope: acl.scope,
    defaultAction: { allow: {} },
    visibilityConfig: visibility(acl.name),
    customResponseBodies: { [acl.refusal.key]: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: acl.refusal.message }) } },
    rules: acl.rules.map((rule, priority) => ({ ...rule, priority, visibilityConfig: visibility(rule.name) })),
  });
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

function managedRules(name: keyof typeof BODY_RULES | 'AWSManagedRulesAmazonIpReputationList'): Rule {
  const counted = name in BODY_RULES ? BODY_RULES[name as keyof typeof BODY_RULES] : [];
  return {
    name,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: counted.length ? counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })) : undefined,
      },
    },
  };
}

/**
 * `-c protection=off` (a cheap test deployment, docs/decisions/D32): the cdk-nag findings a web ACL
 * or threat protection would have answered, acknowledged with that reason.
 */
export function acknowledgeProtectionOff(construct: IConstruct, ...ids: string[]): void {
  for (const id of ids) {
    Validations.of(construct).acknowledge({
      id,
      reason: 'CDK context protection=off: a cheap test deployment, without WAF or threat protection (docs/decisions/D32).',
    });
  }
}
