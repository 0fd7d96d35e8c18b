import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import type { WebSocketRoute } from '@contract/routes';
import { sourceIpOf } from './http-parts';
import { invokeHandler, type HandlerLoader } from './lambda-runtime';
import {
  connectMethodArn,
  readAuthorizerResult,
  selectRouteKey,
  toAuthorizerEvent,
  toConnectEvent,
  toDisconnectEvent,
  toMessageEvent,
  type ConnectionInfo,
  type WsEventOptions,
  WEBSOCKET_MESSAGE_LIMIT_BYTES,
} from './ws-events';

export interface LiveConnection extends ConnectionInfo {
  socket: WebSocket;
  lastActiveAt: number;
}

export interface WebSocketGatewayOptions extends WsEventOptions {
  routes: readonly WebSocketRoute[];
  authorizerHandler: string;
  loadHandler: HandlerLoader;
  log: (line: string) => void;
}

/** $disconnect handlers get this long when the gateway itself shuts down. */
const DISCONNECT_GRACE_MS = 2_000;

/** API Gateway style ids: 15 alphanumerics and `=`, so clients must URL-encode them as in AWS. */
export function newConnectionId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${Array.from({ length: 15 }, () => alphabet[randomInt(alphabet.length)]).join('')}=`;
}

/**
 * The WebSocket API: authorizer on upgrade, then $connect, route selection for messages, and
 * $disconnect, all with the real handlers. `connections` is what the `@connections` endpoint uses.
 */
export function createWebSocketGateway(opts: WebSocketGatewayOptions) {
  // A client message over API Gateway's 128 KB quota closes the connection with 1009 (Message Too
  // Big) before any route runs; `ws` counts the whole message, however it is fragmented.
  const wss = new WebSocketServer({ noServer: true, maxPayload: WEBSOCKET_MESSAGE_LIMIT_BYTES });
  const connections = new Map<string, LiveConnection>();
  const routeByKey = new Map(opts.routes.map((r) => [r.routeKey, r]));
  const routeKeys = new Set(routeByKey.keys());
  const pending = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  };

  const runRoute = async (routeKey: string, event: unknown): Promise<unknown> => {
    const route = routeByKey.get(routeKey);
    if (!route) return { statusCode: 200 };
    return invokeHandler(opts.loadHandler, route.handler, event);
  };

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, rawQuery: string): Promise<void> {
    const conn: ConnectionInfo = {
      connectionId: newConnectionId(),
      connectedAt: Date.now(),
      sourceIp: sourceIpOf(req),
      userAgent: req.headers['user-agent'] ?? null,
      rawHeaders: req.rawHeaders,
      rawQuery,
    };
    let result: unknown;
    let thrown: unknown;
    try {
      result = await invokeHandler(opts.loadHandler, opts.authorizerHandler, toAuthorizerEvent(conn, opts));
    } catch (error) {
      thrown = error ?? new Error('authorizer failed');
      if (!(error instanceof Error && error.message === 'Unauthorized')) opts.log(`[gateway] WebSocket authorizer failed: ${describe(error)}`);
    }
    const decision = readAuthorizerResult(result, thrown, connectMethodArn(opts));
    if (!decision.allow) return rejectUpgrade(socket, decision.status);
    conn.authorizer = decision.authorizer;

    try {
      const connected = (await runRoute('$connect', toConnectEvent(conn, opts))) as { statusCode?: number } | null;
      const status = connected?.statusCode ?? 200;
      if (status < 200 || status > 299) return rejectUpgrade(socket, status);
    } catch (error) {
      opts.log(`[gateway] $connect failed: ${describe(error)}`);
      return rejectUpgrade(socket, 500);
    }
    if (socket.destroyed) return;
    wss.handleUpgrade(req, socket, head, (ws) => attach(ws, conn));
  }

  function attach(socket: WebSocket, info: ConnectionInfo): void {
    const conn: LiveConnection = { ...info, socket, lastActiveAt: Date.now() };
    connections.set(conn.connectionId, conn);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      conn.lastActiveAt = Date.now();
      const routeKey = selectRouteKey(data, isBinary, routeKeys);
      track(runRoute(routeKey, toMessageEvent(conn, routeKey, data, isBinary, opts))).catch((error) => {
        opts.log(`[gateway] WebSocket route ${routeKey} failed: ${describe(error)}`);
        // API Gateway tells the client an integration failed without closing the connection.
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ message: 'Internal server error', connectionId: conn.connectionId }));
      });
    });
    socket.on('close', (code: number, reason: Buffer) => {
      connections.delete(conn.connectionId);
      track(runRoute('$disconnect', toDisconnectEvent(conn, code, reason.toString('utf8') || 'Client closed', opts))).catch((error) =>
        opts.log(`[gateway] $disconnect failed: ${describe(error)}`),
      );
    });
    // A protocol error (such as an over-long message) has already sent its close frame (1009…):
    // the client gets a moment to read it before the socket is cut.
    socket.on('error', () => {
      if (socket.readyState === WebSocket.CLOSING) setTimeout(() => socket.terminate(), 1_000).unref();
      else socket.terminate();
    });
  }

  /** Closes every connection (their $disconnect runs, briefly) and the server. */
  async function close(): Promise<void> {
    const deadline = Date.now() + DISCONNECT_GRACE_MS;
    for (const conn of connections.values()) conn.socket.close(1001, 'Going away');
    // Clients get a moment to answer the close frame; then the sockets are cut.
    await waitUntil(() => connections.size === 0, Date.now() + 300);
    for (const conn of connections.values()) conn.socket.terminate();
    await waitUntil(() => connections.size === 0, deadline);
    await Promise.race([Promise.allSettled(pending), sleep(Math.max(0, deadline - Date.now()))]);
    await new Promise((resolve) => wss.close(() => resolve(undefined)));
  }

  return { handleUpgrade, connections, close };
}

export type WebSocketGateway = ReturnType<typeof createWebSocketGateway>;

export function rejectUpgrade(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message: STATUS_CODES[status] ?? 'Error' });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

async function waitUntil(done: () => boolean, deadline: number): Promise<void> {
  while (!done() && Date.now() < deadline) await sleep(10);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
