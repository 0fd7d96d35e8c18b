/**
 * The production web build served as a CDN would serve it, for benchmarks: the built files
 * (gzipped when the browser accepts it, hashed assets cached for a year), index.html for every
 * other path (the app routes in the browser), `/config.json`, and `/api` and `/ws` passed to the
 * local gateway, on 127.0.0.1 only.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '@contract/runtime-config';
import { API_PREFIX, WS_PREFIX } from '@contract/routes';
import { LOCAL_HOST } from '../../local/config';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg']);

interface StaticFile {
  readonly type: string;
  readonly raw: Buffer;
  readonly gzip?: Buffer;
  readonly immutable: boolean;
}

export interface StaticAppServer {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startStaticAppServer(opts: { dir: string; port: number; gatewayPort: number; runtimeConfig: RuntimeConfig }): Promise<StaticAppServer> {
  const files = new Map<string, StaticFile>();
  for (const entry of await readdir(opts.dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = `/${path.slice(opts.dir.length + 1).replaceAll('\\', '/')}`;
    if (name.startsWith('/.vite/')) continue;
    const ext = extname(name);
    const raw = await readFile(path);
    files.set(name, {
      type: contentTypes[ext] ?? 'application/octet-stream',
      raw,
      gzip: compressible.has(ext) ? gzipSync(raw) : undefined,
      immutable: name.startsWith('/assets/'),
    });
  }
  const config = Buffer.from(JSON.stringify(opts.runtimeConfig));
  files.set('/config.json', { type: contentTypes['.json']!, raw: config, immutable: false });
  const index = files.get('/index.html');
  if (!index) throw new Error(`${opts.dir} holds no index.html: build the web app first`);

  const send = (req: IncomingMessage, res: ServerResponse, file: StaticFile) => {
    const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzip! : file.raw;
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest({ host: LOCAL_HOST, port: opts.gatewayPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://app').pathname;
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const file = files.get(path);
    if (file) return send(req, res, file);
    if (path.startsWith('/assets/') || extname(path)) {
      res.writeHead(404).end();
      return;
    }
    send(req, res, index);
  });
  // The WebSocket API: the upgrade request and then the bytes both ways, to the gateway.
  const tunnels = new Set<{ destroy(): void }>();
  server.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith(WS_PREFIX)) return socket.destroy();
    const upstream = connect(opts.gatewayPort, LOCAL_HOST, () => {
      const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]));
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const tunnel = {
      destroy: () => {
        tunnels.delete(tunnel);
        upstream.destroy();
        socket.destroy();
      },
    };
    tunnels.add(tunnel);
    upstream.on('error', tunnel.destroy).on('close', tunnel.destroy);
    socket.on('error', tunnel.destroy).on('close', tunnel.destroy);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, LOCAL_HOST, resolve);
  });
  return {
    url: `http://${LOCAL_HOST}:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
