import { ApiGatewayManagementApiClient, DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { AdminDeleteUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);
const management = mockClient(ApiGatewayManagementApiClient);
let handler: typeof import('../../../../lambdas/account/delete-account').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/account/delete-account'));
});

const own = [
  { pk: 'USER#u-ada', sk: 'PROFILE' },
  { pk: 'USER#u-ada', sk: 'SESSION#s-1' },
];
/** The caller's live socket, as the connections' listing (gsi1, CONN# entries) finds it. */
const socket = {
  pk: 'CONN#c-1',
  sk: 'CONNECTION',
  _et: 'Connection',
  connectionId: 'c-1',
  userId: 'u-ada',
  connectedAt: 'x',
  lastActiveAt: 'x',
  expiresAt: 4102444800,
  _ct: 'x',
  _md: 'x',
  gsi1pk: 'USER#u-ada',
  gsi1sk: 'CONN#c-1',
};
const isSocketListing = (input: { ExpressionAttributeValues?: Record<string, unknown> }) =>
  Object.values(input.ExpressionAttributeValues ?? {}).includes('CONN#');
const linked = [
  { pk: 'USERNAME#ada', sk: 'CLAIM', gsi1pk: 'USER#u-ada' },
  { pk: 'CONN#c-1', sk: 'CONNECTION', gsi1pk: 'USER#u-ada' },
  { pk: 'USER#u-ada', sk: 'SESSION#s-1', gsi1pk: 'USER#u-ada' },
];

let order: string[] = [];
beforeEach(() => {
  order = [];
  db.reset();
  s3.reset();
  cognito.reset();
  management.reset();
  db.resolves({});
  db.on(QueryCommand).callsFake((input: { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> }) => ({
    Items: isSocketListing(input) ? [socket] : input.IndexName === 'gsi1' ? linked : own,
  }));
  management.on(DeleteConnectionCommand).callsFake(() => {
    order.push('socket');
    return {};
  });
  db.on(BatchWriteCommand).callsFake(() => {
    order.push('table');
    return {};
  });
  db.on(UpdateCommand).callsFake((input: { Key: { sk: string } }) => {
    order.push(`tombstone ${input.Key.sk}`);
    return {};
  });
  s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'user-avatars/u-ada/avatar-1.png' }] });
  s3.on(DeleteObjectCommand).callsFake(() => {
    order.push('avatar');
    return {};
  });
  cognito.on(AdminDeleteUserCommand).callsFake(() => {
    order.push('cognito');
    return {};
  });
});

const deleteMe = (body?: unknown) => handler(userEvent(ada, { method: 'DELETE', body }), lambdaContext);
const deletedKeys = () => db.commandCalls(BatchWriteCommand).flatMap((c) => c.args[0].input.RequestItems!['codearena-test']!.map((r) => r.DeleteRequest!.Key));

describe('DELETE /me', () => {
  it('tombstones the profile, then deletes the avatar objects, every item of the caller (the profile last), then the Cognito user', async () => {
    const response = await deleteMe({ reason: 'moving on' });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({ success: true });
    expect(s3).toHaveReceivedCommandWith(ListObjectsV2Command, { Bucket: 'uploads-test', Prefix: 'user-avatars/u-ada/' });
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Key: 'user-avatars/u-ada/avatar-1.png' });
    const keys = deletedKeys();
    // The session found both ways is deleted once per pass; the second pass finds what the first
    // deleted again only because this mock never forgets.
    expect(keys).toHaveLength(7);
    expect(keys.filter((k) => k?.sk === 'PROFILE')).toEqual([{ pk: 'USER#u-ada', sk: 'PROFILE' }]);
    expect(keys.at(-1)).toEqual({ pk: 'USER#u-ada', sk: 'PROFILE' });
    expect(keys).toEqual(
      expect.arrayContaining([
        { pk: 'USERNAME#ada', sk: 'CLAIM' },
        { pk: 'CONN#c-1', sk: 'CONNECTION' },
      ]),
    );
    expect(cognito).toHaveReceivedCommandWith(AdminDeleteUserCommand, { UserPoolId: 'us-east-1_test', Username: 'u-ada' });
    // The tombstone first: from then on no write for the user can land (data/account-guard.ts).
    const [tombstone] = db.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(tombstone).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    expect(tombstone!.UpdateExpression).toMatch(/if_not_exists/);
    // Cognito goes last: nothing may be left to delete once the identity is gone.
    // The live socket closes once no new one can open, while its item still says it is the caller's.
    expect(order).toEqual(['tombstone PROFILE', 'tombstone PROFILE#PRESENCE', 'socket', 'avatar', 'table', 'table', 'table', 'cognito']);
    expect(management).toHaveReceivedCommandWith(DeleteConnectionCommand, { ConnectionId: 'c-1' });
  });

  it('queries only the caller’s partition and gsi1 entries, twice (a second pass after the first deletions)', async () => {
    await deleteMe();
    const partitions = db.commandCalls(QueryCommand).map((c) => Object.values(c.args[0].input.ExpressionAttributeValues ?? {}));
    // First the caller's sockets (to close them), then the two passes over the caller's items.
    expect(partitions).toEqual([['USER#u-ada', 'CONN#'], ['USER#u-ada'], ['USER#u-ada'], ['USER#u-ada'], ['USER#u-ada']]);
  });

  it('keeps the Cognito user when the data deletion fails, so the user can retry', async () => {
    db.on(BatchWriteCommand).rejects(new Error('throttled'));
    const response = await deleteMe();
    expect(response.statusCode).toBe(500);
    expect(cognito).not.toHaveReceivedCommand(AdminDeleteUserCommand);
  });

  it('retries unprocessed deletions', async () => {
    db.on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { 'codearena-test': [{ DeleteRequest: { Key: { pk: 'CONN#c-1', sk: 'CONNECTION' } } }] } })
      .resolves({});
    expect((await deleteMe()).statusCode).toBe(200);
    // Two passes and the profile, plus the retry of the one left unprocessed.
    expect(db).toHaveReceivedCommandTimes(BatchWriteCommand, 4);
  });

  it('is idempotent: a retry after the Cognito user is gone still succeeds', async () => {
    db.on(QueryCommand).resolves({ Items: [] });
    // The profile is gone already: the tombstone's condition fails.
    db.on(UpdateCommand).rejects(Object.assign(new Error('gone'), { name: 'ConditionalCheckFailedException' }));
    s3.on(ListObjectsV2Command).resolves({});
    cognito.on(AdminDeleteUserCommand).rejects(Object.assign(new Error('gone'), { name: 'UserNotFoundException' }));
    expect((await deleteMe()).statusCode).toBe(200);
    expect(db).not.toHaveReceivedCommand(BatchWriteCommand);
  });

  it('refuses an over-long reason with 400 and deletes nothing', async () => {
    expect((await deleteMe({ reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(s3.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });
});
