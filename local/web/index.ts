import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Connect, Plugin, ProxyOptions } from 'vite';
import { API_PREFIX, WS_PREFIX } from '@contract/routes';
import type { RuntimeConfig } from '@contract/runtime-config';
import { LOCAL_HOST, localUrl, REPO_ROOT } from '../config';

export interface WebServerOptions {
  port: number;
  /** Where `/api` and `/ws` go: the local gateway's origin. */
  gatewayEndpoint: string;
  runtimeConfig: RuntimeConfig;
  /** The local stack's own pages under the app's origin, by path prefix (the mailbox, the payment provider). */
  localPages?: Readonly<Record<string, (req: IncomingMessage, res: ServerResponse) => void>>;
  /** Defaults to web/vite.config.ts; tests pass a small fixture app. */
  configFile?: string;
  /**
   * A production build of the app (`vite build`'s output folder) to serve instead of compiling the
   * sources on request: the browser journeys build once per test run and share it (no hot reload,
   * no per-module transforms; the same /config.json, local pages and proxies).
   */
  builtApp?: string;
  log?: (line: string) => void;
}

export interface RunningWebServer {
  endpoint: string;
  stop(): Promise<void>;
}

/** Serves `/config.json` and the local pages ahead of Vite's own middlewares. */
function localEndpointsPlugin(config: RuntimeConfig, localPages: WebServerOptions['localPages'] = {}): Plugin {
  const body = JSON.stringify(config, null, 2);
  return {
    name: 'codearena-local-endpoints',
    configureServer(server) {
      addLocalEndpoints(server.middlewares, body, localPages);
    },
    configurePreviewServer(server) {
      addLocalEndpoints(server.middlewares, body, localPages);
    },
  };
}

function addLocalEndpoints(middlewares: Connect.Server, body: string, localPages: NonNullable<WebServerOptions['localPages']>) {
  middlewares.use('/config.json', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  for (const [path, handle] of Object.entries(localPages)) middlewares.use(path, (req, res) => handle(req, res));
}

/** Proxies: the REST API under /api and the WebSocket API at /ws go to the gateway. */
export function devServerProxies(gatewayEndpoint: string): Record<string, ProxyOptions> {
  return {
    [API_PREFIX]: { target: gatewayEndpoint, changeOrigin: false, xfwd: true },
    // A regex, so `/ws` and `/ws?token=…` match but a module such as `/wsutil.ts` does not.
    [`^${WS_PREFIX}(?:$|[/?])`]: { target: gatewayEndpoint.replace(/^http/, 'ws'), ws: true, xfwd: true },
  };
}

/** What the dev server and the preview server share: the app's config, and the local stack's endpoints. */
function commonConfig(opts: WebServerOptions) {
  return {
    configFile: opts.configFile ?? join(REPO_ROOT, 'web', 'vite.config.ts'),
    clearScreen: false,
    logLevel: 'warn' as const,
    plugins: [localEndpointsPlugin(opts.runtimeConfig, opts.localPages)],
  };
}

/**
 * The Vite dev server of web/ (or, given `builtApp`, Vite's preview server of that build), on
 * 127.0.0.1 with a fixed port, and the local stack's endpoints.
 */
export async function startWebServer(opts: WebServerOptions): Promise<RunningWebServer> {
  if (opts.builtApp) return startPreviewServer(opts, opts.builtApp);
  const { createServer } = await import('vite');
  const server = await createServer({
    ...commonConfig(opts),
    server: {
      host: LOCAL_HOST,
      port: opts.port,
      strictPort: true,
      open: false,
      proxy: devServerProxies(opts.gatewayEndpoint),
      // Under test nothing is edited on purpose, but other work in the tree may be: a hot reload in
      // the middle of a browser journey would swap React contexts under the page. Developers keep HMR.
      ...(process.env.VITEST ? { hmr: false, watch: null } : {}),
    },
  });
  try {
    await server.listen();
  } catch (error) {
    // Its watcher and dependency optimizer are running already: close them, or the process lingers.
    await server.close();
    throw error;
  }
  return {
    endpoint: localUrl(opts.port),
    stop: () => server.close(),
  };
}

async function startPreviewServer(opts: WebServerOptions, builtApp: string): Promise<RunningWebServer> {
  const { preview } = await import('vite');
  const server = await preview({
    ...commonConfig(opts),
    build: { outDir: builtApp },
    preview: { host: LOCAL_HOST, port: opts.port, strictPort: true, open: false, proxy: devServerProxies(opts.gatewayEndpoint) },
  });
  return {
    endpoint: localUrl(opts.port),
    stop: () => server.close(),
  };
}
