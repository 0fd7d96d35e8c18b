import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { presenceOf } from '../../../../lambdas/platform/presence';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, storedPresence, storedProfile, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
let getPresence: typeof import('../../../../lambdas/presence/get-presence').handler;
let onMessage: typeof import('../../../../lambdas/app/websocket-default').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: getPresence } = await import('../../../../lambdas/presence/get-presence'));
  ({ handler: onMessage } = await import('../../../../lambdas/app/websocket-default'));
});
beforeEach(() => {
  db.reset();
  management.reset();
  db.resolves({});
  management.resolves({});
});

/** A failed condition; `item` is what DynamoDB returns of the item as it stood (ReturnValuesOnConditionCheckFailure). */
const conditionFailed = (item?: Record<string, unknown>) =>
  Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException', ...(item && { Item: item }) });
const socketMessage = (body: unknown, userId = 'u-ada') =>
  ({ body: JSON.stringify(body), requestContext: { connectionId: 'c-1', routeKey: '$default', authorizer: { userId } } }) as never;
const updatesOf = (sk: string) =>
  db
    .commandCalls(UpdateCommand)
    .filter((c) => c.args[0].input.Key?.sk === sk)
    .map((c) => c.args[0].input);
const profileUpdates = () => updatesOf('PROFILE');
const presenceUpdates = () => updatesOf('PROFILE#PRESENCE');

describe('presence rules', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  it.each([
    [{ status: 'online', lastActiveAt: '2026-11-22T11:56:00.000Z' }, 'online'],
    [{ status: 'online', lastActiveAt: '2026-11-22T11:54:59.000Z' }, 'offline'],
    [{ status: 'offline', lastActiveAt: '2026-11-22T11:59:59.000Z' }, 'offline'],
    [{ status: 'online' }, 'offline'],
    [{ status: 'online', lastActiveAt: '2026-11-22T11:59:59.000Z', showStatus: false }, 'hidden'],
  ])('%j is %s', (fields, status) => {
    expect(presenceOf({ userId: 'u-bob', ...fields }, now).status).toBe(status);
  });

  it('tells nothing about when a hidden user was last seen', () => {
    expect(presenceOf({ userId: 'u-bob', status: 'online', lastActiveAt: '2026-11-22T11:59:00.000Z', showStatus: false }, now)).toEqual({
      userId: 'u-bob',
      status: 'hidden',
    });
  });
});

describe('GET /users/{userId}/presence', () => {
  it("reads only the other user's presence fields: one Query of their profile and presence items, projected", async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    const { pk, sk, _et } = storedProfile('u-bob');
    db.on(QueryCommand).resolves({
      Items: [{ pk, sk, _et, userId: 'u-bob', showStatus: true }, storedPresence('u-bob', { status: 'online', lastActiveAt: recent })],
    });
    const response = await getPresence(userEvent(ada, { pathParameters: { userId: 'u-bob' } }), lambdaContext);
    expect(bodyOf(response)).toEqual({ userId: 'u-bob', status: 'online', lastSeen: recent });
    const input = db.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(Object.values(input.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining(['USER#u-bob', 'PROFILE']));
    expect(input.ProjectionExpression).toBeDefined();
    expect(Object.values(input.ExpressionAttributeNames ?? {})).not.toContain('email');
  });

  it('is offline for a user with a profile but no presence item yet', async () => {
    db.on(QueryCommand).resolves({ Items: [storedProfile('u-bob')] });
    expect(bodyOf(await getPresence(userEvent(ada, { pathParameters: { userId: 'u-bob' } }), lambdaContext))).toEqual({ userId: 'u-bob', status: 'offline' });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await getPresence(userEvent(ada, { pathParameters: { userId: 'nobody' } }), lambdaContext);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).message).toBe('User account not found.');
  });
});

describe('WebSocket presence messages', () => {
  it('user_activity marks the authorized user online on their presence item, conditioned so it writes at most every 30 s', async () => {
    await onMessage(socketMessage({ type: 'user_activity' }));
    expect(profileUpdates()).toEqual([]); // the profile item is never rewritten for presence
    const [update] = presenceUpdates();
    expect(update?.Key).toEqual({ pk: 'USER#u-ada', sk: 'PROFILE#PRESENCE' });
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain('online');
    const cutoff = Object.values(update?.ExpressionAttributeValues ?? {}).find(
      (v) => typeof v === 'string' && v.endsWith('Z') && Date.parse(v) < Date.now() - 29_000,
    );
    expect(cutoff).toBeDefined();
    expect(update?.ConditionExpression).toMatch(/attribute_exists/);
  });

  it('a throttled activity (condition failed on the existing item) is quietly ignored', async () => {
    db.on(UpdateCommand).callsFake((input: { Key: { sk: string } }) => {
      if (input.Key.sk === 'PROFILE#PRESENCE') throw conditionFailed(storedPresence('u-ada', { status: 'online' }));
      return {};
    });
    const response = await onMessage(socketMessage({ type: 'user_activity' }));
    expect(response.statusCode).toBe(200);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(management).not.toHaveReceivedCommand(PostToConnectionCommand);
  });

  it('creates the presence item of an older account once, only while its profile may be written', async () => {
    db.on(UpdateCommand).callsFake((input: { Key: { sk: string } }) => {
      if (input.Key.sk === 'PROFILE#PRESENCE') throw conditionFailed(); // no item to compare with
      return {};
    });
    await onMessage(socketMessage({ type: 'user_activity' }));
    const [check, put] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(check!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    expect(check!.ConditionCheck!.ConditionExpression).toMatch(/attribute_exists.*attribute_not_exists/);
    expect(put!.Put).toMatchObject({ Item: { pk: 'USER#u-ada', sk: 'PROFILE#PRESENCE', status: 'online' } });
    expect(put!.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
  });

  it('toggle_status_visibility sets showStatus on the sender’s own profile and confirms it', async () => {
    db.on(UpdateCommand).callsFake((input: { Key: { sk: string } }) =>
      input.Key.sk === 'PROFILE' ? { Attributes: storedProfile('u-ada', { showStatus: false }) } : {},
    );
    await onMessage(socketMessage({ type: 'toggle_status_visibility', visible: false }));
    const [update] = profileUpdates();
    expect(update?.Key).toEqual({ pk: 'USER#u-ada', sk: 'PROFILE' });
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain(false);
    const sent = JSON.parse(String(management.commandCalls(PostToConnectionCommand)[0]!.args[0].input.Data));
    expect(sent).toEqual({ type: 'user_status_visibility_change', userId: 'u-ada', visible: false });
  });

  it('ignores presence messages on a connection that is already gone', async () => {
    db.on(UpdateCommand).rejects(conditionFailed());
    await onMessage(socketMessage({ type: 'toggle_status_visibility', visible: true }));
    expect(db).toHaveReceivedCommandTimes(UpdateCommand, 1); // only the connection touch
    expect(management).not.toHaveReceivedCommand(PostToConnectionCommand);
  });

  it('refuses a toggle without its flag as an unknown message', async () => {
    await onMessage(socketMessage({ type: 'toggle_status_visibility' }));
    expect(JSON.parse(String(management.commandCalls(PostToConnectionCommand)[0]!.args[0].input.Data))).toEqual({ type: 'error', message: 'Unknown message' });
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
  });
});
