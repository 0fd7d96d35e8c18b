import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { HttpRoute } from '@contract/routes';
import { PayloadTooLargeError, readBody, sourceIpOf } from './http-parts';
import { invokeHandler, type HandlerLoader } from './lambda-runtime';
import { corsHeaders, gatewayErrors, preflightHeaders, sendGatewayError } from './responses';
import { toRestEvent } from './rest-event';
import { createRouteMatcher } from './route-matcher';
import type { TokenVerifier } from './token-verifier';

export interface RestGatewayOptions {
  routes: readonly HttpRoute[];
  loadHandler: HandlerLoader;
  /** Resolves once the Cognito emulator is known; non-public routes wait for it. */
  verifyToken: TokenVerifier;
  stage: string;
  apiId: string;
  domainName: string;
  allowedOrigins: readonly string[];
  log: (line: string) => void;
}

/** Serves the REST routes of contract/routes.ts (path below the API prefix) with their real handlers. */
export function createRestGateway(opts: RestGatewayOptions) {
  const match = createRouteMatcher(opts.routes);

  return async (req: IncomingMessage, res: ServerResponse, path: string, rawQuery: string): Promise<void> => {
    const method = req.method ?? 'GET';
    const cors = corsHeaders(req.headers.origin, opts.allowedOrigins);
    const found = match(method, path);
    if (found.kind === 'not-found') return sendGatewayError(res, gatewayErrors.missingToken, cors);
    // No route is OPTIONS, so a preflight lands here with every method of the resource.
    if (method === 'OPTIONS' && found.kind === 'method-not-found') {
      res.writeHead(204, { ...cors, ...preflightHeaders(found.allowedMethods) });
      return void res.end();
    }
    if (found.kind === 'method-not-found') return sendGatewayError(res, gatewayErrors.missingToken, cors);

    const { route, pathParameters } = found.match;
    let claims: Record<string, unknown> | undefined;
    if (route.access !== 'public') {
      const verified = await opts.verifyToken(req.headers.authorization);
      if (!verified) return sendGatewayError(res, gatewayErrors.unauthorized, cors);
      claims = verified;
    }

    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) return sendGatewayError(res, gatewayErrors.tooLarge, cors);
      throw error;
    }
    const event = toRestEvent({ method, path, rawQuery, rawHeaders: req.rawHeaders, body, sourceIp: sourceIpOf(req), claims }, route, pathParameters, {
      stage: opts.stage,
      apiId: opts.apiId,
      domainName: opts.domainName,
    });
    let result: unknown;
    try {
      result = await invokeHandler(opts.loadHandler, route.handler, event);
    } catch (error) {
      opts.log(`[gateway] ${method} ${path} → ${route.handler} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return sendGatewayError(res, gatewayErrors.internal, cors);
    }
    if (!isProxyResult(result)) {
      opts.log(`[gateway] ${method} ${path} → ${route.handler} returned no statusCode: a proxy integration must return { statusCode, body }`);
      return sendGatewayError(res, gatewayErrors.internal, cors);
    }
    writeProxyResult(res, result, cors);
  };
}

function isProxyResult(value: unknown): value is APIGatewayProxyResult {
  return typeof value === 'object' && value !== null && Number.isInteger((value as { statusCode?: unknown }).statusCode);
}

/** Writes a Lambda proxy result back: headers and multiValueHeaders merged, base64 bodies decoded. */
export function writeProxyResult(res: ServerResponse, result: APIGatewayProxyResult, defaults: Record<string, string> = {}): void {
  const headers: Record<string, string | string[]> = { ...defaults };
  const lower = (name: string) => name.toLowerCase();
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[lower(name)] = String(value);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[lower(name)] = values.map(String);
  const body = result.body === undefined || result.body === null ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  headers['content-length'] = String(body.length);
  headers['content-type'] ??= 'application/json';
  headers['x-amzn-requestid'] ??= crypto.randomUUID();
  res.writeHead(result.statusCode, headers);
  res.end(body);
}
