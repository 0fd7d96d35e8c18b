import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { frameBytes, MAX_FRAME_BYTES, type ServerMessage } from '@contract/realtime';
import { clientMessageHandlers } from '../../../../lambdas/app/websocket-default';
import { setLambdaEnv } from '../env';

const db = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
let fanOut: typeof import('../../../../lambdas/platform/fan-out');

beforeAll(async () => {
  setLambdaEnv();
  fanOut = await import('../../../../lambdas/platform/fan-out');
});
beforeEach(() => {
  db.reset();
  management.reset();
  db.resolves({});
  management.resolves({});
});

const connections = (ids: string[]) => ({
  Items: ids.map((id) => ({
    pk: `CONN#${id}`,
    sk: 'CONNECTION',
    _et: 'Connection',
    connectionId: id,
    userId: 'u-1',
    connectedAt: '2026-11-23T00:00:00Z',
    lastActiveAt: '2026-11-23T00:00:00Z',
    expiresAt: 4102444800,
    _ct: '2026-11-23T00:00:00Z',
    _md: '2026-11-23T00:00:00Z',
    gsi1pk: 'USER#u-1',
    gsi1sk: `CONN#${id}`,
  })),
});
/** An error message whose frame is exactly `bytes` long. */
const messageOf = (bytes: number): ServerMessage => {
  const empty = frameBytes({ type: 'error', message: '' });
  return { type: 'error', message: 'x'.repeat(bytes - empty) };
};

describe('fan-out', () => {
  it("posts to each of a user's connections and drops the gone ones", async () => {
    db.on(QueryCommand).resolves(connections(['a', 'b', 'c']));
    management.on(PostToConnectionCommand, { ConnectionId: 'b' }).rejects(new GoneException({ message: 'gone', $metadata: {} }));
    const delivered = await fanOut.pushToUser('u-1', { type: 'pong', at: 'now' });
    expect(delivered).toBe(2);
    expect(db).toHaveReceivedCommandWith(DeleteCommand, { Key: { pk: 'CONN#b', sk: 'CONNECTION' } });
    expect(db).toHaveReceivedCommandTimes(DeleteCommand, 1);
  });

  it('keeps at most FAN_OUT_CONCURRENCY posts in flight', async () => {
    let inFlight = 0;
    let most = 0;
    management.on(PostToConnectionCommand).callsFake(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
      return {};
    });
    const ids = Array.from({ length: 35 }, (_, i) => `c${i}`);
    expect(await fanOut.pushToConnections(ids, { type: 'pong', at: 'now' })).toBe(35);
    expect(most).toBe(fanOut.FAN_OUT_CONCURRENCY);
  });

  it('reaches every connection of several users once each', async () => {
    db.on(QueryCommand)
      .resolvesOnce(connections(['a', 'b']))
      .resolvesOnce(connections(['c']));
    expect(await fanOut.pushToUsers(['u-1', 'u-2', 'u-1'], { type: 'pong', at: 'now' })).toBe(3);
    expect(management).toHaveReceivedCommandTimes(PostToConnectionCommand, 3);
  });

  it('sends a frame of exactly 128 KB and refuses one byte more before posting anything', async () => {
    expect(frameBytes(messageOf(MAX_FRAME_BYTES))).toBe(MAX_FRAME_BYTES);
    expect(await fanOut.pushToConnections(['a'], messageOf(MAX_FRAME_BYTES))).toBe(1);
    await expect(fanOut.pushToConnections(['a'], messageOf(MAX_FRAME_BYTES + 1))).rejects.toThrow(fanOut.MessageTooLarge);
    expect(management).toHaveReceivedCommandTimes(PostToConnectionCommand, 1);
  });

  it('refuses a message the contract does not know', async () => {
    await expect(fanOut.pushToConnections(['a'], { type: 'made_up' } as never)).rejects.toThrow();
    expect(management).not.toHaveReceivedCommand(PostToConnectionCommand);
  });
});

describe('$default dispatch', () => {
  it('has a handler for every client message type of the contract', () => {
    expect(Object.keys(clientMessageHandlers).sort()).toEqual(['chat_send', 'ping', 'toggle_status_visibility', 'user_activity']);
  });
});
