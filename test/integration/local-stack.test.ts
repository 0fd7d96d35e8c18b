import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { healthComponents, healthResponseSchema } from '@contract/health';
import { httpRoutes, type HttpRoute } from '@contract/routes';
import { runtimeConfigSchema } from '@contract/runtime-config';
import { errors } from '../../lambdas/shared/errors';
import { REPO_ROOT, type LocalPorts } from '../../local/config';
import { LOCAL_REGION, LOCAL_TABLE_NAME } from '../../local/lambda-names';
import { findFreeLocalPorts, isPortFree } from '../../local/ports';
import { descendantPids } from '../../local/process-tree';
import { startLocalStack, type LocalStack } from '../../local/start';

/**
 * A test-only `user` route in front of the health handler proves the gateway's token check apart from
 * any feature's own rules (the judge workflow is driven end to end in test/integration/submissions).
 */
const authedRoute: HttpRoute = { id: 'TestAuthedHealth', method: 'GET', path: '/test/authed-health', handler: 'health/get-health', access: 'user', grants: [] };
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let stack: LocalStack;
let ports: LocalPorts;
let dataDir: string;
let childrenBefore: number[];
const logLines: string[] = [];

const startStack = (web: boolean) =>
  startLocalStack({
    ports,
    dataDir,
    web,
    seed: true,
    seedProblems: ['a-plus-b'],
    httpRoutes: [...httpRoutes, authedRoute],
    log: (line) => logLines.push(line),
  });

async function idTokenOf(role: 'student' | 'admin'): Promise<{ idToken: string; sub: string }> {
  const account = stack.accounts.find((a) => a.role === role)!;
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.userPoolClientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  );
  const idToken = out.AuthenticationResult!.IdToken!;
  return { idToken, sub: JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub };
}

function openSocket(url: string): Promise<{ socket: WebSocket; messages: unknown[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  for (const until = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > until) throw new Error('timed out waiting');
  }
}

function allPorts(p: LocalPorts): number[] {
  return [...Object.values(p), p.cognito + 1];
}

