import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@contract/http/route';
import { errors } from '../../../../lambdas/shared/errors';
import { featureRouter, httpRoute } from '../../../../lambdas/shared/http-handler';
import { forgetSecondFactors } from '../../../../lambdas/shared/second-factor';
import { lambdaContext, restEvent, setLambdaEnv } from '../env';

beforeAll(setLambdaEnv);

const cognito = mockClient(CognitoIdentityProviderClient);
beforeEach(() => {
  cognito.reset();
  forgetSecondFactors();
  // Staff with TOTP on, unless a test says otherwise.
  cognito.on(AdminGetUserCommand).resolves({ Username: 'x', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
});

const echoRoute = defineRoute({
  id: 'Echo',
  feature: 'test',
  method: 'POST',
  path: '/things/{id}',
  access: 'user',
  grants: [],
  params: z.object({ id: z.string().max(10) }),
  query: z.object({ view: z.string().max(10).optional() }),
  body: z.object({ name: z.string().min(1, 'Name is required').max(20) }),
  response: z.object({ name: z.string(), id: z.string(), view: z.string().optional(), userId: z.string() }),
});
const echo = httpRoute(echoRoute, async (input, { caller }) => ({ ...input, userId: caller.userId, secret: 'stripped by the response schema' }));
const studentClaims = { sub: 'u-1', email: 'ada@example.com' };
const postJson = (body: string, overrides: Record<string, unknown> = {}) =>
  restEvent(
    { httpMethod: 'POST', resource: '/api/things/{id}', headers: { 'Content-Type': 'application/json' }, body, pathParameters: { id: 'p-1' }, ...overrides },
    studentClaims,
  );
const route = (access: 'public' | 'user' | 'staff' | 'mentor' | 'admin') =>
  defineRoute({ id: `Only${access}`, feature: 'test', method: 'GET', path: '/x', access, grants: [], response: z.object({ ok: z.boolean() }) });

describe('httpRoute', () => {
  it("validates path parameters, query and body with the route's schemas and answers only what the response schema allows", async () => {
    const response = await echo(postJson('{"name":"Ada"}', { queryStringParameters: { view: 'full' } }), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ name: 'Ada', id: 'p-1', view: 'full', userId: 'u-1' });
  });

  it('never lets the query or the body stand in for a path parameter', async () => {
    const response = await echo(postJson('{"name":"Ada","id":"other"}', { queryStringParameters: { id: 'another' } }), lambdaContext);
    expect(JSON.parse(response.body).id).toBe('p-1');
  });

  it("answers 400 with the failing rule's message, also for an over-long path parameter", async () => {
    const response = await echo(postJson('{"name":""}'), lambdaContext);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toBe('Name is required');
    expect((await echo(postJson('{"name":"Ada"}', { pathParameters: { id: 'x'.repeat(1020) } }), lambdaContext)).statusCode).toBe(400);
  });

  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    expect((await echo(postJson('{"name":'), lambdaContext)).statusCode).toBe(400);
    expect((await echo(postJson('[1,2]'), lambdaContext)).statusCode).toBe(400);
    const form = postJson('name=Ada', { headers: { 'Content-Type': 'text/plain' } });
    expect(JSON.parse((await echo(form, lambdaContext)).body).message).toBe('The request body must be a JSON object.');
  });

  it('answers 401 without verified claims', async () => {
    const response = await echo(restEvent({ httpMethod: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }), lambdaContext);
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body).message).toBe('Authentication required. Please log in again.');
  });

  it('lets each role into exactly its levels', async () => {
    const claims = {
      student: studentClaims,
      mentor: { sub: 'm-1', email: 'm@example.com', 'cognito:groups': '[mentor]' },
      admin: { sub: 'a-1', email: 'a@example.com', 'cognito:groups': '[admin]' },
    };
    const expected = { user: [200, 200, 200], staff: [403, 200, 200], mentor: [403, 200, 403], admin: [403, 403, 200] } as const;
    for (const [access, statuses] of Object.entries(expected)) {
      const handler = httpRoute(route(access as keyof typeof expected), async () => ({ ok: true }));
      const got = [];
      for (const who of [claims.student, claims.mentor, claims.admin]) got.push((await handler(restEvent({}, who), lambdaContext)).statusCode);
      expect(got, access).toEqual(statuses);
    }
  });

  it("refuses a staff route to a staff member without TOTP, with where to turn it on, and asks Cognito about the caller's own user", async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'm-1', UserMFASettingList: [] });
    const handler = httpRoute(route('staff'), async () => ({ ok: true }));
    const mentor = { sub: 'm-1', email: 'm@example.com', 'cognito:groups': '[mentor]' };
    const response = await handler(restEvent({}, mentor), lambdaContext);
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body).message).toBe('Staff tools need two-factor authentication. Sign out and sign in again to set it up.');
    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toMatchObject({ Username: 'm-1' });
    // A user-level route never asks.
    cognito.resetHistory();
    expect((await httpRoute(route('user'), async () => ({ ok: true }))(restEvent({}, mentor), lambdaContext)).statusCode).toBe(200);
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });

  it('answers a domain error with its status and message, and hides anything else behind a 500', async () => {
    const conflict = httpRoute(route('public'), async () => {
      throw errors.reservedEmail();
    });
    const conflictResponse = await conflict(restEvent(), lambdaContext);
    expect(conflictResponse.statusCode).toBe(400);
    expect(JSON.parse(conflictResponse.body).message).toBe('This email is reserved. Please use a different email.');

    const broken = httpRoute(route('public'), async () => {
      throw new Error('table exploded at pk=USER#1');
    });
    const brokenResponse = await broken(restEvent(), lambdaContext);
    expect(brokenResponse.statusCode).toBe(500);
    expect(brokenResponse.body).not.toContain('USER#1');
  });

  it('treats an answer that breaks the route contract as our bug: a 500 that leaks nothing', async () => {
    const liar = httpRoute(route('public'), async () => ({ ok: 'yes, with pk=USER#1' }) as never);
    const response = await liar(restEvent(), lambdaContext);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('USER#1');
  });
});

describe('featureRouter', () => {
  const api = { echo: echoRoute, onlyAdmin: route('admin') };
  const onlyAdmin = httpRoute(api.onlyAdmin, async () => ({ ok: true }));

  it('sends each request to the handler of the route API Gateway matched, with or without the /api prefix', async () => {
    const feature = featureRouter(api, { echo, onlyAdmin });
    expect((await feature(postJson('{"name":"Ada"}'), lambdaContext)).statusCode).toBe(200);
    expect((await feature(postJson('{"name":"Ada"}', { resource: '/things/{id}' }), lambdaContext)).statusCode).toBe(200);
    expect((await feature(restEvent({ resource: '/api/x' }, studentClaims), lambdaContext)).statusCode).toBe(403);
    expect((await feature(restEvent({ resource: '/api/nowhere' }, studentClaims), lambdaContext)).statusCode).toBe(404);
  });

  it('refuses at start a handler that serves another route than the one it is given for', () => {
    expect(() => featureRouter(api, { echo: onlyAdmin as never, onlyAdmin })).toThrow(/serves another route/);
  });
});
