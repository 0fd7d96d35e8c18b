/**
 * Avatar upload through a presigned PUT to s3rver, and account deletion against DynamoDB Local,
 * s3rver and cognito-local: nothing of the user is left, and a retry still succeeds.
 */
import { AdminGetUserCommand, ConfirmSignUpCommand, SignUpCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCognitoClient, readMailbox, startCognitoLocal, type RunningCognito } from '../../../local/cognito/index';
import { findFreeLocalPorts } from '../../../local/ports';
import { call, createProfile, startHarness, TABLE, type Harness } from './harness';

let harness: Harness;
let cognito: RunningCognito;
let triggers: Server;
let client: CognitoIdentityProviderClient;
const h = {} as {
  getMe: typeof import('../../../lambdas/profile/get-me').handler;
  updateMe: typeof import('../../../lambdas/profile/update-me').handler;
  uploadUrl: typeof import('../../../lambdas/profile/create-avatar-upload').handler;
  setAvatar: typeof import('../../../lambdas/profile/set-avatar').handler;
  startSession: typeof import('../../../lambdas/sessions/start-session').handler;
  deleteMe: typeof import('../../../lambdas/account/delete-account').handler;
};

/** The Cognito triggers as a pass-through (the profile is created by the test itself). */
async function startTriggerEndpoint(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

beforeAll(async () => {
  harness = await startHarness({ s3: true });
  const ports = await findFreeLocalPorts();
  triggers = await startTriggerEndpoint(ports.gateway);
  cognito = await startCognitoLocal({
    port: ports.cognito,
    dataDir: join(harness.dataDir, 'cognito'),
    lambdaEndpoint: `http://127.0.0.1:${ports.gateway}`,
    triggers: { PreSignUp: 'pre-sign-up', PostConfirmation: 'post-confirmation' },
  });
  process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = cognito.endpoint;
  process.env.USER_POOL_ID = cognito.userPoolId;
  client = localCognitoClient(cognito.endpoint);
  h.getMe = (await import('../../../lambdas/profile/get-me')).handler;
  h.updateMe = (await import('../../../lambdas/profile/update-me')).handler;
  h.uploadUrl = (await import('../../../lambdas/profile/create-avatar-upload')).handler;
  h.setAvatar = (await import('../../../lambdas/profile/set-avatar')).handler;
  h.startSession = (await import('../../../lambdas/sessions/start-session')).handler;
  h.deleteMe = (await import('../../../lambdas/account/delete-account')).handler;
});
afterAll(async () => {
  client?.destroy();
  await cognito?.stop();
  triggers?.close();
  await harness?.stop();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** The browser's part: ask for a URL, PUT the bytes with the signed headers. */
async function upload(userId: string, bytes: Uint8Array<ArrayBuffer>, contentType = 'image/png') {
  const { body } = await call(h.uploadUrl, userId, { method: 'POST', body: { contentType, size: bytes.length } });
  const put = await fetch(String(body.uploadUrl), { method: 'PUT', body: bytes, headers: body.headers as Record<string, string> });
  expect(put.status).toBe(200);
  return String(body.key);
}

async function listAvatars(userId: string) {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const { s3Client } = await import('../../../lambdas/shared/aws-clients');
  const page = await s3Client().send(new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: `user-avatars/${userId}/` }));
  return (page.Contents ?? []).map((o) => o.Key);
}

describe('avatar', () => {
  it('uploads by presigned PUT, becomes a loadable URL, and replaces (deletes) the previous one', async () => {
    await createProfile('ava');
    const first = await upload('ava', PNG);
    const set = await call(h.setAvatar, 'ava', { method: 'PUT', body: { key: first } });
    expect(set.status).toBe(200);
    const image = await fetch(String((await call(h.getMe, 'ava')).body.avatar));
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    await new Promise((done) => setTimeout(done, 2)); // a new timestamp, a new key
    const second = await upload('ava', PNG);
    await call(h.setAvatar, 'ava', { method: 'PUT', body: { key: second } });
    expect(await listAvatars('ava')).toEqual([second]);
  });

  it('deletes an upload that is not really an image, and refuses another user’s key', async () => {
    await createProfile('eve');
    const fake = await upload('eve', new TextEncoder().encode('<script>alert(1)</script>'));
    expect(await call(h.setAvatar, 'eve', { method: 'PUT', body: { key: fake } })).toMatchObject({
      status: 400,
      body: { message: 'Only JPG or PNG files are allowed.' },
    });
    expect(await listAvatars('eve')).toEqual([]);

    const avas = (await listAvatars('ava'))[0]!;
    expect((await call(h.setAvatar, 'eve', { method: 'PUT', body: { key: avas } })).status).toBe(403);
    expect(await listAvatars('ava')).toEqual([avas]);
  });
});

/** Every item of the whole table (a paginated Scan, not the deletion's own lookup) with `text` in any key or attribute, nested ones included. */
async function itemsMentioning(text: string): Promise<Record<string, unknown>[]> {
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { DynamoDBDocumentClient, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const found: Record<string, unknown>[] = [];
  try {
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await raw.send(new ScanCommand({ TableName: TABLE, ConsistentRead: true, ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}) }));
      const mentions = (item: Record<string, unknown>) =>
        JSON.stringify(item, (_key, value: unknown) => (value instanceof Set ? [...value] : value))
          .toLowerCase()
          .includes(text.toLowerCase());
      found.push(...(page.Items ?? []).filter(mentions));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  } finally {
    raw.destroy();
  }
  return found;
}

