import { Duration, IgnoreMode, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { judgeLanguages, type JudgeLanguage } from '../../contract/judge';
import { lambdaLogGroup, lambdaRole } from '../lambda-role';
import { repoRoot } from '../node-function';
import { buildJudgeWorkflow } from './workflow-definition';

export interface JudgeProps {
  readonly prepare: lambda.IFunction;
  readonly record: lambda.IFunction;
  readonly notify: lambda.IFunction;
}

/** One full vCPU (DESIGN §4): Lambda allocates CPU in proportion to memory. */
export const JUDGE_MEMORY_MB = 1769;

/**
 * The Docker build context is the repository root, but only what the images use is sent
 * (Docker ignore syntax: exclude everything, then re-include).
 */
export const judgeImageContextExcludes = [
  '*',
  '!package.json',
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
 * The judge (DESIGN §4): one container-image Lambda per language in isolated subnets with no route
 * out and a role that can only write logs, driven by an Express state machine whose trusted Node
 * tasks (prepare, record, notify) do everything that touches data.
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
      description: 'Judge functions: no ingress, no egress',
      allowAllOutbound: false,
    });
    this.functions = Object.fromEntries(
      judgeLanguages.map((language) => [language, this.judgeFunction(language, securityGroup)]),
    ) as Record<JudgeLanguage, lambda.DockerImageFunction>;

    const logGroup = new logs.LogGroup(this, 'WorkflowLogs', {
      logGroupName: `/aws/vendedlogs/states/${Stack.of(this).stackName}-judge`,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stateMachine = new sfn.StateMachine(this, 'Workflow', {
      definitionBody: sfn.DefinitionBody.fromChainable(buildJudgeWorkflow(this, { ...props, judge: this.functions })),
      stateMachineType: sfn.StateMachineType.EXPRESS,
      timeout: Duration.minutes(5),
      tracingEnabled: true,
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: true },
    });
    this.acknowledgeWorkflowWildcards([props.prepare, props.record, props.notify, ...Object.values(this.functions)]);
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
        file: `judge-images/${language}/Dockerfile`,
        exclude: judgeImageContextExcludes,
        ignoreMode: IgnoreMode.DOCKER,
        // Most build hosts are x86: an arm64 image would need emulation to build.
        platform: Platform.LINUX_AMD64,
      }),
      architecture: lambda.Architecture.X86_64,
      memorySize: JUDGE_MEMORY_MB,
      timeout: Duration.minutes(2),
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
