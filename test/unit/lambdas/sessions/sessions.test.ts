import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionSchema } from '@contract/account/sessions';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bob, bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
let start: typeof import('../../../../lambdas/sessions/start-session').handler;
let list: typeof import('../../../../lambdas/sessions/list-sessions').handler;
let revoke: typeof import('../../../../lambdas/sessions/revoke-session').handler;
let signOut: typeof import('../../../../lambdas/sessions/sign-out').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: start } = await import('../../../../lambdas/sessions/start-session'));
  ({ handler: list } = await import('../../../../lambdas/sessions/list-sessions'));
  ({ handler: revoke } = await import('../../../../lambdas/sessions/revoke-session'));
  ({ handler: signOut } = await import('../../../../lambdas/sessions/sign-out'));
});
beforeEach(() => {
  db.reset();
  db.resolves({});
});

const conditionFailed = () => Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' });
const transactionCanceled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
/** The session's put: the second item of its transaction, after the account check. */
const sessionPut = () => db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Put!;
function storedSession(sessionId: string, lastActive: string, extra: Record<string, unknown> = {}) {
  return {
    pk: 'USER#u-ada',
    sk: `SESSION#${sessionId}`,
    _et: 'UserSession',
    userId: 'u-ada',
    sessionId,
    deviceType: 'desktop',
    deviceName: 'Linux PC',
    browser: 'Chromium',
    os: 'Linux',
    createdAt: lastActive,
    lastActive,
    isActive: true,
    expiresAt: Math.floor(Date.parse(lastActive) / 1000) + 30 * 86_400,
    ...extra,
  };
}

