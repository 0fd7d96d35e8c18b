import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HttpRoute } from '@contract/routes';
import { httpRoutes } from '@contract/routes';
import { startGateway, type RunningGateway } from '../../local/gateway/index';
import type { LambdaHandler } from '../../local/gateway/lambda-runtime';
import { findFreePorts } from '../../local/ports';

/** Stand-ins for the real handlers: they record the events they get. */
const events: Record<string, unknown[]> = {};
const record =
  (name: string, answer: (event: any) => unknown): LambdaHandler =>
  async (event) => {
    (events[name] ??= []).push(event);
    return answer(event);
  };
const handlers: Record<string, LambdaHandler> = {
  'test/echo': record('echo', (e) => ({
    statusCode: 201,
    headers: { 'x-echo': 'yes' },
    multiValueHeaders: { 'set-cookie': ['a=1', 'b=2'] },
    body: JSON.stringify({ sub: e.requestContext.authorizer?.claims?.sub, body: e.body }),
  })),
  'test/public': record('public', () => ({ statusCode: 200, body: '{"ok":true}' })),
  'test/broken': record('broken', () => {
    throw new Error('handler bug');
  }),
  'realtime/authorize': record('authorize', (e) => ({
    principalId: 'u-1',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: e.queryStringParameters?.token === 'good' ? 'Allow' : 'Deny', Resource: e.methodArn }],
    },
    context: { userId: 'u-1' },
  })),
  'realtime/connect': record('connect', () => ({ statusCode: 200 })),
  'realtime/disconnect': record('disconnect', () => ({ statusCode: 200 })),
  'app/websocket-default': record('default', () => ({ statusCode: 200 })),
  'auth/pre-sign-up': record('preSignUp', (e) => ({ ...e, response: { autoConfirmUser: false } })),
  'auth/post-confirmation': record('postConfirmation', () => {
    throw new TypeError('profile write failed');
  }),
};

const testRoutes: HttpRoute[] = [
  { id: 'Echo', method: 'POST', path: '/echo/{id}', handler: 'test/echo', access: 'user', grants: [] },
  { id: 'Public', method: 'GET', path: '/open', handler: 'test/public', access: 'public', grants: [] },
  { id: 'Broken', method: 'GET', path: '/broken', handler: 'test/broken', access: 'public', grants: [] },
];

let gateway: RunningGateway;
const origin = 'http://127.0.0.1:5999';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

beforeAll(async () => {
  const [port] = await findFreePorts(1);
  gateway = await startGateway({
    port: port!,
    stage: 'local',
    httpRoutes: [...httpRoutes, ...testRoutes],
    loadHandler: async (name) => {
      const handler = handlers[name];
      if (!handler) throw new Error(`no test handler ${name}`);
      return handler;
    },
    verifyToken: async (authorization) => (authorization === 'Bearer good' ? { sub: 'u-1', token_use: 'id' } : null),
    allowedOrigins: [origin],
    controlSecret: 'test-control-secret',
  });
});
afterAll(() => gateway?.stop());
beforeEach(() => Object.keys(events).forEach((k) => delete events[k]));

