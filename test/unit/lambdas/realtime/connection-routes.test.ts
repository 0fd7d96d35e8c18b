import { GoneException, ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
      Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
    );
    expect((await connect(socketEvent('$connect', undefined, 'u-gone'))).statusCode).toBe(401);
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

  it('answers nothing and changes nothing for a message without the authorizer\'s user', async () => {
    await onMessage(socketEvent('$default', '{"type":"toggle_status_visibility","visible":false}'));
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
    expect(management).not.toHaveReceivedCommand(PostToConnectionCommand);
  });
});
