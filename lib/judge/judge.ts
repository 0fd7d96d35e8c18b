import { Duration, IgnoreMode, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { judgeLanguages, type JudgeLanguage } from '@contract/judge';
import { judgeSweeper } from '@contract/routes';
import { lambdaLogGroup, lambdaRole } from '../lambda-role';
import { repoRoot } from '../node-function';
import { buildJudgeWorkflow } from './workflow-definition';

export interface JudgeProps {
  readonly prepare: lambda.IFunction;
  /** The Node tasks that invoke a judge function and wait for it (their timeout is raised to match). */
  readonly compile: lambda.Function;
  readonly judgeBatch: lambda.Function;
  readonly record: lambda.IFunction;
  readonly notify: lambda.IFunction;
  /** Finishes stale submissions as IE on a schedule (contract/routes.ts judgeSweeper). */
  readonly sweeper: lambda.IFunction;
  /** Holds the problem packages and the compiled artifacts the judge functions read. */
  readonly packages: s3.IBucket;
}

/** How long one judge invocation may take: a compile plus, at worst, every test of a problem. */
export const JUDGE_TIMEOUT = Duration.minutes(2);
/** The S3 prefixes the judge functions can reach through the VPC endpoint (read only). */
export const judgeReadablePrefixes = ['problems/*', 'artifacts/*'] as const;

/** One full vCPU (docs/architecture.md §4): Lambda allocates CPU in proportion to memory. */
export const JUDGE_MEMORY_MB = 1769;

/** The judge images' one Dockerfile (from the repository root): a shared base and a build target per language. */
export const JUDGE_DOCKERFILE = 'judge-images/Dockerfile';

/**
 * The Docker build context is the repository root, but only what the images use is sent
 * (Docker ignore syntax: exclude everything, then re-include).
 */
export const judgeImageContextExcludes = [
  '*',
  '!package.json',
  // The alias @contract/* lives in these; esbuild reads them while bundling the judge handler.
  '!tsconfig.json',
  '!tsconfig.base.json',
  '!contract',
  '!lambdas',
  'lambdas/*',
  '!lambdas/judge',
  '!judge-images',
];

/** The only permissions a judge function has besides writing its logs: Lambda's own VPC plumbing. */
const vpcNetworkInterfaceActions = [
  'ec2:CreateNetworkInterface',
  'ec2:DescribeNetworkInterfaces',
  'ec2:DescribeSubnets',
  'ec2:DeleteNetworkInterface',
  'ec2:AssignPrivateIpAddresses',
  'ec2:UnassignPrivateIpAddresses',
];

/**
 * The judge (docs/architecture.md §4): one container-image Lambda per language in isolated subnets whose one way
 * out is an S3 gateway endpoint, and a role that can only write logs, driven by an Express state
 * machine whose trusted Node tasks (prepare, compile, judge batch, record, notify) do everything
 * that touches data.
 *
 * Why the judge functions read their tests and artifact through presigned URLs and hold no S3
 * grant themselves: a submission runs as the same user as the judge (Lambda offers no other), so
 * it can read the runtime's /proc/<pid>/environ, which holds the role's credentials. With a role
 * grant on problems/*, a program sent to POST …/run (whose stdout comes back to the student) could
 * fetch and print every problem's hidden tests through the endpoint. A URL the trusted task mints
 * per call names one object for five minutes and lives only in the judge's memory, so the stolen
 * credentials can still do nothing but write logs. The endpoint's policy in turn lets nothing but
 * GetObject on those two prefixes of the packages bucket through.
 */
export class Judge extends Construct {
  readonly stateMachine: sfn.StateMachine;
  readonly vpc: ec2.Vpc;
  readonly functions: Record<JudgeLanguage, lambda.DockerImageFunction>;

  constructor(scope: Construct, id: string, props: JudgeProps) {
    super(scope, id);
    this.vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'judge', subnetType: ec2.SubnetType.PRIVATE_ISOLATED, cidrMask: 24 }],
      flowLogs: {
        all: { destination: ec2.FlowLogDestination.toCloudWatchLogs(lambdaLogGroup(this, 'FlowLogs')), trafficType: ec2.FlowLogTrafficType.ALL },
      },
      // Nothing uses the default security group, and there is no route out of the VPC to restrict;
      // restricting it would add a custom-resource Lambda to the stack.
      restrictDefaultSecurityGroup: false,
    });
    const securityGroup = new ec2.SecurityGroup(this, 'JudgeSecurityGroup', {
      vpc: this.vpc,
      description: 'Judge functions: no ingress; HTTPS out, which only the S3 endpoint route can carry',
      allowAllOutbound: false,
    });
    // The isolated subnets' one route out is the S3 gateway endpoint's (CloudFormation cannot name
    // the S3 prefix list without a lookup), so HTTPS anywhere reaches S3 only, and of S3 only what
    // the endpoint policy below lets through.
    securityGroup.addEgressRule(ec2.Peer.anyIpv4(), ec2.Port.tcp(443), 'S3 through the gateway endpoint only');
    const endpoint = this.vpc.addGatewayEndpoint('S3Endpoint', {
      service: ec2.GatewayVpcEndpointAwsService.S3,
      subnets: [{ subnetType: ec2.SubnetType.PRIVATE_ISOLATED }],
    });
    endpoint.addToPolicy(
      new iam.PolicyStatement({
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:GetObject'],
        resources: judgeReadablePrefixes.map((prefix) => props.packages.arnForObjects(prefix)),
      }),
    );
    this.functions = Object.fromEntries(judgeLanguages.map((language) => [language, this.judgeFunction(language, securityGroup)])) as Record<
      JudgeLanguage,
      lambda.DockerImageFunction
    >;

    const logGroup = new logs.LogGroup(this, 'WorkflowLogs', {
      logGroupName: `/aws/vendedlogs/states/${Stack.of(this).stackName}-judge`,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stateMachine = new sfn.StateMachine(this, 'Workflow', {
      definitionBody: sfn.DefinitionBody.fromChainable(buildJudgeWorkflow(this, props)),
      stateMachineType: sfn.StateMachineType.EXPRESS,
      timeout: Duration.minutes(5),
      tracingEnabled: true,
      // Execution data holds hidden test figures and students' ids: states and events are logged
      // without it (the state holds no test or source any more, but logs need not hold even that).
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
    });
    this.acknowledgeWorkflowWildcards([props.prepare, props.compile, props.judgeBatch, props.record, props.notify]);
    this.waitForJudge([props.compile, props.judgeBatch]);
    new events.Rule(this, 'SweepStaleSubmissions', {
      description: 'Finishes judge submissions whose workflow ended without recording a result',
      schedule: events.Schedule.rate(Duration.minutes(judgeSweeper.everyMinutes)),
      targets: [new targets.LambdaFunction(props.sweeper, { retryAttempts: 0 })],
    });
  }

  /**
   * A task that invokes a judge function synchronously lives as long as that call: the house
   * default (15 s) would cut a compile that judges every test.
   */
  private waitForJudge(fns: lambda.Function[]): void {
    for (const fn of fns) (fn.node.defaultChild as lambda.CfnFunction).timeout = JUDGE_TIMEOUT.plus(Duration.seconds(30)).toSeconds();
  }

  private judgeFunction(language: JudgeLanguage, securityGroup: ec2.ISecurityGroup): lambda.DockerImageFunction {
    const logGroup = lambdaLogGroup(this, `${language}Logs`);
    const role = lambdaRole(this, `${language}Role`, logGroup);
    role.addToPolicy(new iam.PolicyStatement({ actions: vpcNetworkInterfaceActions, resources: ['*'] }));
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Lambda needs these EC2 network-interface actions to attach a function to a VPC; they support no resource-level scoping.',
    });
    return new lambda.DockerImageFunction(this, `${language}Function`, {
      description: `CodeArena judge for ${language}`,
      code: lambda.DockerImageCode.fromImageAsset(repoRoot, {
        // One multi-stage Dockerfile for every language: the stage named after the language is its image.
        file: JUDGE_DOCKERFILE,
        target: language,
        exclude: judgeImageContextExcludes,
        ignoreMode: IgnoreMode.DOCKER,
        // Most build hosts are x86: an arm64 image would need emulation to build.
        platform: Platform.LINUX_AMD64,
      }),
      architecture: lambda.Architecture.X86_64,
      memorySize: JUDGE_MEMORY_MB,
      timeout: JUDGE_TIMEOUT,
      vpc: this.vpc,
      vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
      securityGroups: [securityGroup],
      role,
      logGroup,
      environment: { JUDGE_LANGUAGE: language },
    });
  }

  private acknowledgeWorkflowWildcards(invoked: lambda.IFunction[]): void {
    const machine = this.stateMachine;
    for (const fn of invoked) {
      const logicalId = Stack.of(fn).getLogicalId(fn.node.defaultChild as lambda.CfnFunction);
      Validations.of(machine).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>:*]`,
        reason: 'CDK LambdaInvoke grants every version and alias of the function the workflow invokes.',
      });
    }
    Validations.of(machine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'CloudWatch Logs delivery and X-Ray actions of Step Functions support no resource-level permissions.',
    });
  }
}
