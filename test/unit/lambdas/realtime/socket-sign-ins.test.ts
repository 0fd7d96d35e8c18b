/**
 * A socket ends with the sign-in that opened it: $connect remembers the sign-in, signing out or
 * revoking a session closes its sockets (and only its), deleting the account closes all, and a
 * message from a socket whose sign-in was revoked since is not read and closes it.
 */
import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { BatchGetCommand, DeleteCommand, DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
let connect: typeof import('../../../../lambdas/realtime/connect').handler;
let onMessage: typeof import('../../../../lambdas/app/websocket-default').handler;
let signOut: typeof import('../../../../lambdas/sessions/sign-out').handler;
let revoke: typeof import('../../../../lambdas/sessions/revoke-session').handler;
let closeSockets: typeof import('../../../../lambdas/platform/close-sockets').closeSockets;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: connect } = await import('../../../../lambdas/realtime/connect'));
  ({ handler: onMessage } = await import('../../../../lambdas/app/websocket-default'));
  ({ handler: signOut } = await import('../../../../lambdas/sessions/sign-out'));
  ({ handler: revoke } = await import('../../../../lambdas/sessions/revoke-session'));
  ({ closeSockets } = await import('../../../../lambdas/platform/close-sockets'));
});
beforeEach(() => {
  db.reset();
  management.reset();
  db.resolves({});
  management.resolves({});
});

/** Ada's sockets: two from her laptop's sign-in, one from her phone's, one from before sign-ins were remembered. */
const adaSockets = {
  Items: [
    ['l-1', 'origin-laptop'],
    ['l-2', 'origin-laptop'],
    ['p-1', 'origin-phone'],
    ['old', undefined],
  ].map(([id, origin]) => ({
    pk: `CONN#${id}`,
    sk: 'CONNECTION',
    _et: 'Connection',
    connectionId: id,
    userId: 'u-ada',
    connectedAt: '2026-11-27T00:00:00Z',
    lastActiveAt: '2026-11-27T00:00:00Z',
    expiresAt: 4102444800,
    _ct: '2026-11-27T00:00:00Z',
    _md: '2026-11-27T00:00:00Z',
    gsi1pk: 'USER#u-ada',
    gsi1sk: `CONN#${id}`,
    ...(origin && { originJti: origin }),
  })),
};
const closed = () =>
  management
    .commandCalls(DeleteConnectionCommand)
    .map((c) => c.args[0].input.ConnectionId)
    .sort();
const forgotten = () =>
  db
    .commandCalls(DeleteCommand)
    .map((c) => String(c.args[0].input.Key!.pk))
    .sort();
const device = (originJti: string) => ({ sub: 'u-ada', email: 'ada@example.com', origin_jti: originJti, auth_time: '1790000000' });

describe('sockets and the sign-ins that opened them', () => {
  it('$connect stores the sign-in the authorizer proved with the connection', async () => {
    await connect({
      requestContext: { connectionId: 'c-1', routeKey: '$connect', authorizer: { userId: 'u-ada', originJti: 'origin-laptop', signedInAt: 1790000000 } },
    } as never);
    const put = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![1]!.Put!.Item!;
    expect(put).toMatchObject({ connectionId: 'c-1', userId: 'u-ada', originJti: 'origin-laptop' });
  });

  it('signing out closes the sockets of the sign-in that asks, and forgets them; the phone’s stay open', async () => {
    db.on(QueryCommand).resolves(adaSockets);
    const response = await signOut(userEvent(device('origin-laptop') as never, { method: 'POST', body: {} }), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(closed()).toEqual(['l-1', 'l-2']);
    expect(forgotten()).toEqual(['CONN#l-1', 'CONN#l-2']);
  });

  it('revoking the phone’s session from the laptop closes the phone’s socket only', async () => {
    db.on(QueryCommand).resolves(adaSockets);
    db.on(UpdateCommand, { Key: { pk: 'USER#u-ada', sk: 'SESSION#s-phone' } }).resolves({
      Attributes: {
        pk: 'USER#u-ada',
        sk: 'SESSION#s-phone',
        _et: 'UserSession',
        userId: 'u-ada',
        sessionId: 's-phone',
        deviceType: 'mobile',
        deviceName: 'Phone',
        browser: 'Chrome',
        os: 'Android',
        createdAt: '2026-11-20T10:00:00.000Z',
        lastActive: '2026-11-20T10:00:00.000Z',
        isActive: false,
        expiresAt: 1_900_000_000,
        originJti: 'origin-phone',
      },
    });
    const response = await revoke(userEvent(device('origin-laptop') as never, { method: 'DELETE', pathParameters: { sessionId: 's-phone' } }), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(closed()).toEqual(['p-1']);
  });

  it('closes every socket of the user when no sign-in is named (account deletion), a gone one included', async () => {
    db.on(QueryCommand).resolves(adaSockets);
    management.on(DeleteConnectionCommand, { ConnectionId: 'p-1' }).rejects(new GoneException({ message: 'gone', $metadata: {} }));
    expect(await closeSockets('u-ada')).toBe(4);
    expect(forgotten()).toEqual(['CONN#l-1', 'CONN#l-2', 'CONN#old', 'CONN#p-1']);
  });

  it('closes nothing for a sign-in that cannot be named', async () => {
    expect(await closeSockets('u-ada', [undefined])).toBe(0);
    expect(db).not.toHaveReceivedCommand(QueryCommand);
  });

  it('does not read a message from a socket whose sign-in was revoked since, and closes it', async () => {
    db.on(BatchGetCommand).resolves({
      Responses: {
        'codearena-test': [
          {
            pk: 'TOKENORIGIN#origin-stolen',
            sk: 'REVOKED',
            _et: 'RevokedTokenOrigin',
            originJti: 'origin-stolen',
            userId: 'u-ada',
            expiresAt: 4102444800,
            _ct: 'x',
            _md: 'x',
          },
        ],
      },
    });
    const event = {
      body: '{"type":"ping"}',
      requestContext: { connectionId: 'c-stolen', routeKey: '$default', authorizer: { userId: 'u-ada', originJti: 'origin-stolen', signedInAt: 1790000000 } },
    };
    await onMessage(event as never);
    expect(management).not.toHaveReceivedCommand(PostToConnectionCommand);
    expect(closed()).toEqual(['c-stolen']);
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
  });
});
