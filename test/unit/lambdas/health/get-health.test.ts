import { CognitoIdentityProviderClient, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { DescribeStateMachineCommand, SFNClient } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@contract/health';
import { lambdaContext, restEvent, setLambdaEnv } from '../env';

const dynamo = mockClient(DynamoDBClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const s3 = mockClient(S3Client);
const sfn = mockClient(SFNClient);

let handler: typeof import('../../../../lambdas/health/get-health').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/health/get-health'));
});

beforeEach(() => {
  [dynamo, cognito, s3, sfn].forEach((m) => m.reset());
  dynamo.on(DescribeTableCommand).resolves({ Table: { TableStatus: 'ACTIVE' } });
  cognito.on(DescribeUserPoolCommand).resolves({ UserPool: { Id: 'us-east-1_test' } });
  s3.on(HeadBucketCommand).resolves({});
  sfn.on(DescribeStateMachineCommand).resolves({ status: 'ACTIVE' } as never);
});

describe('GET /health', () => {
  it('reports every component up, asking each service about the configured resource', async () => {
    const response = await handler(restEvent({ path: '/health' }), lambdaContext);

    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(JSON.parse(response.body));
    expect(Object.values(body.components).map((c) => c.status)).toEqual(['up', 'up', 'up', 'up', 'up']);
    expect(dynamo).toHaveReceivedCommandWith(DescribeTableCommand, { TableName: 'codearena-test' });
    expect(cognito).toHaveReceivedCommandWith(DescribeUserPoolCommand, { UserPoolId: 'us-east-1_test' });
    expect(s3).toHaveReceivedCommandWith(HeadBucketCommand, { Bucket: 'uploads-test' });
    expect(sfn).toHaveReceivedCommandWith(DescribeStateMachineCommand, {
      stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:judge',
    });
  });

  it('answers 503 naming the part that is down', async () => {
    s3.on(HeadBucketCommand).rejects(Object.assign(new Error('NoSuchBucket'), { name: 'NotFound' }));

    const response = await handler(restEvent({ path: '/health' }), lambdaContext);

    expect(response.statusCode).toBe(503);
    const body = healthResponseSchema.parse(JSON.parse(response.body));
    expect(body.status).toBe('down');
    expect(body.components.storage).toMatchObject({ status: 'down', detail: 'NoSuchBucket' });
    expect(body.components.table.status).toBe('up');
  });
});
