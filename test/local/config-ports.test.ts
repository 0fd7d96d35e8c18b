import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@contract/runtime-config';
import { InvalidPortError, localLambdaEnv, resolveDataDir, resolvePorts, REPO_ROOT } from '../../local/config';
import { assertPortsFree, findFreeLocalPorts, isPortFree, PortBusyError } from '../../local/ports';
import { descendantPids, treeResidentKb } from '../../local/process-tree';
import { localRuntimeConfig } from '../../local/web/runtime-config';

describe('ports and data dir', () => {
  it('uses the documented defaults and lets each port move by its env var', () => {
    expect(resolvePorts({})).toEqual({ app: 5173, gateway: 3001, dynamodb: 8000, cognito: 9229, s3: 4569, stepfunctions: 8083 });
    expect(resolvePorts({ CODEARENA_GATEWAY_PORT: '4001', CODEARENA_APP_PORT: '' })).toMatchObject({ gateway: 4001, app: 5173 });
    expect(() => resolvePorts({ CODEARENA_S3_PORT: 'abc' })).toThrow(InvalidPortError);
    expect(() => resolvePorts({ CODEARENA_S3_PORT: '70000' })).toThrow('CODEARENA_S3_PORT=70000 is not a port number');
  });

  it('keeps data under .local/ at the repository root, always absolute', () => {
    expect(resolveDataDir({})).toBe(`${REPO_ROOT}.local`);
    expect(resolveDataDir({ CODEARENA_DATA_DIR: 'tmp/x' })).toMatch(/^\/.*tmp\/x$/);
  });
});

describe('port check', () => {
  let holder: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (holder ? holder.close(() => resolve()) : resolve())));

  it('names the busy port, the part that needs it and the env var to change', async () => {
    const ports = await findFreeLocalPorts();
    holder = createServer();
    await new Promise<void>((resolve) => holder!.listen(ports.gateway, '127.0.0.1', resolve));
    expect(await isPortFree(ports.gateway)).toBe(false);
    const error = await assertPortsFree(ports).catch((e) => e);
    expect(error).toBeInstanceOf(PortBusyError);
    expect(error.message).toBe(
      `Port ${ports.gateway} is already in use, and the local API gateway needs it: stop what listens there or set CODEARENA_GATEWAY_PORT to a free port.`,
    );
    expect(error.message).not.toContain('\n');
  });

  it("finds free ports below the ephemeral range, in this worker's block, with the Cognito port's neighbour free too", async () => {
    const ports = await findFreeLocalPorts();
    const all = Object.values(ports);
    expect(new Set([...all, ports.cognito + 1]).size).toBe(7);
    for (const port of [...all, ports.cognito + 1]) {
      expect(port).toBeLessThan(32_768);
      expect(await isPortFree(port)).toBe(true);
    }
    const worker = Number(process.env.VITEST_POOL_ID);
    expect(Math.floor((ports.app - 20_000) / 560)).toBe(worker % 20);
  });

  it('refuses two parts on one port and passes when all are free', async () => {
    const ports = await findFreeLocalPorts();
    await expect(assertPortsFree({ ...ports, s3: ports.app })).rejects.toThrow(/CODEARENA_S3_PORT and CODEARENA_APP_PORT are both/);
    await expect(assertPortsFree(ports)).resolves.toBeUndefined();
  });
});

describe('Lambda environment and runtime config', () => {
  const ports = { app: 5173, gateway: 3001, dynamodb: 8000, cognito: 9229, s3: 4569, stepfunctions: 8083 };

  it('points every SDK client at a local service and never at AWS', () => {
    const env = localLambdaEnv(ports, 'the-secret', { issuer: 'http://127.0.0.1:9229/local_pool', userPoolId: 'local_pool', userPoolClientId: 'client' });
    expect(env).toMatchObject({
      TABLE_NAME: 'codearena',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:8000',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569',
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://127.0.0.1:9229',
      AWS_ENDPOINT_URL_SFN: 'http://127.0.0.1:8083',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
      JWT_ISSUER: 'http://127.0.0.1:9229/local_pool',
      USER_POOL_ID: 'local_pool',
      USER_POOL_CLIENT_ID: 'client',
      // The control endpoints carry the gateway's secret, so only these clients can reach them.
      WS_MANAGEMENT_URL: 'http://127.0.0.1:3001/_aws/the-secret/local',
      AWS_ENDPOINT_URL_LAMBDA: 'http://127.0.0.1:3001/_aws/the-secret',
      AWS_LAMBDA_MAX_CONCURRENCY: '64',
      // Nobody collects CloudWatch's metric lines locally.
      POWERTOOLS_METRICS_DISABLED: 'true',
      JUDGE_STATE_MACHINE_ARN: 'arn:aws:states:us-east-1:000000000000:stateMachine:judge',
    });
    expect(localLambdaEnv(ports, 'the-secret')).not.toHaveProperty('USER_POOL_ID');
  });

  it('serves a /config.json the web app accepts, with API and WebSocket through the app origin', () => {
    const config = localRuntimeConfig({ appOrigin: 'http://127.0.0.1:5173', cognitoEndpoint: 'http://127.0.0.1:9229', userPoolId: 'p', userPoolClientId: 'c' });
    expect(runtimeConfigSchema.parse(config)).toEqual({
      stage: 'local',
      region: 'us-east-1',
      userPoolId: 'p',
      userPoolClientId: 'c',
      apiUrl: 'http://127.0.0.1:5173/api',
      webSocketUrl: 'ws://127.0.0.1:5173/ws',
      authFlowType: 'USER_PASSWORD_AUTH',
      cognitoEndpoint: 'http://127.0.0.1:9229',
      mailboxUrl: 'http://127.0.0.1:5173/__local/mailbox',
    });
  });
});

describe('process tree', () => {
  it('finds child processes and sums their resident memory', async () => {
    const child = spawn('sleep', ['5']);
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      expect(descendantPids()).toContain(child.pid);
      const tree = treeResidentKb();
      expect(tree.processes).toBeGreaterThanOrEqual(2);
      expect(tree.totalKb).toBeGreaterThan(10_000);
    } finally {
      child.kill();
    }
    await new Promise((resolve) => child.once('exit', resolve));
    expect(descendantPids()).not.toContain(child.pid);
  });
});
