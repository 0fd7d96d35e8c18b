/** Deleting the account revokes every sign-in of the user, ours and Cognito's, before the identity goes. */
import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);
let handler: typeof import('../../../../lambdas/account/delete-account').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/account/delete-account'));
});

let order: string[] = [];
beforeEach(() => {
  order = [];
  db.reset();
  s3.reset();
  cognito.reset();
  db.resolves({});
  db.on(QueryCommand).resolves({ Items: [] });
  db.on(PutCommand).callsFake((input: { Item: { pk: string } }) => {
    order.push(input.Item.pk.startsWith('USERTOKENS#') ? 'revoke' : 'put');
    return {};
  });
  s3.on(ListObjectsV2Command).resolves({});
  cognito.on(AdminUserGlobalSignOutCommand).callsFake(() => {
    order.push('global sign-out');
    return {};
  });
  cognito.on(AdminDeleteUserCommand).callsFake(() => {
    order.push('delete user');
    return {};
  });
});

const deleteMe = () => handler(userEvent(ada, { method: 'DELETE' }), lambdaContext);

describe('DELETE /me and sign-ins', () => {
  it('cuts off every sign-in of the caller up to now, signs the user out everywhere with Cognito, then deletes the user', async () => {
    const before = Math.floor(Date.now() / 1000);
    expect((await deleteMe()).statusCode).toBe(200);
    const cutOff = db
      .commandCalls(PutCommand)
      .map((c) => c.args[0].input.Item!)
      .find((item) => item.pk === 'USERTOKENS#u-ada')!;
    expect(cutOff.revokedBefore).toBeGreaterThanOrEqual(before);
    expect(cutOff.expiresAt).toBeGreaterThan(before + 30 * 86_400);
    expect(cognito).toHaveReceivedCommandWith(AdminUserGlobalSignOutCommand, { UserPoolId: 'us-east-1_test', Username: 'u-ada' });
    expect(order.filter((step) => step !== 'put')).toEqual(['revoke', 'global sign-out', 'delete user']);
  });

  it('keeps the Cognito user when the sign-out fails, so the user can sign in again and retry', async () => {
    cognito.on(AdminUserGlobalSignOutCommand).rejects(Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' }));
    expect((await deleteMe()).statusCode).toBe(500);
    expect(cognito).not.toHaveReceivedCommand(AdminDeleteUserCommand);
  });

  it('a retry after the Cognito user is gone still succeeds', async () => {
    const gone = Object.assign(new Error('gone'), { name: 'UserNotFoundException' });
    cognito.on(AdminUserGlobalSignOutCommand).rejects(gone);
    cognito.on(AdminDeleteUserCommand).rejects(gone);
    expect((await deleteMe()).statusCode).toBe(200);
  });
});
