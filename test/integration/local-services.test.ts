/**
 * The local stand-ins for DynamoDB, S3 and Cognito, each really started on free 127.0.0.1 ports
 * with its data in a temp dir: what the app relies on works, survives a restart, and stopping
 * leaves no listener and no child process behind.
 */
import { tableDefinition } from '@contract/table';
import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DescribeTimeToLiveCommand, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCognitoClient, readMailbox, startCognitoLocal, type RunningCognito } from '../../local/cognito/index';
import { passwordSignIn, totpCode } from '../../local/cognito/sign-in';
import { ensureTable, localDynamoDbClient, startDynamoDbLocal } from '../../local/dynamodb/index';
import { LOCAL_REGION } from '../../local/lambda-names';
import { findFreeLocalPorts, findFreePorts, isPortFree } from '../../local/ports';
import { commandLine, descendantPids } from '../../local/process-tree';
import { LOCAL_S3_CREDENTIALS, startS3Local } from '../../local/s3/index';
import { SEEDED_ACCOUNTS, seedAccounts } from '../../local/seed/index';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'codearena-local-services-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function childCommands(): string[] {
  return descendantPids().map(commandLine);
}

/** An address of this machine other than loopback, to prove a server does not listen there. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

describe('DynamoDB Local', () => {
  it('creates the table once, keeps items across a restart, listens on loopback only and leaves nothing behind', async () => {
    const dataDir = join(root, 'dynamodb');
    const [port] = await findFreePorts(1);
    const key = { pk: { S: 'TEST#1' }, sk: { S: 'ITEM' } };

    const first = await startDynamoDbLocal({ port: port!, dataDir });
    expect(childCommands().some((c) => c.startsWith('java ') && c.includes('-disableTelemetry'))).toBe(true);
    expect(await ensureTable(first.endpoint, 'codearena')).toBe('created');
    expect(await ensureTable(first.endpoint, 'codearena')).toBe('existing');
    const client = localDynamoDbClient(first.endpoint);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: 'codearena' }));
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(tableDefinition.globalSecondaryIndexes.map((i) => i.indexName).sort());
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: 'codearena' }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
    await client.send(new PutItemCommand({ TableName: 'codearena', Item: { ...key, note: { S: 'kept' } } }));
    client.destroy();
    const external = externalAddress();
    if (external) await expect(fetch(`http://${external}:${port}/`, { method: 'POST' })).rejects.toThrow();

    await first.stop();
    expect(await isPortFree(port!)).toBe(true);
    expect(childCommands().filter((c) => c.startsWith('java '))).toEqual([]);

    const second = await startDynamoDbLocal({ port: port!, dataDir });
    const again = localDynamoDbClient(second.endpoint);
    const { Item } = await again.send(new GetItemCommand({ TableName: 'codearena', Key: key }));
    again.destroy();
    await second.stop();
    expect(Item?.note?.S).toBe('kept');
    expect(childCommands().filter((c) => c.startsWith('java '))).toEqual([]);
  });

  it('refuses a port already in use with a clear message', async () => {
    const [port] = await findFreePorts(1);
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(port, '127.0.0.1', done));
    try {
      await expect(startDynamoDbLocal({ port: port!, dataDir: join(root, 'busy') })).rejects.toThrow(`Port ${port} is already in use`);
    } finally {
      holder.close();
    }
  });
});

describe('S3 (s3rver)', () => {
  const appOrigin = 'http://127.0.0.1:5173';

  it('takes a presigned PUT, returns the same bytes, keeps them across a restart and answers CORS preflights', async () => {
    const dataDir = join(root, 's3');
    const [port] = await findFreePorts(1);
    const bytes = new Uint8Array([0, 1, 2, 253, 254, 255, 10, 13]);
    const target = { Bucket: 'codearena-uploads', Key: 'avatars/u1/photo.png' };

    const first = await startS3Local({ port: port!, dataDir, buckets: ['codearena-uploads', 'codearena-packages'], allowedOrigins: [appOrigin] });
    const s3 = new S3Client({
      endpoint: first.endpoint,
      region: LOCAL_REGION,
      forcePathStyle: true,
      credentials: LOCAL_S3_CREDENTIALS,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const putUrl = await getSignedUrl(s3, new PutObjectCommand({ ...target, ContentType: 'image/png' }), { expiresIn: 300 });
    const put = await fetch(putUrl, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/png', origin: appOrigin } });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe(appOrigin);

    const getUrl = await getSignedUrl(s3, new GetObjectCommand(target), { expiresIn: 300 });
    expect(new Uint8Array(await (await fetch(getUrl)).arrayBuffer())).toEqual(bytes);

    const preflight = (origin: string) =>
      fetch(putUrl, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(appOrigin);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
    expect((await preflight('http://elsewhere.test')).status).toBe(403);

    await first.stop();
    expect(await isPortFree(port!)).toBe(true);
    const second = await startS3Local({ port: port!, dataDir, buckets: ['codearena-uploads'], allowedOrigins: [appOrigin] });
    const client = new S3Client({ endpoint: second.endpoint, region: LOCAL_REGION, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
    const again = await client.send(new GetObjectCommand(target));
    expect(await again.Body!.transformToByteArray()).toEqual(bytes);
    client.destroy();
    s3.destroy();
    await second.stop();
  });
});

interface Invocation {
  functionName: string;
  event: { triggerSource: string; userPoolId: string; userName: string; request: { userAttributes: Record<string, string> } };
}

/** Stands in for the local Lambda Invoke endpoint: records each trigger call and answers as a trigger that changes nothing. */
async function startLambdaEndpoint(port: number): Promise<{ server: Server; invocations: Invocation[] }> {
  const invocations: Invocation[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const functionName = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '')?.[1] ?? `unexpected ${req.url}`;
      invocations.push({ functionName, event: JSON.parse(body) as Invocation['event'] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { server, invocations };
}

async function idTokenClaims(cognito: RunningCognito, idToken: string) {
  const verifier = JwtRsaVerifier.create({ issuer: cognito.issuer, audience: cognito.userPoolClientId, jwksUri: cognito.jwksUri, tokenUse: 'id' });
  // aws-jwt-verify fetches JWKS over https only: hand it the emulator's (served through the proxy).
  verifier.cacheJwks((await (await fetch(cognito.jwksUri)).json()) as Parameters<typeof verifier.cacheJwks>[0]);
  return verifier.verify(idToken);
}

async function signIn(client: CognitoIdentityProviderClient, cognito: RunningCognito, email: string, password: string, totpSecret?: string) {
  return passwordSignIn(client, cognito.userPoolClientId, { email, password, totpSecret });
}
/** The seeded admin's TOTP secret, once the seeding test has run. */
let adminTotpSecret: string | undefined;

describe('Cognito (cognito-local behind its proxy)', () => {
  const triggers = { PreSignUp: 'auth-pre-sign-up', PostConfirmation: 'auth-post-confirmation' };
  const dataDir = () => join(root, 'cognito');
  let ports: { cognito: number; lambda: number };
  let lambda: Awaited<ReturnType<typeof startLambdaEndpoint>>;
  let cognito: RunningCognito;
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    // The emulator also takes the port after the Cognito port: this picks one with a free neighbour.
    const free = await findFreeLocalPorts();
    ports = { cognito: free.cognito, lambda: free.gateway };
    lambda = await startLambdaEndpoint(ports.lambda);
    cognito = await startCognitoLocal({ port: ports.cognito, dataDir: dataDir(), lambdaEndpoint: `http://127.0.0.1:${ports.lambda}`, triggers });
    client = localCognitoClient(cognito.endpoint);
  });
  afterAll(async () => {
    client?.destroy();
    await cognito?.stop();
    lambda?.server.close();
  });

  it('names the issuer after its public endpoint and pool', () => {
    expect(cognito.endpoint).toBe(`http://127.0.0.1:${ports.cognito}`);
    expect(cognito.issuer).toBe(`${cognito.endpoint}/${cognito.userPoolId}`);
    expect(cognito.jwksUri).toBe(`${cognito.issuer}/.well-known/jwks.json`);
  });

  it('signs up with a (resent) code from the mailbox, calls both triggers, and e-mails a reset code that works', async () => {
    const email = 'new.student@example.com';
    const signUp = await client.send(
      new SignUpCommand({
        ClientId: cognito.userPoolClientId,
        Username: email,
        Password: 'first-password',
        UserAttributes: [{ Name: 'name', Value: 'New Student' }],
      }),
    );
    expect(signUp.UserConfirmed).toBe(false);
    const preSignUp = lambda.invocations.find((i) => i.functionName === triggers.PreSignUp);
    expect(preSignUp?.event).toMatchObject({
      triggerSource: 'PreSignUp_SignUp',
      userPoolId: cognito.userPoolId,
      userName: signUp.UserSub,
      request: { userAttributes: { email, name: 'New Student' } },
    });

    const [first] = await readMailbox(dataDir());
    expect(first).toMatchObject({ email, kind: 'sign-up', code: expect.stringMatching(/^\d{6}$/) });
    await client.send(new ResendConfirmationCodeCommand({ ClientId: cognito.userPoolClientId, Username: email }));
    const [code, previous] = await readMailbox(dataDir());
    expect(previous).toEqual(first);
    expect(code).toMatchObject({ email, kind: 'sign-up' });
    await expect(
      client.send(
        new ConfirmSignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, ConfirmationCode: code!.code === '000000' ? '111111' : '000000' }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await client.send(new ConfirmSignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, ConfirmationCode: code!.code }));
    const postConfirmation = lambda.invocations.find((i) => i.functionName === triggers.PostConfirmation);
    expect(postConfirmation?.event).toMatchObject({
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      userPoolId: cognito.userPoolId,
      request: { userAttributes: { sub: signUp.UserSub, email, email_verified: 'true', 'cognito:user_status': 'CONFIRMED' } },
    });
    const signedIn = await signIn(client, cognito, email, 'first-password');
    expect(await idTokenClaims(cognito, signedIn.IdToken!)).toMatchObject({ email, email_verified: true, sub: signUp.UserSub });

    await client.send(new ForgotPasswordCommand({ ClientId: cognito.userPoolClientId, Username: email }));
    const [reset] = await readMailbox(dataDir());
    expect(reset).toMatchObject({ email, kind: 'forgot-password' });
    expect(reset!.at >= code!.at).toBe(true);
    await expect(client.send(new ResendConfirmationCodeCommand({ ClientId: cognito.userPoolClientId, Username: email }))).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await client.send(
      new ConfirmForgotPasswordCommand({ ClientId: cognito.userPoolClientId, Username: email, ConfirmationCode: reset!.code, Password: 'second-password' }),
    );
    expect((await signIn(client, cognito, email, 'second-password')).IdToken).toBeTruthy();
  });

  it('seeds the three accounts once, staff in their groups, and refreshes tokens through GetTokensFromRefreshToken', async () => {
    const events: Invocation['event'][] = [];
    const invokePostConfirmation = async (event: unknown) => {
      events.push(event as Invocation['event']);
      return event;
    };
    const staff: { email: string; role: string }[] = [];
    const mirrorStaffRole = async (member: { email: string; role: string }) => void staff.push(member);
    const totpSecretsFile = join(dataDir(), 'seeded-totp.json');
    const accounts = await seedAccounts({ cognito, invokePostConfirmation, mirrorStaffRole, totpSecretsFile });
    expect(accounts.map((a) => a.role)).toEqual(['student', 'mentor', 'admin']);
    // Staff have TOTP on from the start, with a secret of their own; the student has none.
    expect(accounts.map((a) => Boolean(a.totpSecret))).toEqual([false, true, true]);
    expect(new Set(accounts.map((a) => a.totpSecret)).size).toBe(3);
    expect(staff.map(({ email, role }) => ({ email, role }))).toEqual(
      SEEDED_ACCOUNTS.filter((a) => a.role !== 'student').map(({ email, role }) => ({ email, role })),
    );
    expect(events.map((e) => e.triggerSource)).toEqual(Array(3).fill('PostConfirmation_ConfirmSignUp'));
    expect(events.map((e) => e.request.userAttributes.email)).toEqual(SEEDED_ACCOUNTS.map((a) => a.email));
    expect(events.every((e) => e.userName === e.request.userAttributes.sub && e.userPoolId === cognito.userPoolId)).toBe(true);
    const again = await seedAccounts({ cognito, invokePostConfirmation, mirrorStaffRole, totpSecretsFile });
    expect(events).toHaveLength(3);
    expect(again.map((a) => a.totpSecret)).toEqual(accounts.map((a) => a.totpSecret));

    const admin = accounts.find((a) => a.role === 'admin')!;
    adminTotpSecret = admin.totpSecret;
    // The password alone does not sign a staff member in: Cognito asks for the code.
    const passwordOnly = await client.send(
      new InitiateAuthCommand({
        ClientId: cognito.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
      }),
    );
    expect(passwordOnly).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(passwordOnly.AuthenticationResult).toBeUndefined();
    await expect(
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: cognito.userPoolClientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: passwordOnly.Session,
          ChallengeResponses: { USERNAME: admin.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(accounts[1]!.totpSecret!) },
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const tokens = await signIn(client, cognito, admin.email, admin.password, admin.totpSecret);
    const claims = await idTokenClaims(cognito, tokens.IdToken!);
    expect(claims['cognito:groups']).toEqual(['admin']);
    expect(claims).toMatchObject({ email: admin.email, name: admin.name, email_verified: true });
    const student = accounts.find((a) => a.role === 'student')!;
    expect((await idTokenClaims(cognito, (await signIn(client, cognito, student.email, student.password)).IdToken!))['cognito:groups']).toBeUndefined();

    const refreshed = await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.userPoolClientId, RefreshToken: tokens.RefreshToken! }));
    const result = refreshed.AuthenticationResult!;
    expect(result.IdToken).not.toBe(tokens.IdToken);
    expect(result.ExpiresIn).toBe(3600);
    expect(await idTokenClaims(cognito, result.IdToken!)).toMatchObject({ sub: claims.sub, 'cognito:groups': ['admin'] });
    await expect(client.send(new GetTokensFromRefreshTokenCommand({ ClientId: cognito.userPoolClientId, RefreshToken: 'not-a-token' }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('answers browser preflights', async () => {
    const answer = await fetch(cognito.endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-headers')).toContain('x-amz-target');
  });

  it('keeps the pool, client and users across a restart, and stops without leftovers', async () => {
    const before = { userPoolId: cognito.userPoolId, userPoolClientId: cognito.userPoolClientId };
    await cognito.stop();
    expect(await isPortFree(ports.cognito)).toBe(true);
    expect(await isPortFree(ports.cognito + 1)).toBe(true);
    expect(childCommands().filter((c) => c.includes('cognito-local-process'))).toEqual([]);

    cognito = await startCognitoLocal({ port: ports.cognito, dataDir: dataDir(), lambdaEndpoint: `http://127.0.0.1:${ports.lambda}`, triggers });
    expect({ userPoolId: cognito.userPoolId, userPoolClientId: cognito.userPoolClientId }).toEqual(before);
    const admin = SEEDED_ACCOUNTS.find((a) => a.role === 'admin')!;
    expect((await signIn(client, cognito, admin.email, admin.password, adminTotpSecret)).IdToken).toBeTruthy();
  });
});
