/** Avatar upload (docs/requirements/accounts.md §8): a presigned PUT straight to S3, then checked before it is used. */
import { AVATAR_MAX_BYTES } from '@contract/account/avatar';
import type { Caller } from '../shared/caller';
import { errors } from '../shared/errors';
import { logger } from '../shared/logger';
import type { AvatarContentType, StoredObject } from '../platform/avatar-storage';

export interface AvatarStorage {
  newAvatarKey(userId: string, contentType: AvatarContentType): string;
  isOwnAvatarKey(userId: string, key: string): boolean;
  presignAvatarUpload(key: string, contentType: AvatarContentType, size: number): Promise<string>;
  inspectObject(key: string): Promise<StoredObject | undefined>;
  deleteObject(key: string): Promise<void>;
  avatarUrl(key: string): Promise<string>;
}

export async function createAvatarUpload(
  deps: { storage: AvatarStorage; expiresInSeconds: number },
  caller: Caller,
  request: { contentType: AvatarContentType; size: number },
) {
  const key = deps.storage.newAvatarKey(caller.userId, request.contentType);
  const uploadUrl = await deps.storage.presignAvatarUpload(key, request.contentType, request.size);
  return { uploadUrl, key, headers: { 'Content-Type': request.contentType }, expiresInSeconds: deps.expiresInSeconds };
}

const signatures: Record<AvatarContentType, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Why an uploaded object cannot be an avatar, or undefined when it can. */
function problemWith(object: StoredObject, key: string) {
  if (object.size === 0) return errors.avatarInvalid();
  if (object.size >= AVATAR_MAX_BYTES) return errors.avatarTooLarge();
  const type = object.contentType as AvatarContentType | undefined;
  const signature = type ? signatures[type] : undefined;
  if (!signature || !key.endsWith(type === 'image/png' ? '.png' : '.jpg')) return errors.avatarWrongType();
  // Not the image its type claims (a text file renamed .png): the spec's type message, as for any other type.
  if (!signature.every((byte, i) => object.head[i] === byte)) return errors.avatarWrongType();
  return undefined;
}

/**
 * PUT /me/avatar: only a key under the caller's own prefix; the object must exist and be a real
 * JPEG or PNG under 2 MB, else it is deleted and the spec's message returned. The previous avatar
 * object is deleted once the profile points at the new one.
 */
export async function setAvatar(
  deps: { storage: AvatarStorage; setAvatarKey(userId: string, key: string): Promise<{ previousKey: string | undefined } | null> },
  caller: Caller,
  key: string,
) {
  if (!deps.storage.isOwnAvatarKey(caller.userId, key)) throw errors.avatarNotYours();
  const object = await deps.storage.inspectObject(key);
  if (!object) throw errors.avatarMissing();
  const problem = problemWith(object, key);
  if (problem) {
    await deps.storage.deleteObject(key);
    throw problem;
  }
  const result = await deps.setAvatarKey(caller.userId, key);
  if (!result) {
    await deps.storage.deleteObject(key);
    throw errors.userAccountNotFound();
  }
  if (result.previousKey && result.previousKey !== key) {
    // The new avatar is already in place: a failed clean-up must not fail the request.
    await deps.storage.deleteObject(result.previousKey).catch((error: unknown) => logger.warn('previous avatar not deleted', { error: error as Error }));
  }
  return { avatar: await deps.storage.avatarUrl(key) };
}
