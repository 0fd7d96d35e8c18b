import type { IncomingMessage } from 'node:http';

/** Header maps as API Gateway builds them: single values take the last occurrence. */
export function headerMaps(rawHeaders: readonly string[]): {
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
} {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    const value = rawHeaders[i + 1]!;
    // Node folds case; API Gateway keeps the client's spelling, which middy's normalizer then folds.
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

/** Query maps as API Gateway builds them: null when the URL has no query string. */
export function queryMaps(rawQuery: string): {
  queryStringParameters: Record<string, string> | null;
  multiValueQueryStringParameters: Record<string, string[]> | null;
} {
  const params = new URLSearchParams(rawQuery);
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of params) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  if (Object.keys(single).length === 0) return { queryStringParameters: null, multiValueQueryStringParameters: null };
  return { queryStringParameters: single, multiValueQueryStringParameters: multi };
}

/**
 * A body as API Gateway passes it to a proxy integration with no binary media types: text as is,
 * bytes that are not valid UTF-8 as base64 with isBase64Encoded.
 */
export function encodeBody(body: Buffer): { body: string | null; isBase64Encoded: boolean } {
  if (body.length === 0) return { body: null, isBase64Encoded: false };
  try {
    return { body: new TextDecoder('utf-8', { fatal: true }).decode(body), isBase64Encoded: false };
  } catch {
    return { body: body.toString('base64'), isBase64Encoded: true };
  }
}

/** How much of an over-long body is still read (and dropped) so the client can get its 413. */
const OVERFLOW_DRAIN_BYTES = 1024 * 1024;

/**
 * Reads a request body, refusing more than API Gateway accepts (10 MB payload quota). An over-long
 * body is drained a little further, not cut at once: a client still sending would otherwise see
 * its connection reset instead of the 413 answer.
 */
export async function readBody(req: IncomingMessage, limitBytes = 10 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes + OVERFLOW_DRAIN_BYTES) throw new PayloadTooLargeError();
    if (size <= limitBytes) chunks.push(chunk);
  }
  if (size > limitBytes) throw new PayloadTooLargeError();
  return Buffer.concat(chunks);
}

export class PayloadTooLargeError extends Error {
  constructor() {
    super('Request Too Long');
  }
}

export function sourceIpOf(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** `[21/Nov/2025:10:00:00 +0000]` without brackets: API Gateway's requestTime format. */
export function apiGatewayRequestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}
