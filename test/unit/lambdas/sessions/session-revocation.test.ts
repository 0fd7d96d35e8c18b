/** Revoking a session and signing out revoke that device's sign-in (docs/decisions/D28). */
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
let start: typeof import('../../../../lambdas/sessions/start-session').handler;
let revoke: typeof import('../../../../lambdas/sessions/revoke-session').handler;
let signOut: typeof import('../../../../lambdas/sessions/sign-out').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: start } = await import('../../../../lambdas/sessions/start-session'));
  ({ handler: revoke } = await import('../../../../lambdas/sessions/revoke-session'));
  ({ handler: signOut } = await import('../../../../lambdas/sessions/sign-out'));
});
beforeEach(() => {
  db.reset();
  db.resolves({});
});

/** The claims of a token of one sign-in, as API Gateway passes them (strings). */
const device = (originJti: string, authTime = 1_790_000_000) => ({
  sub: 'u-ada',
  email: 'ada@example.com',
  origin_jti: originJti,
  auth_time: String(authTime),
});
const stored = (extra: Record<string, unknown>) => ({
  pk: 'USER#u-ada',
  sk: 'SESSION#s-1',
  _et: 'UserSession',
  userId: 'u-ada',
  sessionId: 's-1',
  deviceType: 'desktop',
  deviceName: 'Linux PC',
  browser: 'Chromium',
  os: 'Linux',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActive: '2026-11-20T10:00:00.000Z',
  isActive: false,
  expiresAt: 1_900_000_000,
  ...extra,
});
const revokedOrigins = () =>
  db
    .commandCalls(PutCommand)
    .map((c) => c.args[0].input.Item!)
    .filter((item) => String(item.pk).startsWith('TOKENORIGIN#'))
    .map((item) => item.originJti as string);

describe('sessions and sign-ins', () => {
  it('records the sign-in of the token that starts a session, never shown to the browser', async () => {
    const response = await start(
      userEvent(device('origin-laptop') as never, { method: 'POST', body: { deviceType: 'desktop', deviceName: 'Linux PC' } }),
      lambdaContext,
    );
    expect(response.statusCode).toBe(201);
    const written = JSON.stringify(db.calls().map((c) => c.args[0].input));
    expect(written).toContain('"originJti":"origin-laptop"');
    expect(written).toContain('"signedInAt":1790000000');
    expect(bodyOf(response)).not.toHaveProperty('originJti');
  });

  it('revoking a session revokes the sign-in it recorded, until its refresh token could have expired', async () => {
    db.on(UpdateCommand, { Key: { pk: 'USER#u-ada', sk: 'SESSION#s-1' } }).resolves({
      Attributes: stored({ originJti: 'origin-phone', signedInAt: 1_790_000_000 }),
    });
    // The laptop revokes the phone's session: the phone's sign-in is refused, not the laptop's.
    const response = await revoke(userEvent(device('origin-laptop') as never, { method: 'DELETE', pathParameters: { sessionId: 's-1' } }), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(revokedOrigins()).toEqual(['origin-phone']);
    expect(db.commandCalls(PutCommand)[0]!.args[0].input.Item!.expiresAt).toBe(1_790_000_000 + 30 * 86_400 + 3600);
  });

  it('another user’s session id revokes nothing', async () => {
    db.on(UpdateCommand).rejects(Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' }));
    const response = await revoke(userEvent(device('origin-laptop') as never, { method: 'DELETE', pathParameters: { sessionId: 's-of-bob' } }), lambdaContext);
    expect(response.statusCode).toBe(404);
    expect(revokedOrigins()).toEqual([]);
  });

  it('signing out revokes the sign-in of the token that asks, and the ended session’s if it is another', async () => {
    db.on(UpdateCommand, { Key: { pk: 'USER#u-ada', sk: 'SESSION#s-1' } }).resolves({ Attributes: stored({ originJti: 'origin-old' }) });
    const response = await signOut(userEvent(device('origin-laptop') as never, { method: 'POST', body: { sessionId: 's-1' } }), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(revokedOrigins()).toEqual(['origin-laptop', 'origin-old']);
  });
});
