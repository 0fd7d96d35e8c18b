/**
 * The proxy in front of cognito-local, against a fake upstream that records what reaches it.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCognitoProxy, toInitiateAuthRequest, toRefreshResponse } from '../../local/cognito/proxy';

const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('GetTokensFromRefreshToken mapping', () => {
  it('asks InitiateAuth for REFRESH_TOKEN_AUTH with the same client, token and metadata', () => {
    expect(toInitiateAuthRequest({ ClientId: 'c1', RefreshToken: 'r1', DeviceKey: 'd1', ClientMetadata: { a: 'b' } })).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'c1',
      AuthParameters: { REFRESH_TOKEN: 'r1', DEVICE_KEY: 'd1' },
      ClientMetadata: { a: 'b' },
    });
  });

  it('fills in the lifetime and type cognito-local leaves out, and no refresh token', () => {
    const access = jwt({ iat: 1000, exp: 1900 });
    expect(toRefreshResponse({ AuthenticationResult: { AccessToken: access, IdToken: 'id' } })).toEqual({
      AuthenticationResult: { AccessToken: access, IdToken: 'id', TokenType: 'Bearer', ExpiresIn: 900 },
    });
  });
});

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('the proxy', () => {
  let upstream: Server;
  let proxy: Server;
  let endpoint: string;
  const received: Received[] = [];
  let answers: Record<string, { status: number; body: object }>;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? 'GET';
        const answer = answers[target] ?? { status: 200, body: { ok: true } };
        res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': 'http://upstream.test' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    proxy = createCognitoProxy((upstream.address() as AddressInfo).port);
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    proxy.close();
    upstream.close();
  });
  beforeEach(() => {
    received.length = 0;
    answers = {};
  });

  const call = (operation: string, body: object) =>
    fetch(`${endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
      body: JSON.stringify(body),
    });

  it('passes other operations through unchanged, with its own CORS headers', async () => {
    answers.SignUp = { status: 400, body: { __type: 'UsernameExistsException', message: 'exists' } };
    const answer = await call('SignUp', { ClientId: 'c', Username: 'a@x.test', Password: 'p' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ __type: 'UsernameExistsException', message: 'exists' });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/', body: JSON.stringify({ ClientId: 'c', Username: 'a@x.test', Password: 'p' }) });
    expect(received[0]!.headers['x-amz-target']).toBe('AWSCognitoIdentityProviderService.SignUp');

    const jwks = await fetch(`${endpoint}/local_pool/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(received[1]).toMatchObject({ method: 'GET', url: '/local_pool/.well-known/jwks.json' });
  });

  it('answers GetTokensFromRefreshToken with InitiateAuth REFRESH_TOKEN_AUTH', async () => {
    const access = jwt({ iat: 0, exp: 3600 });
    answers.InitiateAuth = { status: 200, body: { AuthenticationResult: { AccessToken: access, IdToken: 'id-2' } } };
    const answer = await call('GetTokensFromRefreshToken', { ClientId: 'c', RefreshToken: 'r' });
    expect(await answer.json()).toEqual({ AuthenticationResult: { AccessToken: access, IdToken: 'id-2', TokenType: 'Bearer', ExpiresIn: 3600 } });
    expect(received.map((r) => r.headers['x-amz-target'])).toEqual(['AWSCognitoIdentityProviderService.InitiateAuth']);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'r' } });
  });

  it('passes a refused refresh on as the error it is', async () => {
    answers.InitiateAuth = { status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } };
    const answer = await call('GetTokensFromRefreshToken', { ClientId: 'c', RefreshToken: 'bad' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('answers preflights itself', async () => {
    const answer = await fetch(`${endpoint}/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-amz-target' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-headers')).toBe('x-amz-target');
    expect(received).toHaveLength(0);
  });
});
