/**
 * Sign-ins, sessions and account deletion (docs/decisions/D28), against the real local services: cognito-local behind its proxy
 * (with the real PreSignUp and PostConfirmation handlers as its triggers), DynamoDB Local and s3rver,
 * and the handlers called with claims exactly as the gateway's authorizer hands them over.
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCognitoClient, readMailbox, startCognitoLocal, type RunningCognito } from '../../../local/cognito/index';
import { toAuthorizerClaims } from '../../../local/gateway/rest-event';
import { toLambdaErrorPayload } from '../../../local/gateway/lambda-runtime';
import { findFreeLocalPorts } from '../../../local/ports';
import { lambdaContext, startHarness, type Harness } from './harness';

let harness: Harness;
let cognito: RunningCognito;
let client: CognitoIdentityProviderClient;
let triggers: Server;
const h = {} as {
  startSession: typeof import('../../../lambdas/sessions/start-session').handler;
  listSessions: typeof import('../../../lambdas/sessions/list-sessions').handler;
  revokeSession: typeof import('../../../lambdas/sessions/revoke-session').handler;
  signOut: typeof import('../../../lambdas/sessions/sign-out').handler;
  deleteMe: typeof import('../../../lambdas/account/delete-account').handler;
  preSignUp: typeof import('../../../lambdas/auth/pre-sign-up').handler;
};

/** The local Lambda Invoke endpoint, reduced to the two triggers, running the real handlers in-process. */
async function startTriggerEndpoint(port: number): Promise<Server> {
  const handlers: Record<string, (event: never) => Promise<unknown>> = {
    'auth-pre-sign-up': (await import('../../../lambdas/auth/pre-sign-up')).handler,
    'auth-post-confirmation': (await import('../../../lambdas/auth/post-confirmation')).handler,
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const name = /\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '')?.[1] ?? '';
      handlers[name]!(JSON.parse(body) as never).then(
        (result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(result));
        },
        (error: unknown) => {
          res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
          res.end(JSON.stringify(toLambdaErrorPayload(error)));
        },
      );
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

beforeAll(async () => {
  harness = await startHarness({ s3: true });
  const free = await findFreeLocalPorts();
  triggers = await startTriggerEndpoint(free.gateway);
  cognito = await startCognitoLocal({
    port: free.cognito,
    dataDir: join(harness.dataDir, 'cognito'),
    lambdaEndpoint: `http://127.0.0.1:${free.gateway}`,
    triggers: { PreSignUp: 'auth-pre-sign-up', PostConfirmation: 'auth-post-confirmation' },
  });
  client = localCognitoClient(cognito.endpoint);
  Object.assign(process.env, {
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_CLIENT_ID: cognito.userPoolClientId,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
  });
  h.startSession = (await import('../../../lambdas/sessions/start-session')).handler;
  h.listSessions = (await import('../../../lambdas/sessions/list-sessions')).handler;
  h.revokeSession = (await import('../../../lambdas/sessions/revoke-session')).handler;
  h.signOut = (await import('../../../lambdas/sessions/sign-out')).handler;
  h.deleteMe = (await import('../../../lambdas/account/delete-account')).handler;
  h.preSignUp = (await import('../../../lambdas/auth/pre-sign-up')).handler;
});
afterAll(async () => {
  client?.destroy();
  await cognito?.stop();
  triggers?.close();
  await harness?.stop();
});

async function verifiedClaims(idToken: string): Promise<Record<string, unknown>> {
  const verifier = JwtRsaVerifier.create({ issuer: cognito.issuer, audience: cognito.userPoolClientId, jwksUri: cognito.jwksUri, tokenUse: 'id' });
  verifier.cacheJwks((await (await fetch(cognito.jwksUri)).json()) as Parameters<typeof verifier.cacheJwks>[0]);
  return (await verifier.verify(idToken)) as Record<string, unknown>;
}

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function signIn(email: string, password: string) {
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({ ClientId: cognito.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return AuthenticationResult!;
}

async function refresh(refreshToken: string) {
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({ ClientId: cognito.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
  );
  return AuthenticationResult!;
}

/** Signs up and confirms with the code from the local mailbox; PostConfirmation creates the profile and the e-mail claim. */
async function createAccount(email: string, password: string) {
  await client.send(
    new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }),
  );
  const [message] = (await readMailbox(join(harness.dataDir, 'cognito'))).filter((m) => m.email === email);
  await client.send(new ConfirmSignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, ConfirmationCode: message!.code }));
}

type Handler = (event: never, context: never) => Promise<{ statusCode: number; body: string }>;

/** Calls a handler as the REST gateway would for this id token: verified, claims flattened to strings. */
async function callWith(handler: Handler, idToken: string, opts: { method?: string; body?: unknown; pathParameters?: Record<string, string> } = {}) {
  const claims = toAuthorizerClaims(await verifiedClaims(idToken));
  const event = {
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
    requestContext: { requestId: 'req-1', stage: 'test', identity: { sourceIp: '127.0.0.1' }, authorizer: { claims } },
  };
  const response = await handler(event as never, lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> & { message?: string } };
}

const device = { deviceType: 'desktop', deviceName: 'Chromium on Linux', browser: 'Chromium', os: 'Linux' };

