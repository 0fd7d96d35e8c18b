import { BatchGetCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionsApi } from '@contract/api/sessions';
import { allNodeFunctions, cognitoTriggers, httpRoutes, webSocketAuthorizer } from '@contract/routes';
import { SIGN_IN_LIFETIME_SECONDS } from '@contract/account/token-lifetimes';
import { lambdaContext, restEvent, setLambdaEnv } from '../env';

const db = mockClient(DynamoDBDocumentClient);
let shared: typeof import('../../../../lambdas/shared/revoked-tokens');
let http: typeof import('../../../../lambdas/shared/http-handler');
let verifier: typeof import('../../../../lambdas/shared/token-verifier');

beforeAll(async () => {
  setLambdaEnv();
  shared = await import('../../../../lambdas/shared/revoked-tokens');
  http = await import('../../../../lambdas/shared/http-handler');
  verifier = await import('../../../../lambdas/shared/token-verifier');
});
beforeEach(() => {
  db.reset();
  db.on(BatchGetCommand).resolves({ Responses: {} });
  db.on(PutCommand).resolves({});
});

const now = Math.floor(Date.now() / 1000);
const originItem = (originJti: string, expiresAt = now + 3600) => ({
  pk: `TOKENORIGIN#${originJti}`,
  sk: 'REVOKED',
  _et: 'RevokedTokenOrigin',
  originJti,
  userId: 'u-ada',
  revokedAt: '2026-11-23T10:00:00.000Z',
  expiresAt,
});
const userItem = (revokedBefore: number, expiresAt = now + 3600) => ({
  pk: 'USERTOKENS#u-ada',
  sk: 'REVOKED',
  _et: 'RevokedUserTokens',
  userId: 'u-ada',
  revokedBefore,
  expiresAt,
});
const stored = (...items: object[]) => db.on(BatchGetCommand).resolves({ Responses: { 'codearena-test': items } as never });
/** Claims as API Gateway's REST authorizer hands them over: strings, times in Java's date format. */
const claims = (extra: Record<string, string> = {}) => ({
  sub: 'u-ada',
  email: 'ada@example.com',
  origin_jti: 'origin-1',
  auth_time: String(now - 600),
  iat: 'Wed Nov 22 04:00:00 UTC 2025',
  ...extra,
});

describe('epochSeconds', () => {
  it('reads numbers, digit strings and API Gateway date strings; anything else is unknown', () => {
    expect(shared.epochSeconds(1700000000)).toBe(1700000000);
    expect(shared.epochSeconds('1700000000')).toBe(1700000000);
    expect(shared.epochSeconds('Wed Nov 22 04:00:00 UTC 2025')).toBe(Date.UTC(2025, 10, 22, 4) / 1000);
    expect(shared.epochSeconds('soon')).toBeUndefined();
    expect(shared.epochSeconds(undefined)).toBeUndefined();
  });
});

describe('refuseRevokedToken', () => {
  it('reads the sign-in record and the user record in one consistent BatchGet', async () => {
    await expect(shared.refuseRevokedToken(claims())).resolves.toBeUndefined();
    const request = db.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['codearena-test']!;
    expect(request.ConsistentRead).toBe(true);
    expect(request.Keys).toEqual(
      expect.arrayContaining([
        { pk: 'TOKENORIGIN#origin-1', sk: 'REVOKED' },
        { pk: 'USERTOKENS#u-ada', sk: 'REVOKED' },
      ]),
    );
  });

  it('refuses a token whose sign-in was revoked with 401', async () => {
    stored(originItem('origin-1'));
    await expect(shared.refuseRevokedToken(claims())).rejects.toMatchObject({ statusCode: 401, message: 'Authentication failed. Please log in again.' });
  });

  it('refuses every sign-in of a deleted account up to the cut-off, by its first authentication (kept across refreshes)', async () => {
    stored(userItem(now - 60));
    await expect(shared.refuseRevokedToken(claims({ auth_time: String(now - 600) }))).rejects.toMatchObject({ statusCode: 401 });
    // A refreshed token: new iat, same auth_time → still refused.
    await expect(shared.refuseRevokedToken(claims({ auth_time: String(now - 600), iat: String(now) }))).rejects.toMatchObject({ statusCode: 401 });
    // A sign-in after the cut-off passes.
    await expect(shared.refuseRevokedToken(claims({ auth_time: String(now), iat: String(now) }))).resolves.toBeUndefined();
  });

  it('ignores records past their expiry (DynamoDB deletes them lazily)', async () => {
    stored(originItem('origin-1', now - 1), userItem(now, now - 1));
    await expect(shared.refuseRevokedToken(claims())).resolves.toBeUndefined();
  });

  it('reads nothing without a user or a sign-in origin', async () => {
    await shared.refuseRevokedToken({});
    await shared.refuseRevokedToken({ sub: 'u-ada' });
    expect(db).not.toHaveReceivedCommand(BatchGetCommand);
  });
});

