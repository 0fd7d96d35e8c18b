import { chmod, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lambdaEnvNames } from '@contract/lambda-env';
import { controlEndpoint } from './gateway/control-plane';
import { LOCAL_BUCKETS, LOCAL_JUDGE_STATE_MACHINE_ARN, LOCAL_REGION, LOCAL_TABLE_NAME } from './lambda-names';

/** The repository root, absolute: handler modules, web/ and the default data dir hang off it. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LAMBDAS_DIR = join(REPO_ROOT, 'lambdas');

/**
 * The environment `npm start` gives the stack's process (package.json sets it: glibc reads it before
 * any code runs). Two malloc arenas instead of one per thread: with one per thread, the memory that
 * requests on the libuv and V8 threads free stays with the process, and its resident size grew by
 * about 30 MB every 1,000 calls and stayed there when idle; with two it is flat (bench/startup.ts).
 * macOS's allocator ignores it.
 */
export const LOCAL_STACK_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' } as const;

/** The stage the local gateway serves (`/{stage}/@connections`, requestContext.stage, /config.json). */
export const LOCAL_STAGE = 'local';
export const LOCAL_HOST = '127.0.0.1';

export interface LocalPorts {
  app: number;
  gateway: number;
  dynamodb: number;
  cognito: number;
  s3: number;
  stepfunctions: number;
}
export type LocalPortName = keyof LocalPorts;

/** Each port: its default, the component that listens on it, and the env var that moves it. */
export const localPortSpecs: Record<LocalPortName, { defaultPort: number; component: string; envVar: string }> = {
  app: { defaultPort: 5173, component: 'the web app (Vite dev server)', envVar: 'CODEARENA_APP_PORT' },
  gateway: { defaultPort: 3001, component: 'the local API gateway', envVar: 'CODEARENA_GATEWAY_PORT' },
  dynamodb: { defaultPort: 8000, component: 'DynamoDB Local', envVar: 'CODEARENA_DYNAMODB_PORT' },
  cognito: { defaultPort: 9229, component: 'the Cognito emulator (cognito-local)', envVar: 'CODEARENA_COGNITO_PORT' },
  s3: { defaultPort: 4569, component: 'the local S3 server (s3rver)', envVar: 'CODEARENA_S3_PORT' },
  stepfunctions: { defaultPort: 8083, component: 'the local Step Functions runner', envVar: 'CODEARENA_STEPFUNCTIONS_PORT' },
};

export class InvalidPortError extends Error {}

/** Ports from the environment, defaults otherwise; a malformed value is named, not silently replaced. */
export function resolvePorts(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const entries = Object.entries(localPortSpecs).map(([name, spec]) => {
    const raw = env[spec.envVar];
    if (raw === undefined || raw === '') return [name, spec.defaultPort];
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new InvalidPortError(`${spec.envVar}=${raw} is not a port number (1-65535).`);
    }
    return [name, port];
  });
  return Object.fromEntries(entries) as LocalPorts;
}

/** `.local/` at the repository root (git-ignored), or CODEARENA_DATA_DIR; always absolute. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CODEARENA_DATA_DIR;
  return fromEnv ? resolve(fromEnv) : join(REPO_ROOT, '.local');
}

/**
 * Creates a folder of the local stack's data, or makes an existing one (from an older start) so:
 * 0700, owner only. The data folder holds every problem's tests and the Cognito emulator's
 * database with passwords in clear; no other user of the machine, and no judged program (which
 * runs as a uid of its own when the judge is root), may read it.
 */
export async function ensurePrivateDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  return dir;
}

export function localUrl(port: number, scheme: 'http' | 'ws' = 'http'): string {
  return `${scheme}://${LOCAL_HOST}:${port}`;
}

/**
 * The gateway's control endpoint (Lambda Invoke and `@connections`): the gateway's origin plus the
 * per-process secret prefix (local/gateway/control-plane.ts).
 */
export function localControlEndpoint(ports: LocalPorts, controlSecret: string): string {
  return controlEndpoint(localUrl(ports.gateway), controlSecret);
}

/** The URL the management API client posts `@connections` to (stage included, as in AWS). */
export function webSocketManagementUrl(ports: LocalPorts, controlSecret: string): string {
  return `${localControlEndpoint(ports, controlSecret)}/${LOCAL_STAGE}`;
}

export interface CognitoIds {
  issuer: string;
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * The Lambda environment of contract/lambda-env.ts plus what the AWS SDK needs to reach the local
 * services: the handlers read it when they are first imported, so it is set before any import.
 */
export function localLambdaEnv(ports: LocalPorts, controlSecret: string, cognito?: CognitoIds, tableName = LOCAL_TABLE_NAME): Record<string, string> {
  const env: Record<string, string> = {
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    // Dummy credentials: the local services accept any, and none of the real ones may leak in.
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: localUrl(ports.dynamodb),
    AWS_ENDPOINT_URL_S3: localUrl(ports.s3),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: localUrl(ports.cognito),
    AWS_ENDPOINT_URL_SFN: localUrl(ports.stepfunctions),
    AWS_ENDPOINT_URL_LAMBDA: localControlEndpoint(ports, controlSecret),
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    // One process runs every handler concurrently, as a multi-concurrent Lambda environment does:
    // Powertools then keeps per-invocation state in the runtime's InvokeStore (lambda-runtime.ts).
    AWS_LAMBDA_MAX_CONCURRENCY: '64',
    // Metrics are CloudWatch's embedded-format log lines: locally nobody collects them (lambdas/shared/telemetry.ts).
    POWERTOOLS_METRICS_DISABLED: 'true',
    [lambdaEnvNames.tableName]: tableName,
    [lambdaEnvNames.uploadsBucket]: LOCAL_BUCKETS.uploads,
    [lambdaEnvNames.packagesBucket]: LOCAL_BUCKETS.packages,
    [lambdaEnvNames.judgeStateMachineArn]: LOCAL_JUDGE_STATE_MACHINE_ARN,
    [lambdaEnvNames.webSocketManagementUrl]: webSocketManagementUrl(ports, controlSecret),
    [lambdaEnvNames.s3ForcePathStyle]: 'true',
  };
  if (cognito) {
    env[lambdaEnvNames.jwtIssuer] = cognito.issuer;
    env[lambdaEnvNames.userPoolId] = cognito.userPoolId;
    env[lambdaEnvNames.userPoolClientId] = cognito.userPoolClientId;
  }
  return env;
}