describe('e-mail in any letter case', () => {
  it('signs in with other letters, and refuses a second sign-up of the same address as an existing account', async () => {
    await createAccount('casey@example.test', 'first-password');
    expect((await signIn('Casey@Example.TEST', 'first-password')).IdToken).toBeTruthy();
    await expect(
      client.send(
        new SignUpCommand({
          ClientId: cognito.userPoolClientId,
          Username: 'CASEY@example.test',
          Password: 'other-password',
          UserAttributes: [{ Name: 'email', Value: 'CASEY@example.test' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'UsernameExistsException' });
    // PreSignUp refuses it on its own too (the claim PostConfirmation wrote), whatever Cognito compares.
    const event = { triggerSource: 'PreSignUp_SignUp', request: { userAttributes: { email: 'Casey@EXAMPLE.test' } }, response: {} };
    await expect(h.preSignUp(event as never)).rejects.toThrow('An account already exists with this email');
  });
});

describe('Cognito answers the app maps to the right messages', () => {
  it('a wrong current password is NotAuthorizedException; a code for a confirmed account says it is confirmed; a wrong reset code is CodeMismatchException', async () => {
    await createAccount('dana@example.test', 'dana-password');
    const tokens = await signIn('dana@example.test', 'dana-password');
    await expect(
      client.send(new ChangePasswordCommand({ AccessToken: tokens.AccessToken, PreviousPassword: 'not-it', ProposedPassword: 'new-password-1' })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(client.send(new ResendConfirmationCodeCommand({ ClientId: cognito.userPoolClientId, Username: 'dana@example.test' }))).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: expect.stringMatching(/already confirmed/i),
    });
    await client.send(new ForgotPasswordCommand({ ClientId: cognito.userPoolClientId, Username: 'dana@example.test' }));
    const [reset] = await readMailbox(join(harness.dataDir, 'cognito'));
    const wrong = reset!.code === '000000' ? '111111' : '000000';
    await expect(
      client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: cognito.userPoolClientId,
          Username: 'dana@example.test',
          ConfirmationCode: wrong,
          Password: 'new-password-1',
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect((await signIn('dana@example.test', 'dana-password')).IdToken).toBeTruthy(); // the password did not change
  });
});

describe('revoking sign-ins', () => {
  it('tokens name their sign-in (origin_jti), kept with auth_time across a refresh', async () => {
    await createAccount('erin@example.test', 'erin-password');
    const first = await signIn('erin@example.test', 'erin-password');
    const claims = await verifiedClaims(first.IdToken!);
    expect(claims.origin_jti).toEqual(expect.any(String));
    expect(decode(first.AccessToken!).origin_jti).toBe(claims.origin_jti); // Amplify revokes at sign-out only when it sees it
    await new Promise((done) => setTimeout(done, 1100));
    const refreshed = await verifiedClaims((await refresh(first.RefreshToken!)).IdToken!);
    expect(refreshed).toMatchObject({ origin_jti: claims.origin_jti, auth_time: claims.auth_time });
    expect(refreshed.iat).toBeGreaterThan(claims.iat as number);
    const other = await verifiedClaims((await signIn('erin@example.test', 'erin-password')).IdToken!);
    expect(other.origin_jti).not.toBe(claims.origin_jti);
  });

  it('revoking a session refuses that device’s tokens, also refreshed ones, and no other device’s', async () => {
    await createAccount('finn@example.test', 'finn-password');
    const laptop = await signIn('finn@example.test', 'finn-password');
    const phone = await signIn('finn@example.test', 'finn-password');
    const phoneSession = await callWith(h.startSession, phone.IdToken!, { method: 'POST', body: device });
    expect(phoneSession.status).toBe(201);

    const revoked = await callWith(h.revokeSession, laptop.IdToken!, { method: 'DELETE', pathParameters: { sessionId: String(phoneSession.body.sessionId) } });
    expect(revoked.status).toBe(200);
    expect(await callWith(h.listSessions, phone.IdToken!)).toMatchObject({ status: 401, body: { message: 'Authentication failed. Please log in again.' } });
    // The phone's refresh token still mints tokens with Cognito (only the phone holds it), but they are refused too.
    expect((await callWith(h.listSessions, (await refresh(phone.RefreshToken!)).IdToken!)).status).toBe(401);
    expect((await callWith(h.listSessions, laptop.IdToken!)).status).toBe(200);
  });

  it('signing out refuses the token that signed out, and the refresh token the browser revokes can no longer refresh', async () => {
    await createAccount('gale@example.test', 'gale-password');
    const tokens = await signIn('gale@example.test', 'gale-password');
    const session = await callWith(h.startSession, tokens.IdToken!, { method: 'POST', body: device });
    expect((await callWith(h.signOut, tokens.IdToken!, { method: 'POST', body: { sessionId: session.body.sessionId } })).status).toBe(200);
    // What Amplify's signOut() sends, through the proxy as the browser does.
    await client.send(new RevokeTokenCommand({ ClientId: cognito.userPoolClientId, Token: tokens.RefreshToken! }));
    expect((await callWith(h.listSessions, tokens.IdToken!)).status).toBe(401);
    await expect(refresh(tokens.RefreshToken!)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('deleting the account signs out every device: its tokens are refused and its refresh tokens stop working', async () => {
    await createAccount('hana@example.test', 'hana-password');
    const here = await signIn('hana@example.test', 'hana-password');
    const elsewhere = await signIn('hana@example.test', 'hana-password'); // never recorded a session
    expect((await callWith(h.listSessions, elsewhere.IdToken!)).status).toBe(200);
    expect((await callWith(h.deleteMe, here.IdToken!, { method: 'DELETE', body: {} })).status).toBe(200);
    expect((await callWith(h.listSessions, elsewhere.IdToken!)).status).toBe(401);
    await expect(refresh(elsewhere.RefreshToken!)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // The address is free again for a new account.
    const event = { triggerSource: 'PreSignUp_SignUp', request: { userAttributes: { email: 'hana@example.test' } }, response: {} };
    await expect(h.preSignUp(event as never)).resolves.toBeTruthy();
  });
});