beforeAll(async () => {
  ports = await findFreeLocalPorts();
  dataDir = await mkdtemp(join(tmpdir(), 'codearena-stack-'));
  childrenBefore = descendantPids();
  stack = await startStack(true);
});

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the local stack', () => {
  it('reports every component up on GET /api/health through the app URL', async () => {
    const res = await fetch(`${stack.apiUrl}/health`);
    const health = healthResponseSchema.parse(await res.json());
    expect(res.status).toBe(200);
    expect(Object.keys(health.components).sort()).toEqual([...healthComponents].sort());
    for (const name of healthComponents) expect(health.components[name], name).toMatchObject({ status: 'up' });
    expect(stack.apiUrl).toBe(`${stack.appUrl}/api`);
  });

  it('serves the app page and its /config.json through the app URL', async () => {
    const page = await fetch(stack.appUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root">/);
    const config = runtimeConfigSchema.parse(await (await fetch(`${stack.appUrl}/config.json`)).json());
    expect(config).toMatchObject({
      stage: 'local',
      authFlowType: 'USER_PASSWORD_AUTH',
      apiUrl: stack.apiUrl,
      webSocketUrl: `ws://127.0.0.1:${ports.app}/ws`,
      userPoolId: stack.cognito.userPoolId,
      userPoolClientId: stack.cognito.userPoolClientId,
      cognitoEndpoint: stack.cognito.endpoint,
    });
    const mailbox = await fetch(`${config.mailboxUrl}?format=json`);
    expect(mailbox.status).toBe(200);
    expect(Array.isArray(await mailbox.json())).toBe(true);
  });

  it('lets a seeded user through a non-public route and answers 401 without a token', async () => {
    expect(stack.accounts.map((a) => a.role).sort()).toEqual(['admin', 'mentor', 'student']);
    const { idToken } = await idTokenOf('student');
    const withToken = await fetch(`${stack.apiUrl}/test/authed-health`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(withToken.status).toBe(200);
    expect(healthResponseSchema.parse(await withToken.json()).status).toBe('up');
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${idToken.slice(0, -4)}AAAA`]) {
      const res = await fetch(`${stack.apiUrl}/test/authed-health`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('refuses a WebSocket without a valid token, through the app URL', async () => {
    const wsUrl = `ws://127.0.0.1:${ports.app}/ws`;
    await expect(openSocket(wsUrl)).rejects.toThrow(/refused with 40[13]/);
    await expect(openSocket(`${wsUrl}?token=not-a-token`)).rejects.toThrow(/refused with 40[13]/);
  });

  it('connects a WebSocket with a token and delivers what the handlers post through @connections', async () => {
    const { idToken } = await idTokenOf('student');
    const { socket, messages } = await openSocket(`ws://127.0.0.1:${ports.app}/ws?token=${encodeURIComponent(idToken)}`);
    try {
      // $default answers a ping by posting a pong through ApiGatewayManagementApiClient.
      socket.send(JSON.stringify({ type: 'ping' }));
      await waitFor(() => messages.length > 0);
      expect(messages[0]).toMatchObject({ type: 'pong' });
    } finally {
      socket.close();
    }
    const management = new ApiGatewayManagementApiClient({ endpoint: stack.gateway.managementUrl, region: LOCAL_REGION, credentials });
    await expect(management.send(new PostToConnectionCommand({ ConnectionId: 'gone0000000000=', Data: new Uint8Array([1]) }))).rejects.toBeInstanceOf(
      GoneException,
    );
  });

  it("runs cognito-local's triggers through the gateway's secret Invoke endpoint", async () => {
    expect(stack.gateway.controlEndpoint).toMatch(new RegExp(`^${stack.gateway.endpoint}/_aws/[A-Za-z0-9_-]{43}$`));
    const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
    // PreSignUp refuses reserved addresses: its message coming back proves the handler ran.
    const refused = await cognito
      .send(new SignUpCommand({ ClientId: stack.cognito.userPoolClientId, Username: 'admin@example.com', Password: 'Passw0rd!long' }))
      .catch((e: Error) => e);
    expect((refused as Error).message).toContain(errors.reservedEmail().message);
    const accepted = await cognito.send(
      new SignUpCommand({ ClientId: stack.cognito.userPoolClientId, Username: 'trigger.check@example.com', Password: 'Passw0rd!long' }),
    );
    expect(accepted.UserConfirmed).toBe(false);
    // The old, secret-less path answers 403 and runs nothing.
    const open = await fetch(`${stack.gateway.endpoint}/2015-03-31/functions/auth-pre-sign-up/invocations`, { method: 'POST', body: '{}' });
    expect(open.status).toBe(403);
  });

  it('refuses to start on a busy port with one clear line and exit code 1', async () => {
    const env = { ...process.env, CODEARENA_GATEWAY_PORT: String(ports.gateway) };
    const child = spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    const lines = stderr
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('npm warn'));
    // The default ports may be busy on a developer machine; whichever is reported, it is one line naming its env var.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Port \d+ is already in use, and .+ needs it: stop what listens there or set CODEARENA_[A-Z]+_PORT to a free port\.$/);
  });

  it('stops every part: all ports free, no child process left; a restart keeps the data', async () => {
    const documents = (endpoint: string) => DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials }));
    const dynamoEndpoint = `http://127.0.0.1:${ports.dynamodb}`;
    const key = { pk: 'TEST#restart', sk: 'TEST#restart' };
    await documents(dynamoEndpoint).send(new PutCommand({ TableName: LOCAL_TABLE_NAME, Item: { ...key, note: 'kept' } }));
    const { sub } = await idTokenOf('student');
    const firstIds = { ...stack.cognito };

    await stack.stop();
    for (const port of allPorts(ports)) expect(await isPortFree(port), `port ${port}`).toBe(true);
    const left = descendantPids().filter((pid) => !childrenBefore.includes(pid));
    expect(left).toEqual([]);

    logLines.length = 0;
    stack = await startStack(false);
    expect(logLines).toContain(`  ✓ table ${LOCAL_TABLE_NAME} existing`);
    // The seeded problem is found by its uuid: nothing is read whole or imported again.
    expect(logLines).toContain('  ✓ catalogue: 1 problems (0 imported now)');
    expect(stack.cognito).toMatchObject({ userPoolId: firstIds.userPoolId, userPoolClientId: firstIds.userPoolClientId });
    expect((await idTokenOf('student')).sub).toBe(sub);
    const kept = await documents(dynamoEndpoint).send(new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: key }));
    expect(kept.Item).toMatchObject({ note: 'kept' });
  });
});
