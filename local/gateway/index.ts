import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { API_PREFIX, WS_PREFIX, allNodeFunctions, httpRoutes, webSocketAuthorizer, webSocketRoutes, type HttpRoute } from '@contract/routes';
import { LOCAL_HOST, localUrl } from '../config';
import { localFunctionName } from '../lambda-names';
import { controlEndpoint, matchControlRequest } from './control-plane';
import { createLambdaInvokeApi, INVOKE_PATH } from './lambda-invoke-api';
import type { HandlerLoader } from './lambda-runtime';
import { createManagementApi, parseConnectionsPath } from './management-api';
import { splitRequestTarget, unroutablePathReason } from './raw-path';
import { gatewayErrors, sendGatewayError, sendGatewayJson } from './responses';
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
  /** Guards the Invoke and `@connections` endpoints (control-plane.ts). */
  controlSecret: string;
  log?: (line: string) => void;
}

export interface RunningGateway {
  endpoint: string;
  /** The Lambda Invoke endpoint (AWS_ENDPOINT_URL_LAMBDA): the endpoint plus the secret prefix. */
  controlEndpoint: string;
  /** What WS_MANAGEMENT_URL holds: the control endpoint plus the stage. */
  managementUrl: string;
  webSocketUrl: string;
  connectionCount(): number;
  /** How many times the judge functions (compile or run) have been invoked through the Invoke endpoint. */
  judgeCalls(): number;
  stop(): Promise<void>;
}

/** The API ids the events carry; the local gateway has one of each. */
const REST_API_ID = 'localrest';
const WS_API_ID = 'localws';

/**
 * The local API gateway on 127.0.0.1: REST routes under /api, the WebSocket API at /ws, and under
 * the secret control prefix the `@connections` management API and a Lambda Invoke endpoint (for
 * cognito-local's triggers and the judge functions). Paths are matched raw, as API Gateway does.
 */
export async function startGateway(opts: GatewayOptions): Promise<RunningGateway> {
  const log = opts.log ?? (() => undefined);
  const domainName = `${LOCAL_HOST}:${opts.port}`;
  const rest = createRestGateway({
    routes: opts.httpRoutes ?? httpRoutes,
    loadHandler: opts.loadHandler,
    verifyToken: opts.verifyToken,
    stage: opts.stage,
    apiId: REST_API_ID,
    domainName,
    allowedOrigins: opts.allowedOrigins,
    log,
  });
  const ws = createWebSocketGateway({
    routes: webSocketRoutes,
    authorizerHandler: webSocketAuthorizer.handler,
    loadHandler: opts.loadHandler,
    stage: opts.stage,
    apiId: WS_API_ID,
    domainName,
    log,
  });
  const management = createManagementApi({ stage: opts.stage, connections: ws.connections });
  const invoke = createLambdaInvokeApi({
    handlersByFunctionName: new Map(allNodeFunctions().map((f) => [localFunctionName(f.handler), f.handler])),
    loadHandler: opts.loadHandler,
    log,
  });

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, rawQuery } = splitRequestTarget(req.url);
    const unroutable = unroutablePathReason(path);
    if (unroutable) return sendGatewayJson(res, 400, { message: `Invalid request path: ${unroutable}` }, { 'x-amzn-errortype': 'BadRequestException' });
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return rest(req, res, path.slice(API_PREFIX.length) || '/', rawQuery);
    const control = matchControlRequest(path, req.headers, opts.controlSecret);
    if (control.kind === 'refused') {
      log(`[gateway] refused ${req.method} on a control endpoint: ${control.reason}`);
      return sendGatewayError(res, gatewayErrors.forbidden);
    }
    if (control.kind === 'allowed') {
      const connections = parseConnectionsPath(control.path);
      if (connections) return management(req, res, connections);
      const invokeMatch = INVOKE_PATH.exec(control.path);
      if (invokeMatch) return invoke.handle(req, res, invokeMatch[1]!);
    }
    return sendGatewayError(res, gatewayErrors.missingToken);
  };
  // Request URLs under the control prefix carry the secret: logs show it redacted.
  const redact = (url: string | undefined) => (url ?? '').replaceAll(opts.controlSecret, '<secret>');

  const server = createServer((req, res) => {
    route(req, res).catch((error) => {
      log(`[gateway] ${req.method} ${redact(req.url)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendGatewayError(res, gatewayErrors.internal);
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const { path, rawQuery } = splitRequestTarget(req.url);
    if (path !== WS_PREFIX && path !== `${WS_PREFIX}/`) return rejectUpgrade(socket, 404);
    socket.on('error', () => socket.destroy());
    ws.handleUpgrade(req, socket, head, rawQuery).catch((error) => {
      log(`[gateway] WebSocket upgrade failed: ${String(error)}`);
      rejectUpgrade(socket, 500);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: opts.port, host: LOCAL_HOST }, () => resolve());
  });

  const endpoint = localUrl(opts.port);
  const control = controlEndpoint(endpoint, opts.controlSecret);
  return {
    endpoint,
    controlEndpoint: control,
    managementUrl: `${control}/${opts.stage}`,
    webSocketUrl: `${localUrl(opts.port, 'ws')}${WS_PREFIX}`,
    connectionCount: () => ws.connections.size,
    judgeCalls: invoke.judgeCalls,
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
