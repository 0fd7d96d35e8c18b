import { profileApi } from '@contract/api/profile';
import { httpRoute } from '../shared/http-handler';
import { createAvatarUpload } from './avatar';
import { AVATAR_UPLOAD_EXPIRY_SECONDS } from '../platform/avatar-storage';
import { s3AvatarStorage } from './storage-deps';

/** POST /me/avatar/upload-url: a 5-minute presigned PUT for the caller's own avatar prefix. */
export const handler = httpRoute(profileApi.createAvatarUpload, (input, { caller }) =>
  createAvatarUpload({ storage: s3AvatarStorage, expiresInSeconds: AVATAR_UPLOAD_EXPIRY_SECONDS }, caller, input),
);
