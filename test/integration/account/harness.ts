/**
 * The account API's handlers against the real local services: the app's table in the run's shared
 * DynamoDB Local always (../support/table-harness.ts), s3rver when a test file asks (cognito-local
 * is started by the files that need it). Environment is set before any handler module is imported.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePorts } from '../../../local/ports';
import { startS3Local } from '../../../local/s3/index';
import { startTableHarness, workerTable } from '../support/table-harness';

/** This worker's account table (files running side by side each have their own). */
export const TABLE = workerTable('codearena-account-test');
export const BUCKET = 'codearena-account-uploads';

export interface Harness {
  dataDir: string;
  stop(): Promise<void>;
}

export async function startHarness(opts: { s3?: boolean } = {}): Promise<Harness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-account-'));
  const services: { stop(): Promise<void> }[] = [];
  services.push(await startTableHarness('codearena-account-test'));
  Object.assign(process.env, {
    UPLOADS_BUCKET: BUCKET,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  });
  if (opts.s3) {
    const [s3Port] = await findFreePorts(1);
    const s3 = await startS3Local({ port: s3Port!, dataDir: join(dataDir, 's3'), buckets: [BUCKET], allowedOrigins: ['http://127.0.0.1'] });
    services.push(s3);
    process.env.AWS_ENDPOINT_URL_S3 = s3.endpoint;
  }
  return {
    dataDir,
    async stop() {
      for (const service of services.reverse()) await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An API Gateway REST event from a verified user (claims as the Cognito authorizer passes them). */
export function apiEvent(userId: string | undefined, opts: { method?: string; body?: unknown; pathParameters?: Record<string, string> } = {}) {
  return {
    resource: '/',
    path: '/',
    httpMethod: opts.method ?? 'GET',
    headers: opts.body === undefined ? {} : { 'Content-Type': 'application/json' },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: opts.pathParameters ?? null,
    stageVariables: null,
    body: opts.body === undefined ? null : JSON.stringify(opts.body),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-1',
      stage: 'test',
      identity: { sourceIp: '127.0.0.1' },
      authorizer: userId ? { claims: { sub: userId, email: `${userId}@example.com` } } : undefined,
    },
  } as never;
}

export const lambdaContext = { functionName: 'test', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 10_000 } as never;

type Handler = (event: never, context: never) => Promise<{ statusCode: number; body: string }>;

/** Calls a handler and answers its status and parsed body. */
export async function call(handler: Handler, userId: string | undefined, opts: Parameters<typeof apiEvent>[1] = {}) {
  const response = await handler(apiEvent(userId, opts), lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> & { message?: string } };
}

/** A confirmed user's profile as PostConfirmation creates it. */
export async function createProfile(userId: string, name = 'Student') {
  const { createProfileIfAbsent } = await import('../../../lambdas/data/user-profiles');
  await createProfileIfAbsent({ userId, email: `${userId}@example.com`, name, role: 'student', createdAt: new Date().toISOString() });
}
