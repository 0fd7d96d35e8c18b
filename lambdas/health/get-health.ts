import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { DescribeStateMachineCommand } from '@aws-sdk/client-sfn';
import { tableStatus } from '../data/clients';
import { cognitoClient, s3Client, sfnClient } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import { healthApi } from '@contract/api/health';
import { httpRoute } from '../shared/http-handler';
import { checkHealth, type HealthProbe } from './check-health';

/** GET /health: public, so operators and the status page can see which part is down. */
const probes: Parameters<typeof checkHealth>[0] = {
  table: tableStatus,
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

export const handler = httpRoute(healthApi.getHealth, () => checkHealth(probes), { status: (result) => (result.status === 'up' ? 200 : 503) });