describe('REST', () => {
  it('runs a non-public route with the verified claims and writes the proxy result back', async () => {
    const res = await fetch(`${gateway.endpoint}/api/echo/42?x=1`, { method: 'POST', headers: { authorization: 'Bearer good', origin }, body: 'hello' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sub: 'u-1', body: 'hello' });
    expect(res.headers.get('x-echo')).toBe('yes');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(events.echo).toHaveLength(1);
    expect(events.echo![0]).toMatchObject({ pathParameters: { id: '42' }, queryStringParameters: { x: '1' }, resource: '/echo/{id}' });
  });

  it('answers 401 Unauthorized without a valid token and never runs the handler', async () => {
    for (const headers of [{}, { authorization: 'Bearer bad' }] as Record<string, string>[]) {
      const res = await fetch(`${gateway.endpoint}/api/echo/42`, { method: 'POST', headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(events.echo).toBeUndefined();
  });

  it('answers unknown routes and methods like API Gateway: 403 Missing Authentication Token', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/open'],
      ['GET', '/elsewhere'],
    ] as const) {
      const res = await fetch(`${gateway.endpoint}${path}`, { method });
      expect(res.status).toBe(403);
      expect(res.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
      expect(await res.json()).toEqual({ message: 'Missing Authentication Token' });
    }
  });

  it('answers a CORS preflight for the app origin with the resource methods', async () => {
    const res = await fetch(`${gateway.endpoint}/api/echo/1`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST,OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const foreign = await fetch(`${gateway.endpoint}/api/echo/1`, { method: 'OPTIONS', headers: { origin: 'http://evil.test' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('turns a handler error into 502 Internal server error', async () => {
    const res = await fetch(`${gateway.endpoint}/api/broken`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
  });
});

function openSocket(query: string): Promise<{ socket: WebSocket; messages: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${gateway.webSocketUrl}${query}`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('WebSocket and @connections', () => {
  const management = () => new ApiGatewayManagementApiClient({ endpoint: gateway.managementUrl, region: 'us-east-1', credentials });

  it('refuses the upgrade when the authorizer denies, without running $connect', async () => {
    await expect(openSocket('?token=bad')).rejects.toThrow('refused 403');
    expect(events.authorize).toHaveLength(1);
    expect(events.connect).toBeUndefined();
  });

  it('connects, routes messages to $default, and delivers PostToConnection to the socket', async () => {
    const { socket, messages } = await openSocket('?token=good');
    const connectEvent = events.connect![0] as any;
    const connectionId: string = connectEvent.requestContext.connectionId;
    expect(connectEvent.requestContext).toMatchObject({ eventType: 'CONNECT', authorizer: { userId: 'u-1', principalId: 'u-1' } });
    expect(connectionId).toMatch(/=$/);

    socket.send('{"hello":1}');
    await waitFor(() => (events.default?.length ?? 0) === 1);
    expect(events.default![0]).toMatchObject({ body: '{"hello":1}', requestContext: { connectionId, routeKey: '$default' } });

    await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode('{"type":"ping"}') }));
    await waitFor(() => messages.length === 1);
    expect(messages).toEqual(['{"type":"ping"}']);

    const info = await management().send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');
    expect(info.ConnectedAt).toBeInstanceOf(Date);

    await management().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    await waitFor(() => socket.readyState === WebSocket.CLOSED && (events.disconnect?.length ?? 0) === 1);
    expect(events.disconnect![0]).toMatchObject({ requestContext: { eventType: 'DISCONNECT', connectionId } });
    expect(gateway.connectionCount()).toBe(0);
  });

  it('answers 410 GoneException for a connection that is gone', async () => {
    const error = await management()
      .send(new PostToConnectionCommand({ ConnectionId: 'gone0000000000=', Data: new Uint8Array([1]) }))
      .catch((e) => e);
    expect(error).toBeInstanceOf(GoneException);
    expect(error.$metadata.httpStatusCode).toBe(410);
  });
});

describe('Lambda Invoke endpoint (cognito-local triggers)', () => {
  const lambda = () => new LambdaClient({ endpoint: gateway.controlEndpoint, region: 'us-east-1', credentials });

  it('invokes a trigger by its local function name and returns its result', async () => {
    const out = await lambda().send(new InvokeCommand({ FunctionName: 'auth-pre-sign-up', Payload: JSON.stringify({ triggerSource: 'PreSignUp_SignUp' }) }));
    expect(out.StatusCode).toBe(200);
    expect(out.FunctionError).toBeUndefined();
    expect(JSON.parse(new TextDecoder().decode(out.Payload))).toEqual({ triggerSource: 'PreSignUp_SignUp', response: { autoConfirmUser: false } });
  });

  it('reports a handler error as an Unhandled function error', async () => {
    const out = await lambda().send(new InvokeCommand({ FunctionName: 'auth-post-confirmation', Payload: '{}' }));
    expect(out.FunctionError).toBe('Unhandled');
    expect(JSON.parse(new TextDecoder().decode(out.Payload))).toMatchObject({ errorType: 'TypeError', errorMessage: 'profile write failed' });
  });

  it('answers ResourceNotFoundException for an unknown function', async () => {
    await expect(lambda().send(new InvokeCommand({ FunctionName: 'nope', Payload: '{}' }))).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
