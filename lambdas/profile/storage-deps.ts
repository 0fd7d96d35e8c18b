import * as avatarStorage from '../platform/avatar-storage';
import type { AvatarStorage } from './avatar';

/** The real avatar storage (S3), as the avatar use cases take it. */
export const s3AvatarStorage: AvatarStorage = {
  newAvatarKey: (userId, contentType) => avatarStorage.newAvatarKey(userId, contentType),
  isOwnAvatarKey: avatarStorage.isOwnAvatarKey,
  presignAvatarUpload: avatarStorage.presignAvatarUpload,
  inspectObject: avatarStorage.inspectObject,
  deleteObject: avatarStorage.deleteObject,
  avatarUrl: (key) => avatarStorage.avatarUrl(key),
};
