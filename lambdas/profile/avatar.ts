/** Avatar upload (docs/requirements/accounts.md §8): a presigned PUT straight to S3, then checked before it is used. */
import { AVATAR_MAX_BYTES } from '@contract/account/avatar';
import type { Caller } from '../shared/caller';
import { errors } from '../shared/errors';
import { logger } from '../shared/logger';
import type { AvatarContentType, StoredObject } from '../platform/avatar-storage';
import { imageProblem } from '../platform/uploaded-images';

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
  if (!deps.storage.isOwnAvatarKey(caller.userId, key)) throw errors.imageNotYours();
  const object = await deps.storage.inspectObject(key);
  if (!object) throw errors.imageMissing();
  const problem = imageProblem(object, key, AVATAR_MAX_BYTES);
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