describe('DELETE /me', () => {
  it('removes the Cognito user, every item and every avatar object of the caller, and a retry still succeeds', async () => {
    // Arrange: a real confirmed Cognito user with a profile, username, session, connection and avatar
    const email = 'leaving@example.com';
    const { UserSub } = await client.send(new SignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, Password: 'leaving-password' }));
    const [code] = await readMailbox(join(harness.dataDir, 'cognito'));
    await client.send(new ConfirmSignUpCommand({ ClientId: cognito.userPoolClientId, Username: email, ConfirmationCode: code!.code }));
    const userId = UserSub!;
    await createProfile(userId);
    await call(h.updateMe, userId, { method: 'PATCH', body: { username: 'leaver' } });
    await call(h.startSession, userId, { method: 'POST', body: { deviceType: 'mobile', deviceName: 'Phone' } });
    const { saveConnection } = await import('../../../lambdas/data/connections');
    await saveConnection('conn-leaving', userId);
    await call(h.setAvatar, userId, { method: 'PUT', body: { key: await upload(userId, PNG) } });
    await createProfile('stays');

    // What the check below looks for is there before: the whole table, read without the deletion's own lookup.
    const before = await itemsMentioning(userId);
    expect(before.map((i) => i.sk)).toEqual(expect.arrayContaining(['PROFILE']));
    expect(before.length).toBeGreaterThanOrEqual(4); // profile, stats, username claim, session, connection, …

    // Act
    const response = await call(h.deleteMe, userId, { method: 'DELETE', body: { reason: 'testing' } });

    // Assert
    expect(response).toEqual({ status: 200, body: { success: true } });
    await expect(client.send(new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: userId }))).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
    // A Scan of the whole table: no item keeps the user's id in any key or attribute, nor their e-mail or
    // username, but for one by design: the marker that revokes every token signed in before the
    // deletion, holding nothing but the id, and expiring (TTL) when the last such token would have.
    const { SIGN_IN_LIFETIME_SECONDS } = await import('@contract/account/token-lifetimes');
    const left = await itemsMentioning(userId);
    const revocation = left.find((i) => i._et === 'RevokedUserTokens');
    expect(left).toEqual([revocation]);
    expect(Object.keys(revocation!).sort()).toEqual(['_et', 'expiresAt', 'pk', 'revokedBefore', 'sk', 'userId']);
    expect(revocation!.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + SIGN_IN_LIFETIME_SECONDS);
    expect(await itemsMentioning(email)).toEqual([]);
    expect(await itemsMentioning('leaver')).toEqual([]);
    expect((await itemsMentioning('stays')).length).toBeGreaterThan(0); // the Scan sees what is there
    const { getUsernameOwner } = await import('../../../lambdas/data/usernames');
    expect(await getUsernameOwner('leaver')).toBeUndefined();
    expect(await listAvatars(userId)).toEqual([]);
    expect((await call(h.getMe, 'stays')).status).toBe(200); // nobody else's data

    expect((await call(h.deleteMe, userId, { method: 'DELETE' })).status).toBe(200);
  });
});
