import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errors } from '../../../../lambdas/shared/errors';
import { httpRoute } from '../../../../lambdas/shared/http-handler';
import { lambdaContext, restEvent, setLambdaEnv } from '../env';

beforeAll(setLambdaEnv);

const echo = httpRoute({
  access: 'user',
  input: z.object({ name: z.string().min(1, 'Name is required'), id: z.string() }),
  handle: async (input, { caller }) => ({ ...input, userId: caller?.userId }),
});
const studentClaims = { sub: 'u-1', email: 'ada@example.com' };
const postJson = (body: string, pathParameters = { id: 'p-1' }) =>
  restEvent({ httpMethod: 'POST', headers: { 'Content-Type': 'application/json' }, body, pathParameters }, studentClaims);

describe('httpRoute', () => {
  it('merges path parameters and the JSON body, validated, with the caller', async () => {
    const response = await echo(postJson('{"name":"Ada"}'), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ name: 'Ada', id: 'p-1', userId: 'u-1' });
  });

  it("answers 400 with the failing rule's message", async () => {
    const response = await echo(postJson('{"name":""}'), lambdaContext);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toBe('Name is required');
  });

  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    expect((await echo(postJson('{"name":'), lambdaContext)).statusCode).toBe(400);
    expect((await echo(postJson('[1,2]'), lambdaContext)).statusCode).toBe(400);
    const form = restEvent({ httpMethod: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'name=Ada' }, studentClaims);
    expect(JSON.parse((await echo(form, lambdaContext)).body).message).toBe('The request body must be a JSON object.');
  });

  it('answers 401 without verified claims', async () => {
    const response = await echo(restEvent({ httpMethod: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }), lambdaContext);
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body).message).toBe('Authentication required. Please log in again.');
  });

  it('keeps students out of admin routes and lets admins in', async () => {
    const adminOnly = httpRoute({ access: 'admin', input: z.object({}), handle: async () => ({ ok: true }) });
    expect((await adminOnly(restEvent({}, studentClaims), lambdaContext)).statusCode).toBe(403);
    const admin = { sub: 'a-1', email: 'boss@example.com', 'cognito:groups': '[admin]' };
    expect((await adminOnly(restEvent({}, admin), lambdaContext)).statusCode).toBe(200);
  });

  it('answers a domain error with its status and message, and hides anything else behind a 500', async () => {
    const conflict = httpRoute({ access: 'public', input: z.object({}), handle: async () => { throw errors.reservedEmail(); } });
    const conflictResponse = await conflict(restEvent(), lambdaContext);
    expect(conflictResponse.statusCode).toBe(400);
    expect(JSON.parse(conflictResponse.body).message).toBe('This email is reserved. Please use a different email.');

    const broken = httpRoute({ access: 'public', input: z.object({}), handle: async () => { throw new Error('table exploded at pk=USER#1'); } });
    const brokenResponse = await broken(restEvent(), lambdaContext);
    expect(brokenResponse.statusCode).toBe(500);
    expect(brokenResponse.body).not.toContain('USER#1');
  });
});
