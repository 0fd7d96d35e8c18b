import type { z } from 'zod';
import type { avatarUploadResponseSchema } from '@contract/account/avatar';
import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '@web/lib/api-client';

export type AvatarUploadTicket = z.infer<typeof avatarUploadResponseSchema>;

/** POST /me/avatar/upload-url: a presigned PUT for this file's type and size. */
export function createAvatarUpload(api: ApiClient, file: { contentType: string; size: number }): Promise<AvatarUploadTicket> {
  // The server answers an unsupported type with the spec's message; the browser sends what the file says.
  return api.call(profileApi.createAvatarUpload, { body: { contentType: file.contentType as 'image/png', size: file.size } });
}
