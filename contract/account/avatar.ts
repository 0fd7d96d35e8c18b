import { z } from 'zod';
import { accountMessages as m } from './messages';

export const AVATAR_MAX_BYTES = 2_097_152;
export const avatarContentTypes = ['image/jpeg', 'image/png'] as const;

/** POST /me/avatar/upload-url: what the browser is about to upload (checked again on S3 by the signed length and type). */
export const avatarUploadRequestSchema = z.object({
  contentType: z.enum(avatarContentTypes, { message: m.onlyJpgOrPng }),
  size: z
    .number({ message: m.invalidFile })
    .int()
    .positive(m.invalidFile)
    .max(AVATAR_MAX_BYTES - 1, m.fileTooLarge),
});

export const avatarUploadResponseSchema = z.object({
  uploadUrl: z.string(),
  key: z.string(),
  /** Headers the PUT must carry exactly as signed. */
  headers: z.record(z.string(), z.string()),
  expiresInSeconds: z.number(),
});

/** PUT /me/avatar: the uploaded object becomes the avatar once the server has checked it. */
export const setAvatarSchema = z.object({ key: z.string().min(1).max(300) });
export const setAvatarResponseSchema = z.object({ avatar: z.string() });
