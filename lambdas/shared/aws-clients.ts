/**
 * AWS SDK clients, created once per execution environment and only when first used (DynamoDB's are
 * in lambdas/data/clients.ts: only the data module talks to the table).
 * Endpoints come from the SDK's standard `AWS_ENDPOINT_URL_<SERVICE>` variables, which the local
 * stack sets; nothing here knows whether it runs locally or in AWS, except S3's path-style switch
 * (s3rver cannot serve virtual-hosted buckets). Each is traced: in AWS every call is an X-Ray subsegment.
 */
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { optionalEnv, requireEnv } from './env';
import { tracedClient } from './telemetry';

export const s3Client = tracedClient(
  () =>
    new S3Client({
      forcePathStyle: optionalEnv('s3ForcePathStyle') === 'true',
      // Checksums only where S3 requires them: presigned browser PUTs and s3rver need plain bodies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    }),
);

export const cognitoClient = tracedClient(() => new CognitoIdentityProviderClient({}));

// The SDK prefixes StartSyncExecution's host with `sync-`; a local endpoint (an IP) has no such host.
export const sfnClient = tracedClient(() => new SFNClient({ disableHostPrefix: Boolean(process.env.AWS_ENDPOINT_URL_SFN) }));

export const managementApiClient = tracedClient(() => new ApiGatewayManagementApiClient({ endpoint: requireEnv('webSocketManagementUrl') }));
