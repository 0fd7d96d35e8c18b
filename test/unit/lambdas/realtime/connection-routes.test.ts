import { GoneException, ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLambdaEnv } from '../env';

const db = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
let connect: typeof import('../../../../lambdas/realtime/connect').handler;
let disconnect: typeof import('../../../../lambdas/realtime/disconnect').handler;
let onMessage: typeof import('../../../../lambdas/app/websocket-default').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: connect } = await import('../../../../lambdas/realtime/connect'));
  ({ handler: disconnect } = await import('../../../../lambdas/realtime/disconnect'));
  ({ handler: onMessage } = await import('../../../../lambdas/app/websocket-default'));
});
beforeEach(() => {
  db.reset();
  management.reset();
  db.resolves({});
  management.resolves({});
});

const socketEvent = (routeKey: string, body?: string, userId?: string) =>
  ({ body, requestContext: { connectionId: 'c-1', routeKey, authorizer: userId ? { userId } : undefined } }) as never;

describe('WebSocket routes', () => {
  it('$connect stores the connection under its user with a TTL, only while the account may be written', async () => {
    const response = await connect(socketEvent('$connect', undefined, 'u-1'));
    expect(response.statusCode).toBe(200);
    const [check, put] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(check!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-1', sk: 'PROFILE' } });
    const item = put!.Put!.Item!;
    expect(item).toMatchObject({ pk: 'CONN#c-1', userId: 'u-1', gsi1pk: 'USER#u-1', gsi1sk: 'CONN#c-1' });
    expect(item.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('$connect refuses a token whose account is deleted or being deleted', async () => {
    db.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    expect((await connect(socketEvent('$connect', undefined, 'u-gone'))).statusCode).toBe(401);
  });

  it('$connect takes a free socket slot with the connection, and refuses with 429 once every slot is held', async () => {
    const slot = (n: number) => ({
      pk: 'USER#u-1',
      sk: `SOCKETSLOT#${n}`,
      _et: 'SocketSlot',
      userId: 'u-1',
      slot: n,
      connectionId: `c-${n}`,
      expiresAt: 4102444800,
    });
    db.on(QueryCommand).resolves({ Items: Array.from({ length: 9 }, (_, n) => slot(n)) });
    expect((await connect(socketEvent('$connect', undefined, 'u-1'))).statusCode).toBe(200);
    const [, connection, taken] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(connection!.Put!.Item).toMatchObject({ connectionId: 'c-1', slot: 9 });
    expect(taken!.Put!.Item).toMatchObject({ pk: 'USER#u-1', sk: 'SOCKETSLOT#9', connectionId: 'c-1' });

    db.reset();
    db.on(QueryCommand).resolves({ Items: Array.from({ length: 10 }, (_, n) => slot(n)) });
    expect(await connect(socketEvent('$connect', undefined, 'u-1'))).toMatchObject({ statusCode: 429 });
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('$disconnect frees the slot the connection held, only while it still holds it', async () => {
    db.on(DeleteCommand, { Key: { pk: 'CONN#c-1', sk: 'CONNECTION' } }).resolves({
      Attributes: {
        pk: 'CONN#c-1',
        sk: 'CONNECTION',
        _et: 'Connection',
        connectionId: 'c-1',
        userId: 'u-1',
        connectedAt: 'x',
        lastActiveAt: 'x',
        expiresAt: 4102444800,
        slot: 4,
        _ct: 'x',
        _md: 'x',
        gsi1pk: 'USER#u-1',
        gsi1sk: 'CONN#c-1',
      },
    });
    await disconnect(socketEvent('$disconnect'));
    const freed = db
      .commandCalls(DeleteCommand)
      .map((c) => c.args[0].input)
      .find((input) => input.Key!.sk === 'SOCKETSLOT#4');
    expect(freed?.Key).toEqual({ pk: 'USER#u-1', sk: 'SOCKETSLOT#4' });
    expect(Object.values(freed?.ExpressionAttributeValues ?? {})).toContain('c-1');
  });

  it('$connect without an authorizer context is refused and stores nothing', async () => {
    expect((await connect(socketEvent('$connect'))).statusCode).toBe(401);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('$disconnect deletes the connection', async () => {
    await disconnect(socketEvent('$disconnect'));
    expect(db).toHaveReceivedCommandWith(DeleteCommand, { Key: { pk: 'CONN#c-1', sk: 'CONNECTION' } });
  });

  it('answers a ping with a pong over the management API, writing nothing', async () => {
    await onMessage(socketEvent('$default', '{"type":"ping"}', 'u-1'));
    expect(db.calls()).toHaveLength(0);
    const sent = management.commandCalls(PostToConnectionCommand)[0]!.args[0].input;
    expect(sent.ConnectionId).toBe('c-1');
    expect(JSON.parse(String(sent.Data))).toMatchObject({ type: 'pong' });
  });

  it('marks activity on the connection for any other message', async () => {
    await onMessage(socketEvent('$default', '{"type":"user_activity"}', 'u-1'));
    expect(db).toHaveReceivedCommandWith(UpdateCommand, { Key: { pk: 'CONN#c-1', sk: 'CONNECTION' } });
  });

  it('tells the client about a message it does not understand', async () => {
    await onMessage(socketEvent('$default', 'not json'));
    const sent = management.commandCalls(PostToConnectionCommand)[0]!.args[0].input;
    expect(JSON.parse(String(sent.Data))).toEqual({ type: 'error', message: 'Unknown message' });
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('forgets a connection that is gone', async () => {
    management.on(PostToConnectionCommand).rejects(new GoneException({ message: 'gone', $metadata: {} }));
    await onMessage(socketEvent('$default', '{"type":"ping"}', 'u-1'));
    expect(db).toHaveReceivedCommandWith(DeleteCommand, { Key: { pk: 'CONN#c-1', sk: 'CONNECTION' } });
  });

  it("answers nothing and changes nothing for a message without the authorizer's user", async () => {
    await onMessage(socketEvent('$default', '{"type":"toggle_status_visibility","visible":false}'));
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
    expect(management).not.toHaveReceivedCommand(PostToConnectionCommand);
  });
});
