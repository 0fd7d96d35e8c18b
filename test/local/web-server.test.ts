import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { findFreePorts } from '../../local/ports';
import { startWebServer, type RunningWebServer } from '../../local/web/index';
import { localRuntimeConfig, MAILBOX_PATH } from '../../local/web/runtime-config';

let web: RunningWebServer;
let fakeGateway: Server;
let appPort: number;

beforeAll(async () => {
  const [app, gatewayPort] = await findFreePorts(2);
  appPort = app!;
  // A stand-in gateway that tells what reached it.
  fakeGateway = createServer((req, res) => res.end(JSON.stringify({ url: req.url, method: req.method })));
  const wss = new WebSocketServer({ noServer: true });
  fakeGateway.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => ws.send(`gateway saw ${req.url}`)));
  await new Promise<void>((resolve) => fakeGateway.listen(gatewayPort, '127.0.0.1', resolve));
  web = await startWebServer({
    port: appPort,
    gatewayEndpoint: `http://127.0.0.1:${gatewayPort}`,
    runtimeConfig: localRuntimeConfig({
      appOrigin: `http://127.0.0.1:${appPort}`,
      cognitoEndpoint: 'http://127.0.0.1:1',
      userPoolId: 'pool',
      userPoolClientId: 'client',
    }),
    localPages: { [MAILBOX_PATH]: (req, res) => res.end(`mailbox ${req.url}`) },
    configFile: fileURLToPath(new URL('./fixtures/web/vite.config.ts', import.meta.url)),
  });
});
afterAll(async () => {
  await web?.stop();
  fakeGateway?.closeAllConnections();
  await new Promise((resolve) => fakeGateway?.close(resolve));
});

describe('the local dev server', () => {
  it('serves the app, /config.json and the mailbox', async () => {
    expect(await (await fetch(web.endpoint)).text()).toContain('fixture app');
    const config = await (await fetch(`${web.endpoint}/config.json`)).json();
    expect(config).toMatchObject({ stage: 'local', userPoolId: 'pool', apiUrl: `http://127.0.0.1:${appPort}/api` });
    expect(await (await fetch(`${web.endpoint}/__local/mailbox?format=json`)).text()).toBe('mailbox /?format=json');
  });

  it('proxies /api with path and query to the gateway', async () => {
    expect(await (await fetch(`${web.endpoint}/api/health?x=1`, { method: 'POST' })).json()).toEqual({ url: '/api/health?x=1', method: 'POST' });
  });

  it('proxies the /ws WebSocket to the gateway with its query string', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${appPort}/ws?token=abc`);
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(data.toString()));
      socket.once('error', reject);
    });
    socket.close();
    expect(first).toBe('gateway saw /ws?token=abc');
  });

  it('refuses a second server on the same port instead of moving to another', async () => {
    await expect(
      startWebServer({
        port: appPort,
        gatewayEndpoint: 'http://127.0.0.1:1',
        runtimeConfig: localRuntimeConfig({ appOrigin: 'http://x', cognitoEndpoint: 'http://x', userPoolId: 'p', userPoolClientId: 'c' }),
        configFile: fileURLToPath(new URL('./fixtures/web/vite.config.ts', import.meta.url)),
      }),
    ).rejects.toThrow(/in use/i);
  });
});
