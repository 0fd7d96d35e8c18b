import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { RunningService } from '../dynamodb/index';

/** The slice of s3rver 3.7 (untyped CommonJS) this module uses. */
interface S3rverApp {
  configureBuckets(): Promise<void>;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  logger: { close(): void };
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverApp;
interface S3rverAccount {
  createKeyPair(accessKeyId: string, secretAccessKey: string): void;
}

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverConstructor;
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: S3rverAccount };

/**
 * Access key ids s3rver accepts (it checks the id, not a V4 signature): its own `S3RVER`, and
 * `local`, the dummy key every local Lambda and test client uses (local/config.ts).
 */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;
DUMMY_ACCOUNT.createKeyPair(LOCAL_S3_CREDENTIALS.accessKeyId, LOCAL_S3_CREDENTIALS.secretAccessKey);

/** What the uploads bucket's CORS allows in AWS: the browser PUTs and GETs through presigned URLs. */
export function corsConfigurationXml(allowedOrigins: readonly string[]): string {
  const origins = allowedOrigins.map((o) => `<AllowedOrigin>${escapeXml(o)}</AllowedOrigin>`).join('');
  return [
    '<CORSConfiguration><CORSRule>',
    origins,
    '<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>',
    '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>',
    '</CORSRule></CORSConfiguration>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * s3rver in this process on 127.0.0.1:port: the buckets exist with CORS for allowedOrigins, and
 * objects live as files under dataDir, so they survive restarts. Clients need path-style
 * addressing and `requestChecksumCalculation: 'WHEN_REQUIRED'` (else bodies are stored chunk-encoded).
 */
export async function startS3Local(opts: { port: number; dataDir: string; buckets: string[]; allowedOrigins: string[] }): Promise<RunningService> {
  const directory = resolve(opts.dataDir);
  await mkdir(directory, { recursive: true, mode: 0o700 }); // data: owner only (local/config.ts ensurePrivateDir)
  const cors = corsConfigurationXml(opts.allowedOrigins);
  const app = new S3rver({
    directory,
    silent: true,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [cors] })),
  });
  await app.configureBuckets();
  const server = createServer(app.callback());
  try {
    await listen(server, opts.port);
  } catch (error) {
    app.logger.close();
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    async stop() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections(); // keep-alive sockets would hold close() open
      });
      app.logger.close();
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use, so the local S3 server cannot listen there: stop what holds it or choose another port.`)
          : error,
      );
    });
    server.listen(port, '127.0.0.1', () => done());
  });
}
