import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebSocket } from 'ws';
import { PayloadTooLargeError, readBody } from './http-parts';
import { gatewayErrors, sendGatewayError, sendGatewayJson } from './responses';
import type { LiveConnection } from './websocket';
import { WEBSOCKET_MESSAGE_LIMIT_BYTES } from './ws-events';

/** `/{stage}/@connections/{url-encoded id}`: the path ApiGatewayManagementApiClient requests. */
export function parseConnectionsPath(path: string): { stage: string; connectionId: string } | undefined {
  const match = /^\/([^/]+)\/@connections\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  try {
    return { stage: decodeURIComponent(match[1]!), connectionId: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/**
 * PostToConnection (raw bytes, sent as a text frame when they are UTF-8 as API Gateway does for
 * JSON), GetConnection and DeleteConnection; an unknown connection answers 410 GoneException, a
 * post over 128 KB 413 PayloadTooLargeException.
 */
export function createManagementApi(opts: { stage: string; connections: ReadonlyMap<string, LiveConnection> }) {
  return async (req: IncomingMessage, res: ServerResponse, target: { stage: string; connectionId: string }): Promise<void> => {
    if (target.stage !== opts.stage) return sendGatewayError(res, gatewayErrors.forbidden);
    const conn = opts.connections.get(target.connectionId);
    if (!conn || conn.socket.readyState !== WebSocket.OPEN) {
      await readBody(req).catch(() => undefined);
      return sendGatewayJson(res, 410, { message: null }, { 'x-amzn-errortype': 'GoneException' });
    }
    switch (req.method) {
      case 'POST': {
        let data: Buffer;
        try {
          data = await readBody(req, WEBSOCKET_MESSAGE_LIMIT_BYTES);
        } catch (error) {
          if (!(error instanceof PayloadTooLargeError)) throw error;
          // What API Gateway answers; the SDK turns it into PayloadTooLargeException.
          return sendGatewayJson(res, 413, { message: 'Message too long' }, { 'x-amzn-errortype': 'PayloadTooLargeException', connection: 'close' });
        }
        await new Promise<void>((resolve, reject) => conn.socket.send(data, { binary: !isUtf8(data) }, (e) => (e ? reject(e) : resolve())));
        res.writeHead(200, { 'content-length': '0' });
        return void res.end();
      }
      case 'GET':
        return sendGatewayJson(res, 200, {
          // The wire names of GetConnection (the SDK maps them to ConnectedAt, Identity…).
          connectedAt: new Date(conn.connectedAt).toISOString(),
          identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
          lastActiveAt: new Date(conn.lastActiveAt).toISOString(),
        });
      case 'DELETE':
        conn.socket.close(1000, 'Deleted by the server');
        res.writeHead(204);
        return void res.end();
      default:
        return sendGatewayError(res, gatewayErrors.missingToken);
    }
  };
}

function isUtf8(data: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
