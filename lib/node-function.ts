/**
 * The one factory for the Node Lambdas (house defaults: nodejs22.x, ARM64, esbuild ESM bundle with
 * source maps, a log group with retention, X-Ray tracing) and the mapping of the route table's
 * grants (contract/routes.ts) to the narrowest IAM permissions.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { ArnFormat, type CfnElement, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { RouteGrant } from '@contract/routes';
import { lambdaLogGroup, lambdaRole } from './lambda-role';
import { nagValue } from './nag';

/** The service name a function's logs and metrics carry (its handler path, dashed): alarms select on it. */
export const powertoolsServiceName = (handler: string) => handler.replaceAll('/', '-');

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const NODE_RUNTIME = lambda.Runtime.NODEJS_22_X;

/** `health/get-health` → `HealthGetHealth`: a construct id that stays stable while the handler does. */
export function constructIdFor(handler: string): string {
  return handler
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The function's name, fixed at synthesis: the REST API's OpenAPI body names each feature Lambda by an
 * ARN built from it, so the API does not depend on the function (which would close the loop API →
 * function → its grants → uploads bucket CORS → CloudFront → API).
 */
export function nodeFunctionName(scope: Construct, handler: string): string {
  const stackName = Stack.of(scope).stackName;
  if (Token.isUnresolved(stackName)) throw new Error('Node functions need a stack with a literal name');
  const name = `${stackName}-${constructIdFor(handler)}`;
  // Lambda allows 64 characters; a hash of the whole keeps a shortened name unique.
  return name.length <= 64 ? name : `${name.slice(0, 55)}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

/** The ARN of a Node function by its fixed name: a string of pseudo parameters, no reference to the function. */
export function nodeFunctionArn(scope: Construct, handler: string): string {
  return Stack.of(scope).formatArn({
    service: 'lambda',
    resource: 'function',
    resourceName: nodeFunctionName(scope, handler),
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

/** How every Node function is bundled (esbuild through CDK, locally, no Docker). */
export const nodeBundling = {
  format: nodejs.OutputFormat.ESM,
  target: 'node22',
  sourceMap: true,
  minify: true,
  // Size tables for every function drown synth and test output; problems still print.
  logLevel: nodejs.LogLevel.WARNING,
  mainFields: ['module', 'main'],
  // Bundle our pinned AWS SDK instead of the runtime's, so local and cloud run the same code.
  externalModules: [],
  // Some CommonJS dependencies call require(); an ESM bundle has to provide it.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
} as const satisfies nodejs.BundlingOptions;

export function createNodeFunction(scope: Construct, handler: string): nodejs.NodejsFunction {
  const id = constructIdFor(handler);
  const logGroup = lambdaLogGroup(scope, `${id}Logs`);
  const fn = new nodejs.NodejsFunction(scope, id, {
    functionName: nodeFunctionName(scope, handler),
    entry: path.join(repoRoot, 'lambdas', `${handler}.ts`),
    handler: 'handler',
    runtime: NODE_RUNTIME,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.seconds(15),
    tracing: lambda.Tracing.ACTIVE,
    logGroup,
    role: lambdaRole(scope, `${id}Role`, logGroup),
    projectRoot: repoRoot,
    depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
    environment: { NODE_OPTIONS: '--enable-source-maps', POWERTOOLS_SERVICE_NAME: powertoolsServiceName(handler) },
    bundling: nodeBundling,
  });
  Validations.of(fn.role!).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'nodejs22.x on purpose: the same Node major as the local stack and the test runner (docs/architecture.md §3).',
  });
  return fn;
}

/** What the route grants refer to; the optional ones exist once the stack has built them. */
export interface GrantTargets {
  table: dynamodb.ITable;
  uploads: s3.IBucket;
  packages: s3.IBucket;
  userPool?: cognito.IUserPool;
  judgeStateMachine?: sfn.IStateMachine;
  webSocketStage?: apigwv2.WebSocketStage;
  /** The per-language judge functions (container images): `judge:invoke` may call these and nothing else. */
  judgeFunctions?: readonly lambda.IFunction[];
  /** The SSM parameter (name) of the payment provider's webhook secret; absent while payments are off. */
  paymentWebhookSecretParameter?: string;
}

/** The user-pool operations a staff handler may perform (`userpool:admin`). */
export const userPoolAdminActions = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
];

function required<T>(value: T | undefined, grant: RouteGrant): T {
  if (value === undefined) throw new Error(`grant ${grant} refers to a resource the stack has not created yet`);
  return value;
}

const wildcardReasons: Record<string, string> = {
  'Resource::<TABLE>/index/*': 'Queries may use any index of the one table (contract/table.ts).',
  'Action::s3:GetObject*': 'CDK grantRead: reading objects and their versions/tags.',
  'Action::s3:GetBucket*': 'CDK grantRead: bucket metadata needed to read objects.',
  'Action::s3:List*': 'CDK grantRead: listing the bucket the handler reads.',
  'Action::s3:Abort*': 'CDK grantPut: aborting its own multipart uploads.',
  'Action::s3:DeleteObject*': "CDK grantDelete: an object and its versions; the handlers delete only under the caller's own prefix.",
  'Resource::<BUCKET>/*': 'Objects of the one bucket the route names; keys are chosen per request.',
  'Resource::<BUCKET>/artifacts/*': 'Compiled programs, one key per submission (artifacts/<submissionId>/), expired after a day.',
  'Resource::<BUCKET>/problems/wc-*': 'The tests of weekly challenges, one prefix per challenge (problems/wc-<id>/tests/), written when staff schedule one.',
  'Resource::<WS>/@connections/*': 'execute-api:ManageConnections on any connection of this API stage: connection ids are dynamic.',
};

/** The logical id cdk-nag names a resource by in its findings (`<Id.Arn>`). */
function logicalIdOf(construct: Construct): string {
  const cfn = construct.node.defaultChild as CfnElement;
  return Stack.of(construct).getLogicalId(cfn);
}

/** How cdk-nag renders the ARN pattern of `WebSocketStage.grantManagementApiAccess`. */
function webSocketConnectionsPattern(stage: apigwv2.WebSocketStage): string {
  const stack = Stack.of(stage);
  const prefix = `arn:${nagValue(stack.partition, 'Partition')}:execute-api:${nagValue(stack.region, 'Region')}:${nagValue(stack.account, 'AccountId')}`;
  return `${prefix}:<${logicalIdOf(stage.api)}>/${stage.stageName}/*/@connections/*`;
}

function acknowledgeWildcard(fn: lambda.IFunction, finding: string, key: keyof typeof wildcardReasons & string): void {
  Validations.of(fn.role ?? fn).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: wildcardReasons[key] });
}

export function grantRouteAccess(fn: lambda.Function, grants: readonly RouteGrant[], targets: GrantTargets): void {
  const ref = (construct: Construct) => `<${logicalIdOf(construct)}.Arn>`;
  for (const grant of grants) {
    switch (grant) {
      case 'table:read':
      case 'table:write':
        if (grant === 'table:read') targets.table.grantReadData(fn);
        else targets.table.grantWriteData(fn);
        acknowledgeWildcard(fn, `Resource::${ref(targets.table)}/index/*`, 'Resource::<TABLE>/index/*');
        break;
      case 'table:describe':
        targets.table.grant(fn, 'dynamodb:DescribeTable');
        acknowledgeWildcard(fn, `Resource::${ref(targets.table)}/index/*`, 'Resource::<TABLE>/index/*');
        break;
      case 'uploads:read':
      case 'packages:read': {
        const bucket = grant === 'uploads:read' ? targets.uploads : targets.packages;
        bucket.grantRead(fn);
        for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*']) acknowledgeWildcard(fn, `Action::${action}`, `Action::${action}`);
        acknowledgeWildcard(fn, `Resource::${ref(bucket)}/*`, 'Resource::<BUCKET>/*');
        break;
      }
      case 'packages:write-artifacts':
        // Only the judge workflow's compiled programs: problem packages stay read-only to every handler.
        targets.packages.grantPut(fn, 'artifacts/*');
        acknowledgeWildcard(fn, 'Action::s3:Abort*', 'Action::s3:Abort*');
        acknowledgeWildcard(fn, `Resource::${ref(targets.packages)}/artifacts/*`, 'Resource::<BUCKET>/artifacts/*');
        break;
      case 'packages:write-challenges':
        // Only weekly challenges' tests (challenge ids start `wc-`): the catalogue's packages stay read-only.
        targets.packages.grantPut(fn, 'problems/wc-*');
        acknowledgeWildcard(fn, 'Action::s3:Abort*', 'Action::s3:Abort*');
        acknowledgeWildcard(fn, `Resource::${ref(targets.packages)}/problems/wc-*`, 'Resource::<BUCKET>/problems/wc-*');
        break;
      case 'uploads:write':
        targets.uploads.grantPut(fn);
        acknowledgeWildcard(fn, 'Action::s3:Abort*', 'Action::s3:Abort*');
        acknowledgeWildcard(fn, `Resource::${ref(targets.uploads)}/*`, 'Resource::<BUCKET>/*');
        break;
      case 'uploads:write-blog-covers':
        targets.uploads.grantPut(fn, 'blog-covers/*');
        acknowledgeWildcard(fn, 'Action::s3:Abort*', 'Action::s3:Abort*');
        acknowledgeWildcard(fn, `Resource::${ref(targets.uploads)}/blog-covers/*`, 'Resource::<BUCKET>/blog-covers/*');
        break;
      case 'uploads:delete':
        targets.uploads.grantDelete(fn);
        acknowledgeWildcard(fn, 'Action::s3:DeleteObject*', 'Action::s3:DeleteObject*');
        acknowledgeWildcard(fn, `Resource::${ref(targets.uploads)}/*`, 'Resource::<BUCKET>/*');
        break;
      case 'uploads:describe':
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [targets.uploads.bucketArn] }));
        break;
      case 'userpool:describe':
        required(targets.userPool, grant).grant(fn, 'cognito-idp:DescribeUserPool');
        break;
      case 'userpool:admin':
        required(targets.userPool, grant).grant(fn, ...userPoolAdminActions);
        break;
      case 'userpool:delete-user':
        // Only DELETE /me has it, and the handler signs out and deletes the caller's own user (its sub from the token).
        required(targets.userPool, grant).grant(fn, 'cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser');
        break;
      case 'userpool:read-second-factor':
        required(targets.userPool, grant).grant(fn, 'cognito-idp:AdminGetUser');
        break;
      case 'userpool:sign-out-user':
        // The handler signs out only the caller's own user (its sub from the token).
        required(targets.userPool, grant).grant(fn, 'cognito-idp:AdminUserGlobalSignOut');
        break;
      case 'workflow:start':
        required(targets.judgeStateMachine, grant).grantStartExecution(fn);
        break;
      case 'workflow:describe':
        required(targets.judgeStateMachine, grant).grant(fn, 'states:DescribeStateMachine');
        break;
      case 'websocket:manage': {
        const stage = required(targets.webSocketStage, grant);
        stage.grantManagementApiAccess(fn);
        acknowledgeWildcard(fn, `Resource::${webSocketConnectionsPattern(stage)}`, 'Resource::<WS>/@connections/*');
        break;
      }
      case 'judge:invoke':
        // The functions' unqualified ARNs only: no other function, version or alias.
        fn.addToRolePolicy(
          new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: required(targets.judgeFunctions, grant).map((f) => f.functionArn) }),
        );
        break;
      case 'payments:config': {
        // Reading that one parameter only; a SecureString under the AWS-managed aws/ssm key needs no KMS grant.
        const name = targets.paymentWebhookSecretParameter;
        if (name) {
          const stack = Stack.of(fn);
          const resource = stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, '') });
          fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['ssm:GetParameter'], resources: [resource] }));
        }
        break;
      }
    }
  }
}
