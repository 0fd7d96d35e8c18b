import type { ServerResponse } from 'node:http';

/** Headers that let the app's origin call the API and read its responses. */
export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
}

export function preflightHeaders(allowedMethods: readonly string[]): Record<string, string> {
  return {
    'access-control-allow-methods': [...allowedMethods, 'OPTIONS'].join(','),
    'access-control-allow-headers': 'Authorization,Content-Type,X-Amz-Date,X-Api-Key,X-Amz-Security-Token',
    'access-control-max-age': '600',
  };
}

/** A JSON answer the gateway itself gives (not the Lambda's), with API Gateway's error type header. */
export function sendGatewayJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': crypto.randomUUID(),
    ...headers,
  });
  res.end(text);
}

/** The errors API Gateway itself answers with, by the `x-amzn-errortype` it sends. */
export const gatewayErrors = {
  missingToken: { status: 403, type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
  unauthorized: { status: 401, type: 'UnauthorizedException', message: 'Unauthorized' },
  forbidden: { status: 403, type: 'ForbiddenException', message: 'Forbidden' },
  tooLarge: { status: 413, type: 'RequestTooLongException', message: 'Request Too Long' },
  internal: { status: 502, type: 'InternalServerErrorException', message: 'Internal server error' },
} as const;

export function sendGatewayError(res: ServerResponse, error: (typeof gatewayErrors)[keyof typeof gatewayErrors], headers: Record<string, string> = {}): void {
  sendGatewayJson(res, error.status, { message: error.message }, { 'x-amzn-errortype': error.type, ...headers });
}