describe('revoking', () => {
  it('keeps a revoked sign-in for as long as its refresh token can mint tokens, from its first authentication', async () => {
    expect(await shared.revokeSignIn('u-ada', 'origin-9', 1_700_000_000)).toBe(true);
    expect(db).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ pk: 'TOKENORIGIN#origin-9', sk: 'REVOKED', userId: 'u-ada', expiresAt: 1_700_000_000 + SIGN_IN_LIFETIME_SECONDS }),
    });
    // The records are not in the user's partition nor on gsi1: deleting the account's items keeps them.
    const item = db.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item.pk).not.toMatch(/^USER#/);
    expect(item.gsi1pk).toBeUndefined();
    expect(await shared.revokeSignIn('u-ada', undefined)).toBe(false);
    expect(db).toHaveReceivedCommandTimes(PutCommand, 1);
  });

  it('cuts off every sign-in of a user up to now', async () => {
    const at = new Date('2026-11-23T12:00:00Z');
    await shared.revokeAllSignIns('u-ada', at);
    expect(db).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ pk: 'USERTOKENS#u-ada', revokedBefore: at.getTime() / 1000, expiresAt: at.getTime() / 1000 + SIGN_IN_LIFETIME_SECONDS }),
    });
  });
});

describe('every authenticated request is checked', () => {
  const handle = vi.fn(async () => ({ sessions: [] }));
  const route = () => http.httpRoute(sessionsApi.listSessions, handle as never);

  it('a REST route answers 401 to a revoked sign-in before its handler runs', async () => {
    stored(originItem('origin-1'));
    const response = await route()(restEvent({ httpMethod: 'GET' }, claims()), lambdaContext);
    expect(response.statusCode).toBe(401);
    expect(handle).not.toHaveBeenCalled();
    db.on(BatchGetCommand).resolves({ Responses: {} });
    expect((await route()(restEvent({ httpMethod: 'GET' }, claims()), lambdaContext)).statusCode).toBe(200);
  });

  it('the WebSocket authorizer gets no caller for a revoked sign-in', async () => {
    const verify = async () => ({ sub: 'u-ada', email: 'ada@example.com', origin_jti: 'origin-1', auth_time: now - 10 });
    expect(await verifier.callerFromToken('token', verify)).toMatchObject({ userId: 'u-ada' });
    stored(originItem('origin-1'));
    expect(await verifier.callerFromToken('token', verify)).toBeUndefined();
  });

  it('every function that checks tokens may read the table', () => {
    const grants = new Map(allNodeFunctions().map((f) => [f.handler, f.grants]));
    const checking = new Set([...httpRoutes.filter((r) => r.access !== 'public').map((r) => r.handler), webSocketAuthorizer.handler]);
    for (const handler of checking) expect(grants.get(handler), handler).toContain('table:read');
    expect(cognitoTriggers.preSignUp.grants).toContain('table:read');
  });
});
