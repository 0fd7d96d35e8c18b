import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const GET_TOKENS_FROM_REFRESH_TOKEN = `${TARGET_PREFIX}GetTokensFromRefreshToken`;
const AMZ_JSON = 'application/x-amz-json-1.1';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
};

export interface GetTokensFromRefreshTokenRequest {
  ClientId: string;
  RefreshToken: string;
  ClientSecret?: string;
  DeviceKey?: string;
  ClientMetadata?: Record<string, string>;
}

interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
  ExpiresIn?: number;
  TokenType?: string;
}

/** The InitiateAuth call that does what GetTokensFromRefreshToken asks (cognito-local lacks the latter). */
export function toInitiateAuthRequest(req: GetTokensFromRefreshTokenRequest) {
  const authParameters: Record<string, string> = { REFRESH_TOKEN: req.RefreshToken };
  if (req.DeviceKey) authParameters.DEVICE_KEY = req.DeviceKey;
  return { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: req.ClientId, AuthParameters: authParameters, ClientMetadata: req.ClientMetadata };
}

function secondsValid(jwt: string | undefined): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt!.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: number; iat?: number };
    return payload.exp && payload.iat ? payload.exp - payload.iat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GetTokensFromRefreshToken's answer from InitiateAuth's: new access and id tokens, with the
 * lifetime and type cognito-local leaves out. No RefreshToken (no rotation): Amplify keeps its own.
 */
export function toRefreshResponse(initiateAuth: { AuthenticationResult?: AuthenticationResult }) {
  const result = initiateAuth.AuthenticationResult ?? {};
  return {
    AuthenticationResult: {
      AccessToken: result.AccessToken,
      IdToken: result.IdToken,
      TokenType: result.TokenType ?? 'Bearer',
      ExpiresIn: result.ExpiresIn ?? secondsValid(result.AccessToken) ?? 3600,
      ...(result.RefreshToken ? { RefreshToken: result.RefreshToken } : {}),
    },
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function withoutCors(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('access-control-')));
}

function sendJson(res: ServerResponse, status: number, body: unknown, contentType = AMZ_JSON): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': contentType });
  res.end(JSON.stringify(body));
}

function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
  });
  res.end();
}

/** Passes a request to cognito-local as it came, and its answer back with our CORS headers. */
function forward(upstreamPort: number, req: IncomingMessage, body: Buffer, res: ServerResponse): void {
  const upstream = request(
    { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${upstreamPort}` } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...withoutCors(answer.headers), ...CORS_HEADERS });
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => sendJson(res, 502, { __type: 'InternalErrorException', message: `cognito-local did not answer: ${error.message}` }));
  upstream.end(body);
}

interface UpstreamAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** One JSON call to cognito-local, read in full (small, unlike what forward() streams). */
async function callUpstream(upstreamPort: number, operation: string, body: unknown): Promise<UpstreamAnswer> {
  const answer = await fetch(`http://127.0.0.1:${upstreamPort}/`, {
    method: 'POST',
    headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET_PREFIX}${operation}` },
    body: JSON.stringify(body),
  });
  return { status: answer.status, contentType: answer.headers.get('content-type') ?? 'application/json', text: await answer.text() };
}

function sendUpstreamAnswer(res: ServerResponse, answer: UpstreamAnswer): void {
  res.writeHead(answer.status, { ...CORS_HEADERS, 'content-type': answer.contentType });
  res.end(answer.text);
}

function parseJson<T>(body: Buffer, res: ServerResponse): T | undefined {
  try {
    return JSON.parse(body.toString('utf8')) as T;
  } catch {
    sendJson(res, 400, { __type: 'SerializationException', message: 'The request body is not JSON.' });
    return undefined;
  }
}

async function refresh(upstreamPort: number, body: Buffer, res: ServerResponse): Promise<void> {
  const input = parseJson<GetTokensFromRefreshTokenRequest>(body, res);
  if (!input) return;
  const answer = await callUpstream(upstreamPort, 'InitiateAuth', toInitiateAuthRequest(input));
  if (answer.status !== 200) return sendUpstreamAnswer(res, answer);
  sendJson(res, 200, toRefreshResponse(JSON.parse(answer.text) as { AuthenticationResult?: AuthenticationResult }));
}

/**
 * The endpoint the app and the SDKs use: cognito-local behind it, plus what Amplify 6 needs and
 * cognito-local lacks (GetTokensFromRefreshToken, mapped onto InitiateAuth REFRESH_TOKEN_AUTH), and
 * CORS for the browser. Everything else passes through unchanged.
 */
export function createCognitoProxy(upstreamPort: number): Server {
  return createServer((req, res) => {
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    const target = req.method === 'POST' ? req.headers['x-amz-target'] : undefined;
    readBody(req)
      .then((body) => {
        if (target === GET_TOKENS_FROM_REFRESH_TOKEN) return refresh(upstreamPort, body, res);
        return forward(upstreamPort, req, body, res);
      })
      .catch((error: Error) => {
        if (!res.headersSent) sendJson(res, 502, { __type: 'InternalErrorException', message: error.message });
        else res.destroy(error);
      });
  });
}