describe('POST /me/sessions', () => {
  it('records the device with the source IP, active, indexed for the latest-sessions query', async () => {
    const response = await start(
      userEvent(ada, { method: 'POST', body: { deviceType: 'mobile', deviceName: 'Pixel 9', browser: 'Chrome', os: 'Android' }, sourceIp: '198.51.100.4' }),
      lambdaContext,
    );
    expect(response.statusCode).toBe(201);
    const session = sessionSchema.parse(bodyOf(response));
    expect(session).toMatchObject({ deviceType: 'mobile', deviceName: 'Pixel 9', ipAddress: '198.51.100.4', isActive: true });
    const item = sessionPut().Item!;
    expect(item).toMatchObject({
      pk: 'USER#u-ada',
      sk: `SESSION#${session.sessionId}`,
      gsi1pk: 'USER#u-ada',
      gsi1sk: `SESSION#${session.createdAt}#${session.sessionId}`,
    });
    expect(item.expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    expect(bodyOf(response)).not.toHaveProperty('userId');
  });

  it('writes only when no record with that id exists under the caller, and only while the account may be written', async () => {
    const response = await start(userEvent(ada, { method: 'POST', body: { deviceType: 'desktop', deviceName: 'Linux PC' } }), lambdaContext);
    expect(response.statusCode).toBe(201);
    expect(sessionPut().ConditionExpression).toMatch(/attribute_not_exists/);
    const [check] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(check!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    expect(db).not.toHaveReceivedCommand(GetCommand);
  });

  it('answers 404 and records nothing for an account that is deleted or being deleted', async () => {
    db.on(TransactWriteCommand).rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    const response = await start(userEvent(ada, { method: 'POST', body: { deviceType: 'desktop', deviceName: 'Linux PC' } }), lambdaContext);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).message).toBe('User account not found.');
    expect(db).not.toHaveReceivedCommand(GetCommand);
  });

  it('records the id the browser chose, and a repeated post answers the stored record without a second write', async () => {
    const chosen = '0b7f5c1e-3d2a-4c8b-9e6f-1a2b3c4d5e6f';
    const body = { deviceType: 'desktop', deviceName: 'Linux PC', browser: 'Chromium', os: 'Linux', sessionId: chosen };
    const first = await start(userEvent(ada, { method: 'POST', body }), lambdaContext);
    expect(first.statusCode).toBe(201);
    expect(bodyOf(first).sessionId).toBe(chosen);
    expect(sessionPut().Item).toMatchObject({ pk: 'USER#u-ada', sk: `SESSION#${chosen}` });

    db.reset();
    db.on(TransactWriteCommand).rejects(transactionCanceled('None', 'ConditionalCheckFailed'));
    db.on(GetCommand).resolves({ Item: storedSession(chosen, '2026-11-20T10:00:00.000Z') });
    const again = await start(userEvent(ada, { method: 'POST', body }), lambdaContext);
    expect(again.statusCode).toBe(201);
    expect(bodyOf(again)).toMatchObject({ sessionId: chosen, createdAt: '2026-11-20T10:00:00.000Z', isActive: true });
    expect(db).toHaveReceivedCommandWith(GetCommand, { Key: { pk: 'USER#u-ada', sk: `SESSION#${chosen}` }, ConsistentRead: true });
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('builds the key from the caller’s token, whatever user id the body names', async () => {
    const sessionId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    await start(userEvent(bob, { method: 'POST', body: { deviceType: 'mobile', deviceName: 'Pixel', sessionId, userId: 'u-ada' } }), lambdaContext);
    expect(sessionPut().Item).toMatchObject({ pk: 'USER#u-bob', sk: `SESSION#${sessionId}`, userId: 'u-bob' });
  });

  it('refuses a session id that is not a UUID with 400', async () => {
    const response = await start(
      userEvent(ada, { method: 'POST', body: { deviceType: 'desktop', deviceName: 'x', sessionId: 'SESSION#other' } }),
      lambdaContext,
    );
    expect(response.statusCode).toBe(400);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses an unknown device type with 400 and stores nothing', async () => {
    const response = await start(userEvent(ada, { method: 'POST', body: { deviceType: 'fridge', deviceName: 'x' } }), lambdaContext);
    expect(response.statusCode).toBe(400);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('GET /me/sessions', () => {
  it('lists the latest 3 active sessions with one reverse Query of gsi1 (no Scan), dropping expired ones', async () => {
    const now = new Date().toISOString();
    db.on(QueryCommand).resolves({ Items: [storedSession('s-3', now), storedSession('s-2', now), storedSession('s-1', '2020-01-01T00:00:00.000Z')] });
    const response = await list(userEvent(ada), lambdaContext);
    expect(db).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'gsi1',
      ScanIndexForward: false,
      Limit: 3,
      KeyConditionExpression: '(#c0_1 = :c0_1) AND (begins_with(#c0_2, :c0_2))',
      ExpressionAttributeNames: { '#c0_1': 'gsi1pk', '#c0_2': 'gsi1sk' },
      ExpressionAttributeValues: { ':c0_1': 'USER#u-ada', ':c0_2': 'SESSION#' },
    });
    expect(db.commandCalls(QueryCommand)[0]!.args[0].input.FilterExpression).toBeUndefined();
    expect((bodyOf(response).sessions as { sessionId: string }[]).map((s) => s.sessionId)).toEqual(['s-3', 's-2']);
  });
});

describe('DELETE /me/sessions/{sessionId}', () => {
  it('ends the caller’s own session and takes it out of the index', async () => {
    db.on(UpdateCommand).resolves({ Attributes: storedSession('s-1', '2026-11-20T10:00:00.000Z', { isActive: false }) });
    const response = await revoke(userEvent(ada, { method: 'DELETE', pathParameters: { sessionId: 's-1' } }), lambdaContext);
    expect(response.statusCode).toBe(200);
    const input = db.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'USER#u-ada', sk: 'SESSION#s-1' });
    expect(input.ConditionExpression).toContain('attribute_exists');
    expect(input.UpdateExpression).toMatch(/REMOVE/);
    expect(bodyOf(response)).toMatchObject({ sessionId: 's-1', isActive: false });
  });

  it('answers 404 for another user’s session id: the key is under the caller, so their item is never touched', async () => {
    db.on(UpdateCommand).rejects(conditionFailed());
    const response = await revoke(userEvent(ada, { method: 'DELETE', pathParameters: { sessionId: 's-of-bob' } }), lambdaContext);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).message).toBe('Session not found.');
    expect(db.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key)).toEqual([{ pk: 'USER#u-ada', sk: 'SESSION#s-of-bob' }]);
  });
});

describe('POST /me/sign-out', () => {
  it('ends the given session and sets presence offline', async () => {
    const response = await signOut(userEvent(ada, { method: 'POST', body: { sessionId: 's-1' } }), lambdaContext);
    expect(bodyOf(response)).toEqual({ success: true });
    const keys = db.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key);
    expect(keys).toEqual([
      { pk: 'USER#u-ada', sk: 'SESSION#s-1' },
      { pk: 'USER#u-ada', sk: 'PROFILE#PRESENCE' },
    ]);
    expect(Object.values(db.commandCalls(UpdateCommand)[1]!.args[0].input.ExpressionAttributeValues ?? {})).toContain('offline');
  });

  it('still succeeds without a session id or when the session is unknown', async () => {
    db.on(UpdateCommand).rejects(conditionFailed());
    expect((await signOut(userEvent(ada, { method: 'POST', body: { sessionId: 'gone' } }), lambdaContext)).statusCode).toBe(200);
    db.reset();
    db.resolves({});
    expect((await signOut(userEvent(ada, { method: 'POST' }), lambdaContext)).statusCode).toBe(200);
    expect(db).toHaveReceivedCommandTimes(UpdateCommand, 1);
  });
});
