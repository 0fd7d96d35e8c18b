/**
 * The avatar objects in the uploads bucket (docs/requirements/accounts.md §8: `user-avatars/{uid}/avatar-{timestamp}.jpg`).
 *
 * How the browser loads an avatar: the bucket is private, so the profile stores the object key and
 * every read answers with a presigned GET URL (./uploaded-images.ts). The app reads GET /me on each
 * load, so it never holds a stale URL for long.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import { deleteObject, extensionOf, imageUrl, presignImageUpload, type ImageContentType } from './uploaded-images';

export { deleteObject, inspectObject, type StoredObject } from './uploaded-images';
export type AvatarContentType = ImageContentType;

export { IMAGE_UPLOAD_EXPIRY_SECONDS as AVATAR_UPLOAD_EXPIRY_SECONDS } from './uploaded-images';

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
export const presignAvatarUpload = presignImageUpload;

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
export const avatarUrl = imageUrl;
