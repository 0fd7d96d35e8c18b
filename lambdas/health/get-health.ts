import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { DescribeStateMachineCommand } from '@aws-sdk/client-sfn';
import { z } from 'zod';
import { cognitoClient, dynamoDbClient, s3Client, sfnClient } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import { httpRoute } from '../shared/http-handler';
import { checkHealth, type HealthProbe } from './check-health';

/** GET /health: public, so operators and the status page can see which part is down. */
const probes: Parameters<typeof checkHealth>[0] = {
  table: async () => {
    const { Table } = await dynamoDbClient().send(new DescribeTableCommand({ TableName: requireEnv('tableName') }));
    return Table?.TableStatus;
  },
  auth: async () => {
    await cognitoClient().send(new DescribeUserPoolCommand({ UserPoolId: requireEnv('userPoolId') }));
  },
  storage: async () => {
    await s3Client().send(new HeadBucketCommand({ Bucket: requireEnv('uploadsBucket') }));
  },
  workflow: async () => {
    const { status } = await sfnClient().send(new DescribeStateMachineCommand({ stateMachineArn: requireEnv('judgeStateMachineArn') }));
    return status;
  },
  // This function answering through the gateway is the gateway's proof of life.
  gateway: (async () => undefined) satisfies HealthProbe,
};

export const handler = httpRoute({
  access: 'public',
  input: z.object({}),
  handle: () => checkHealth(probes),
  status: (result) => (result.status === 'up' ? 200 : 503),
});
