import { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** How long Lambda logs are kept: long enough to investigate a report from last week's challenge. */
export const LAMBDA_LOG_RETENTION = logs.RetentionDays.ONE_MONTH;

export function lambdaLogGroup(scope: Construct, id: string): logs.LogGroup {
  return new logs.LogGroup(scope, id, { retention: LAMBDA_LOG_RETENTION, removalPolicy: RemovalPolicy.DESTROY });
}

/**
 * An execution role that can write to its own log group and nothing else; every other permission
 * is granted where the function is wired. (Instead of AWSLambdaBasicExecutionRole, which may write
 * to every log group of the account.)
 */
export function lambdaRole(scope: Construct, id: string, logGroup: logs.ILogGroup): iam.Role {
  const role = new iam.Role(scope, id, { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  return role;
}
