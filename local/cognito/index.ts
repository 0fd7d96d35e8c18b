import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningService } from '../dynamodb/index';
import { spawnGuarded, waitUntilReady } from '../guarded-child';
import { isPortFree } from '../ports';
import { superviseChild } from '../supervised-child';
import { writeCognitoLocalConfig, type CognitoTrigger } from './config';
import { mailboxFile } from './mailbox';
import { ensureUserPool, localCognitoClient } from './pool';
import { createCognitoProxy } from './proxy';

export { readMailbox, mailboxRequestHandler, type MailboxMessage } from './mailbox';
export { localCognitoClient, STAFF_GROUPS, USER_POOL_NAME } from './pool';

export interface RunningCognito extends RunningService {
  userPoolId: string;
  userPoolClientId: string;
  /** The `iss` of its tokens: `${endpoint}/${userPoolId}`. */
  issuer: string;
  /** `${issuer}/.well-known/jwks.json`, served through the proxy. */
  jwksUri: string;
}

const CHILD_ENTRY = fileURLToPath(new URL('./cognito-local-process.ts', import.meta.url));

/** Node runs the .ts entry with its own type stripping: on by default from 22.18, behind a flag before. */
function typeStrippingFlags(version = process.versions.node): string[] {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 18) ? [] : ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];
}

async function assertPortFree(port: number, who: string): Promise<void> {
  if (!(await isPortFree(port))) {
    throw new Error(`Port ${port} is already in use, so ${who} cannot listen there: stop what holds it or choose another port.`);
  }
}

/**
 * Starts cognito-local, supervised (restarted on its own data if it dies), and resolves once it
 * answers; the returned stop() also closes its log.
 */
async function startChild(dataDir: string, serverPort: number, supervision: Supervision): Promise<() => Promise<void>> {
  // The log of this run only (cognito-local prints each code it sends, and any trigger failure).
  const log = createWriteStream(join(dataDir, 'cognito-local.log'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CODEARENA_MAILBOX_FILE: mailboxFile(dataDir),
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
  delete env.DEBUG; // cognito-local logs every request at debug level when DEBUG is set
  const spawnReady = async () => {
    const child = await spawnGuarded(process.execPath, [...typeStrippingFlags(), CHILD_ENTRY], { cwd: dataDir, env, onOutput: (chunk) => log.write(chunk) });
    try {
      await waitUntilReady(
        'cognito-local',
        child,
        async () => (await fetch(`http://127.0.0.1:${serverPort}/health`, { signal: AbortSignal.timeout(1_000) })).ok,
      );
    } catch (error) {
      await child.stop();
      throw error;
    }
    return child;
  };
  const closeLog = () => new Promise((done) => log.end(done));
  let supervised;
  try {
    supervised = await superviseChild({
      name: 'cognito-local',
      start: spawnReady,
      log: supervision.log ?? (() => undefined),
      onGiveUp: supervision.onGiveUp ?? (() => undefined),
    });
  } catch (error) {
    await closeLog();
    throw error;
  }
  return async () => {
    await supervised.stop();
    await closeLog();
  };
}

interface Supervision {
  /** Where restarts are reported (the terminal under `npm start`). */
  log?: (line: string) => void;
  /** Called when it keeps dying and is not restarted again. */
  onGiveUp?: (message: string) => void;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

/**
 * cognito-local as a guarded child process on 127.0.0.1:(port+1), its data (`.cognito/`), log and
 * mailbox under dataDir, triggers invoked through lambdaEndpoint; and in front of it, on port, the
 * proxy the app and the SDKs use. Ensures the one `codearena` pool, its groups and web client.
 */
export async function startCognitoLocal(
  opts: Supervision & {
    port: number;
    dataDir: string;
    lambdaEndpoint: string;
    triggers: Record<CognitoTrigger, string>;
  },
): Promise<RunningCognito> {
  const dataDir = resolve(opts.dataDir);
  const serverPort = opts.port + 1;
  await assertPortFree(opts.port, 'the Cognito emulator');
  await assertPortFree(serverPort, 'cognito-local (it takes the port after the Cognito port)');
  const endpoint = `http://127.0.0.1:${opts.port}`;
  await mkdir(dataDir, { recursive: true, mode: 0o700 }); // data: owner only (local/config.ts ensurePrivateDir)
  await writeCognitoLocalConfig(dataDir, { serverPort, publicEndpoint: endpoint, lambdaEndpoint: opts.lambdaEndpoint, triggers: opts.triggers });

  const stopChild = await startChild(dataDir, serverPort, opts);
  let ids;
  let proxy: Server;
  try {
    const client = localCognitoClient(`http://127.0.0.1:${serverPort}`);
    ids = await ensureUserPool(client).finally(() => client.destroy());
    proxy = createCognitoProxy(serverPort);
    await listen(proxy, opts.port);
  } catch (error) {
    await stopChild();
    throw error;
  }
  const issuer = `${endpoint}/${ids.userPoolId}`;
  return {
    endpoint,
    ...ids,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    async stop() {
      await close(proxy);
      await stopChild();
    },
  };
}
