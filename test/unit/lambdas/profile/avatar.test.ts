import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, storedProfile, userEvent } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
let createUpload: typeof import('../../../../lambdas/profile/create-avatar-upload').handler;
let setAvatar: typeof import('../../../../lambdas/profile/set-avatar').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: createUpload } = await import('../../../../lambdas/profile/create-avatar-upload'));
  ({ handler: setAvatar } = await import('../../../../lambdas/profile/set-avatar'));
});
beforeEach(() => {
  db.reset();
  s3.reset();
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
function uploaded(contentType: string, size: number, bytes: number[]) {
  s3.on(HeadObjectCommand).resolves({ ContentType: contentType, ContentLength: size });
  s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => new Uint8Array(bytes) } as never });
}
const requestUpload = (body: unknown) => createUpload(userEvent(ada, { method: 'POST', body }), lambdaContext);
const put = (key: unknown) => setAvatar(userEvent(ada, { method: 'PUT', body: { key } }), lambdaContext);

describe('POST /me/avatar/upload-url', () => {
  it('signs a 5-minute PUT to the caller’s own prefix with the type and exact length', async () => {
    const response = await requestUpload({ contentType: 'image/png', size: 1234 });
    expect(response.statusCode).toBe(200);
    const body = bodyOf(response) as { uploadUrl: string; key: string; headers: Record<string, string>; expiresInSeconds: number };
    expect(body.key).toMatch(/^user-avatars\/u-ada\/avatar-\d+\.png$/);
    const url = new URL(body.uploadUrl);
    expect(url.pathname).toContain(body.key);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(body.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(body.expiresInSeconds).toBe(300);
  });

  it.each([
    [{ contentType: 'image/gif', size: 10 }, 'Only JPG or PNG files are allowed.'],
    [{ contentType: 'image/jpeg', size: 2_097_152 }, 'File size must be less than 2MB.'],
    [{ contentType: 'image/jpeg', size: 0 }, 'Invalid file. Please select a valid image.'],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await requestUpload(body);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(message);
  });
});

describe('PUT /me/avatar', () => {
  it('checks the upload, points the profile at it, deletes the previous object and answers a loadable URL', async () => {
    uploaded('image/png', 5_000, PNG);
    db.on(UpdateCommand).resolves({ Attributes: storedProfile('u-ada', { avatarKey: 'user-avatars/u-ada/avatar-1.jpg' }) });
    const response = await put('user-avatars/u-ada/avatar-2.png');
    expect(response.statusCode).toBe(200);
    expect(new URL(String(bodyOf(response).avatar)).pathname).toContain('user-avatars/u-ada/avatar-2.png');
    const update = db.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.Key).toEqual({ pk: 'USER#u-ada', sk: 'PROFILE' });
    expect(Object.values(update.ExpressionAttributeValues ?? {})).toContain('user-avatars/u-ada/avatar-2.png');
    expect(s3).toHaveReceivedCommandTimes(DeleteObjectCommand, 1);
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Bucket: 'uploads-test', Key: 'user-avatars/u-ada/avatar-1.jpg' });
  });

  it.each(['user-avatars/u-bob/avatar-1.png', 'user-avatars/u-ada/../u-bob/avatar-1.png', 'user-avatars/u-ada/notes.txt', 'problems/secret.zip'])(
    'refuses another user’s or a foreign key (%s) with 403, touching neither S3 nor the table',
    async (key) => {
      const response = await put(key);
      expect(response.statusCode).toBe(403);
      expect(bodyOf(response).message).toBe('Upload unauthorized. Please check your permissions.');
      expect(s3.calls()).toHaveLength(0);
      expect(db.calls()).toHaveLength(0);
    },
  );

  it.each([
    ['too large', () => uploaded('image/png', 2_097_152, PNG), 'File size must be less than 2MB.'],
    ['of another type', () => uploaded('image/gif', 100, PNG), 'Only JPG or PNG files are allowed.'],
    ['not really a PNG', () => uploaded('image/png', 100, JPEG), 'Only JPG or PNG files are allowed.'],
    // A text file renamed .png, uploaded as image/png, gets the type message (not a download-URL error).
    ['a text file renamed .png', () => uploaded('image/png', 100, [...Buffer.from('hello, not an image')]), 'Only JPG or PNG files are allowed.'],
    ['empty', () => uploaded('image/png', 0, []), 'Invalid file. Please select a valid image.'],
  ])('deletes an upload that is %s and answers 400 with the spec message', async (_what, arrange, message) => {
    arrange();
    const response = await put('user-avatars/u-ada/avatar-3.png');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Key: 'user-avatars/u-ada/avatar-3.png' });
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('answers 400 when nothing was uploaded under the key', async () => {
    s3.on(HeadObjectCommand).rejects(Object.assign(new Error('not found'), { name: 'NotFound' }));
    const response = await put('user-avatars/u-ada/avatar-4.jpg');
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe('Upload completed but failed to get download URL. Please try again.');
  });

  it('accepts a JPEG and keeps the avatar when the old object cannot be deleted', async () => {
    uploaded('image/jpeg', 100, JPEG);
    db.on(UpdateCommand).resolves({ Attributes: storedProfile('u-ada', { avatarKey: 'user-avatars/u-ada/avatar-1.png' }) });
    s3.on(DeleteObjectCommand).rejects(new Error('S3 is having a moment'));
    expect((await put('user-avatars/u-ada/avatar-5.jpg')).statusCode).toBe(200);
  });
});
