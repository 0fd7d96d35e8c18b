import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { API_PREFIX, WS_PREFIX, allNodeFunctions, httpRoutes, webSocketAuthorizer, webSocketRoutes, type HttpRoute } from '../../contract/routes';
import { LOCAL_HOST, localUrl } from '../config';
import { localFunctionName } from '../lambda-names';
import { createLambdaInvokeApi, INVOKE_PATH } from './lambda-invoke-api';
import type { HandlerLoader } from './lambda-runtime';
import { createManagementApi, parseConnectionsPath } from './management-api';
import { gatewayErrors, sendGatewayError } from './responses';
import { createRestGateway } from './rest';
import type { TokenVerifier } from './token-verifier';
import { createWebSocketGateway, rejectUpgrade } from './websocket';

export interface GatewayOptions {
  port: number;
  stage: string;
  loadHandler: HandlerLoader;
  verifyToken: TokenVerifier;
  /** Browser origins allowed by CORS (the app's). */
  allowedOrigins: readonly string[];
  /** Defaults to contract/routes.ts; tests add routes here. */
  httpRoutes?: readonly HttpRoute[];
  log?: (line: string) => void;
}

export interface RunningGateway {
  endpoint: string;
  /** What WS_MANAGEMENT_URL holds: the endpoint plus the stage. */
  managementUrl: string;
  webSocketUrl: string;
  connectionCount(): number;
  stop(): Promise<void>;
}

/** The API ids the events carry; the local gateway has one of each. */
const REST_API_ID = 'localrest';
const WS_API_ID = 'localws';

/**
 * The local API gateway on 127.0.0.1: REST routes under /api, the WebSocket API at /ws, the
 * `@connections` management API, and a Lambda Invoke endpoint for cognito-local's triggers.
 */
export async function startGateway(opts: GatewayOptions): Promise<RunningGateway> {
  const log = opts.log ?? (() => undefined);
  const domainName = `${LOCAL_HOST}:${opts.port}`;
  const rest = createRestGateway({
    routes: opts.httpRoutes ?? httpRoutes, loadHandler: opts.loadHandler, verifyToken: opts.verifyToken,
    stage: opts.stage, apiId: REST_API_ID, domainName, allowedOrigins: opts.allowedOrigins, log,
  });
  const ws = createWebSocketGateway({
    routes: webSocketRoutes, authorizerHandler: webSocketAuthorizer.handler, loadHandler: opts.loadHandler,
    stage: opts.stage, apiId: WS_API_ID, domainName, log,
  });
  const management = createManagementApi({ stage: opts.stage, connections: ws.connections });
  const invoke = createLambdaInvokeApi({
    handlersByFunctionName: new Map(allNodeFunctions().map((f) => [localFunctionName(f.handler), f.handler])),
    loadHandler: opts.loadHandler,
    log,
  });

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname;
    const rawQuery = url.search.slice(1);
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return rest(req, res, path.slice(API_PREFIX.length) || '/', rawQuery);
    const connections = parseConnectionsPath(path);
    if (connections) return management(req, res, connections);
    const invokeMatch = INVOKE_PATH.exec(path);
    if (invokeMatch) return invoke(req, res, invokeMatch[1]!);
    return sendGatewayError(res, gatewayErrors.missingToken);
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error) => {
      log(`[gateway] ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendGatewayError(res, gatewayErrors.internal);
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname !== WS_PREFIX && url.pathname !== `${WS_PREFIX}/`) return rejectUpgrade(socket, 404);
    socket.on('error', () => socket.destroy());
    ws.handleUpgrade(req, socket, head, url.search.slice(1)).catch((error) => {
      log(`[gateway] WebSocket upgrade failed: ${String(error)}`);
      rejectUpgrade(socket, 500);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: opts.port, host: LOCAL_HOST }, () => resolve());
  });

  const endpoint = localUrl(opts.port);
  return {
    endpoint,
    managementUrl: `${endpoint}/${opts.stage}`,
    webSocketUrl: `${localUrl(opts.port, 'ws')}${WS_PREFIX}`,
    connectionCount: () => ws.connections.size,
    async stop() {
      await ws.close();
      server.closeIdleConnections();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(() => server.closeAllConnections(), 1_000).unref();
      });
    },
  };
}
