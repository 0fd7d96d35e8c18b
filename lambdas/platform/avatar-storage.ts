/**
 * The avatar objects in the uploads bucket (docs/requirements/accounts.md §8: `user-avatars/{uid}/avatar-{timestamp}.jpg`).
 *
 * How the browser loads an avatar: the bucket is private, so the profile stores the object key and
 * every read answers with a presigned GET URL. Signing is pinned to the start of the hour, so the
 * URL stays the same (and the browser's cache works) for an hour; it is valid for 25 hours, though
 * in Lambda a URL also ends when the role's session credentials expire. The app reads GET /me on
 * each load, so it never holds a stale URL for long.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { avatarContentTypes } from '@contract/account/avatar';
import { s3Client } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';

export type AvatarContentType = (typeof avatarContentTypes)[number];

export const AVATAR_UPLOAD_EXPIRY_SECONDS = 300;
const AVATAR_URL_EXPIRY_SECONDS = 25 * 60 * 60;
const HOUR_MS = 60 * 60 * 1000;

const extensionOf: Record<AvatarContentType, 'jpg' | 'png'> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export function avatarPrefix(userId: string): string {
  return `user-avatars/${userId}/`;
}

export function newAvatarKey(userId: string, contentType: AvatarContentType, now = Date.now()): string {
  return `${avatarPrefix(userId)}avatar-${now}.${extensionOf[contentType]}`;
}

/** A key this user may make their avatar: one the upload URL could have named for them, nothing else. */
export function isOwnAvatarKey(userId: string, key: string): boolean {
  const prefix = avatarPrefix(userId);
  return key.startsWith(prefix) && /^avatar-\d{1,16}\.(jpg|png)$/.test(key.slice(prefix.length));
}

const bucket = () => requireEnv('uploadsBucket');

/** A PUT URL signed with the type and the exact length, so S3 refuses any other type or size. */
export async function presignAvatarUpload(key: string, contentType: AvatarContentType, size: number): Promise<string> {
  return getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: size }), {
    expiresIn: AVATAR_UPLOAD_EXPIRY_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
}

export interface StoredObject {
  contentType: string | undefined;
  size: number;
  /** The first bytes, to check the file really is the image type it claims. */
  head: Uint8Array;
}

/** What was uploaded under key, or undefined when nothing was. */
export async function inspectObject(key: string): Promise<StoredObject | undefined> {
  try {
    const meta = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    const size = meta.ContentLength ?? 0;
    if (size === 0) return { contentType: meta.ContentType, size, head: new Uint8Array() };
    const first = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: 'bytes=0-7' }));
    return { contentType: meta.ContentType, size, head: (await first.Body?.transformToByteArray()) ?? new Uint8Array() };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Deletes every object under the user's avatar prefix (account deletion); returns how many. */
export async function deleteAllAvatars(userId: string): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: avatarPrefix(userId), ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      if (!Key) continue;
      await deleteObject(Key);
      deleted++;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

/** A URL the browser can load the private avatar object from (see the top of this file). */
export async function avatarUrl(key: string, now = Date.now()): Promise<string> {
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: AVATAR_URL_EXPIRY_SECONDS,
    signingDate: new Date(Math.floor(now / HOUR_MS) * HOUR_MS),
  });
}
