import { request } from 'node:http';
import { ApiGatewayManagementApiClient, PayloadTooLargeException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HttpRoute } from '@contract/routes';
import { startGateway, type RunningGateway } from '../../local/gateway/index';
import type { LambdaHandler } from '../../local/gateway/lambda-runtime';
import { findFreePorts } from '../../local/ports';

/**
 * What an attacker tries against the local gateway: paths that a URL normaliser would resolve to
 * another route, the control endpoints (Lambda Invoke, @connections) from a browser or without the
 * secret, and WebSocket messages over API Gateway's 128 KB quota.
 */
const ran: Record<string, unknown[]> = {};
const recording =
  (name: string, answer: (event: any) => unknown = () => ({ statusCode: 200, body: '{}' })): LambdaHandler =>
  async (event) => {
    (ran[name] ??= []).push(event);
    return answer(event);
  };
const handlers: Record<string, LambdaHandler> = {
  'test/delete-account': recording('deleteAccount'),
  'test/revoke-session': recording('revokeSession'),
  'realtime/authorize': recording('authorize', (e) => ({
    principalId: 'u-1',
    policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: e.methodArn }] },
  })),
  'realtime/connect': recording('connect'),
  'realtime/disconnect': recording('disconnect'),
  'app/websocket-default': recording('default'),
  'auth/pre-sign-up': recording('preSignUp', (e) => ({ ...e, response: { autoConfirmUser: false } })),
};
const routes: HttpRoute[] = [
  { id: 'DeleteAccount', method: 'DELETE', path: '/me', handler: 'test/delete-account', access: 'user', grants: [] },
  { id: 'RevokeSession', method: 'DELETE', path: '/me/sessions/{sessionId}', handler: 'test/revoke-session', access: 'user', grants: [] },
];

const SECRET = 'hardening-test-secret-0123456789abcdef';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const logLines: string[] = [];
let gateway: RunningGateway;

beforeAll(async () => {
  const [port] = await findFreePorts(1);
  gateway = await startGateway({
    port: port!,
    stage: 'local',
    httpRoutes: routes,
    loadHandler: async (name) => handlers[name] ?? Promise.reject(new Error(`no test handler ${name}`)),
    verifyToken: async (authorization) => (authorization === 'Bearer good' ? { sub: 'u-1' } : null),
    allowedOrigins: ['http://127.0.0.1:5173'],
    controlSecret: SECRET,
    log: (line) => logLines.push(line),
  });
});
afterAll(() => gateway?.stop());
beforeEach(() => Object.keys(ran).forEach((k) => delete ran[k]));

