import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The gateway's control endpoints (the Lambda Invoke API and the `@connections` management API)
 * are IAM-signed in AWS. Locally they live under `/_aws/<secret>/…`: the secret is random per
 * process and reaches the SDK clients only through their endpoint configuration
 * (`AWS_ENDPOINT_URL_LAMBDA`, `WS_MANAGEMENT_URL`, cognito-local's config), never the web app. A
 * page in the student's browser can therefore not name these endpoints, and anything a browser
 * sends (an `Origin` or `Sec-Fetch-Site` header) is refused even with the right secret.
 */
export const CONTROL_PREFIX = '/_aws';

/** 256 random bits, URL-safe. */
export function newControlSecret(): string {
  return randomBytes(32).toString('base64url');
}

let processSecret: string | undefined;

/**
 * One secret for the life of this process: handler modules stay loaded across stack restarts in
 * one process and their SDK clients keep the endpoint (and so the secret) they first saw.
 */
export function processControlSecret(): string {
  return (processSecret ??= newControlSecret());
}

/** Where the SDK clients send control calls: the gateway's origin plus the secret prefix. */
export function controlEndpoint(gatewayEndpoint: string, secret: string): string {
  return `${gatewayEndpoint}${CONTROL_PREFIX}/${secret}`;
}

export type ControlMatch =
  | { kind: 'not-control' }
  | { kind: 'refused'; reason: string }
  /** The path below the secret prefix: `/2015-03-31/functions/…` or `/{stage}/@connections/…`. */
  | { kind: 'allowed'; path: string };

/** Decides a request under CONTROL_PREFIX: the secret must match and no browser may send it. */
export function matchControlRequest(path: string, headers: IncomingHttpHeaders, secret: string): ControlMatch {
  if (path !== CONTROL_PREFIX && !path.startsWith(`${CONTROL_PREFIX}/`)) return { kind: 'not-control' };
  if (headers.origin !== undefined || headers['sec-fetch-site'] !== undefined) {
    return { kind: 'refused', reason: 'control endpoints refuse browser requests' };
  }
  const rest = path.slice(CONTROL_PREFIX.length + 1);
  const slash = rest.indexOf('/');
  const given = slash === -1 ? rest : rest.slice(0, slash);
  if (!sameSecret(given, secret)) return { kind: 'refused', reason: 'wrong or missing secret' };
  return { kind: 'allowed', path: slash === -1 ? '/' : rest.slice(slash) };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Constant time for equal lengths; a length mismatch says nothing about the secret's content.
  return a.length === b.length && timingSafeEqual(a, b);
}
