/**
 * The unit project shares one module registry per worker (vitest.config.ts): what a file changes
 * outside its own module must be undone when it ends, or the next file in that worker inherits it.
 * - `mockClient(SomeClient)` (aws-sdk-client-mock) replaces `send` on the client's prototype: put
 *   the real one back, so a file that talks to a real local server gets real clients.
 * - Spies, stubbed environment variables and globals go back as they were.
 */
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, vi } from 'vitest';

/** Every SDK client the unit tests mock (test/unit/vitest-config.test.ts keeps this list complete). */
export const mockedClients = {
  ApiGatewayManagementApiClient,
  CognitoIdentityProviderClient,
  DynamoDBClient,
  DynamoDBDocumentClient,
  LambdaClient,
  S3Client,
  SFNClient,
};

afterAll(() => {
  for (const client of Object.values(mockedClients)) {
    const send = client.prototype.send as { restore?: () => void };
    send.restore?.();
  }
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