/** A request with the path exactly as given: fetch() would resolve `..` before sending it. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { port } = new URL(gateway.endpoint);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text, headers: res.headers }));
    });
    req.once('error', reject);
    req.end(body);
  });
}

describe('paths are matched raw, never resolved', () => {
  const auth = { authorization: 'Bearer good' };

  it('refuses dot segments, raw or percent-encoded, with 400 and runs no handler', async () => {
    const attempts = [
      '/api/me/sessions/..',
      '/api/me/sessions/.',
      '/api/me/sessions/%2e%2e',
      '/api/me/sessions/%2E%2e',
      '/api/me/sessions/%2e',
      '/api/me/sessions/%252e%252e',
      '/api/me/sessions/x/..',
      '/api/me/sessions/../',
      '/api/me/./sessions/x',
      '/api/x/../me',
    ];
    for (const path of attempts) {
      const res = await rawRequest('DELETE', path, auth);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).message, path).toMatch(/^Invalid request path: the path contains a "\." or "\.\." segment$/);
    }
    expect(ran).toEqual({});
  });

  it('refuses encoded slashes and backslashes inside a segment', async () => {
    for (const path of ['/api/me/sessions/a%2Fb', '/api/me/sessions/..%2F', '/api/me/sessions/a%5Cb', '/api/me/sessions/a%252Fb']) {
      const res = await rawRequest('DELETE', path, auth);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).message, path).toMatch(/encoded slash or backslash/);
    }
    expect(ran).toEqual({});
  });

  it('never reads a leading // as a host, and still routes ordinary paths', async () => {
    const doubled = await rawRequest('DELETE', '//api/me', auth);
    expect(doubled.status).toBe(403);
    expect(ran.deleteAccount).toBeUndefined();

    const ok = await rawRequest('DELETE', '/api/me/sessions/s-1%3Dx?reason=test', auth);
    expect(ok.status).toBe(200);
    expect(ran.revokeSession).toHaveLength(1);
    expect(ran.revokeSession![0]).toMatchObject({ pathParameters: { sessionId: 's-1=x' }, queryStringParameters: { reason: 'test' } });
    expect(ran.deleteAccount).toBeUndefined();
  });
});

describe('control endpoints need the secret and refuse browsers', () => {
  const invokePath = '/2015-03-31/functions/auth-pre-sign-up/invocations';
  const payload = JSON.stringify({ triggerSource: 'PreSignUp_SignUp' });

  it('answers 403 without the secret or with a wrong one, on both endpoints', async () => {
    for (const path of [
      invokePath,
      `/_aws${invokePath}`,
      `/_aws/wrong-secret${invokePath}`,
      `/_aws/${SECRET}x${invokePath}`,
      '/local/@connections/abc',
      `/_aws/nope/local/@connections/abc`,
    ]) {
      const res = await rawRequest('POST', path, {}, payload);
      expect(res.status, path).toBe(403);
    }
    expect(ran.preSignUp).toBeUndefined();
  });

  it('answers 403 to a request with the secret that a browser sends (Origin or Sec-Fetch-Site)', async () => {
    for (const headers of [{ origin: 'http://127.0.0.1:5173' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await rawRequest('POST', `/_aws/${SECRET}${invokePath}`, headers, payload);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      const posted = await rawRequest('POST', `/_aws/${SECRET}/local/@connections/abc`, headers, 'x');
      expect(posted.status, JSON.stringify(headers)).toBe(403);
    }
    expect(ran.preSignUp).toBeUndefined();
  });

  it('serves the SDK clients configured with the control endpoint, and never logs the secret', async () => {
    const lambda = new LambdaClient({ endpoint: gateway.controlEndpoint, region: 'us-east-1', credentials });
    const out = await lambda.send(new InvokeCommand({ FunctionName: 'auth-pre-sign-up', Payload: payload }));
    expect(out.StatusCode).toBe(200);
    expect(JSON.parse(new TextDecoder().decode(out.Payload))).toMatchObject({ response: { autoConfirmUser: false } });
    expect(gateway.controlEndpoint).toBe(`${gateway.endpoint}/_aws/${SECRET}`);
    expect(gateway.managementUrl).toBe(`${gateway.endpoint}/_aws/${SECRET}/local`);
    expect(logLines.some((line) => line.includes('refused'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(SECRET);
  });
});

describe('WebSocket messages are limited to 128 KB, as in API Gateway', () => {
  const LIMIT = 128 * 1024;

  async function connect(): Promise<{ socket: WebSocket; received: Buffer[]; connectionId: string; closed: Promise<number> }> {
    const socket = new WebSocket(gateway.webSocketUrl);
    const received: Buffer[] = [];
    socket.on('message', (data: Buffer) => received.push(data));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const connectEvent = ran.connect!.at(-1) as { requestContext: { connectionId: string } };
    return { socket, received, connectionId: connectEvent.requestContext.connectionId, closed };
  }

  const waitFor = async (check: () => boolean) => {
    for (const until = Date.now() + 5_000; !check(); await new Promise((r) => setTimeout(r, 10))) {
      if (Date.now() > until) throw new Error('timed out');
    }
  };

  it('takes a client message of exactly 128 KB and closes the connection with 1009 at one byte more', async () => {
    const { socket, closed } = await connect();
    socket.send('a'.repeat(LIMIT));
    await waitFor(() => (ran.default?.length ?? 0) === 1);
    expect((ran.default![0] as { body: string }).body).toHaveLength(LIMIT);
    expect(socket.readyState).toBe(WebSocket.OPEN);

    socket.send('b'.repeat(LIMIT + 1));
    expect(await closed).toBe(1009);
    await waitFor(() => (ran.disconnect?.length ?? 0) === 1);
    expect(ran.default).toHaveLength(1); // the over-long message reached no route
    expect(gateway.connectionCount()).toBe(0);
  });

  it('posts 128 KB to a connection and answers 413 PayloadTooLargeException at one byte more', async () => {
    const { socket, received, connectionId } = await connect();
    const management = new ApiGatewayManagementApiClient({ endpoint: gateway.managementUrl, region: 'us-east-1', credentials });
    try {
      await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new Uint8Array(LIMIT).fill(120) }));
      await waitFor(() => received.length === 1);
      expect(received[0]!.length).toBe(LIMIT);

      const error = await management
        .send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new Uint8Array(LIMIT + 1).fill(121) }))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PayloadTooLargeException);
      expect((error as PayloadTooLargeException).$metadata.httpStatusCode).toBe(413);
      await new Promise((r) => setTimeout(r, 50));
      expect(received).toHaveLength(1);
      expect(socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      socket.close();
    }
  });
});
