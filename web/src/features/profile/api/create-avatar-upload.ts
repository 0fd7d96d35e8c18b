import type { z } from 'zod';
import { avatarUploadRequestSchema, avatarUploadResponseSchema } from '../../../../../contract/account/avatar';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

export type AvatarUploadTicket = z.infer<typeof avatarUploadResponseSchema>;

/** POST /me/avatar/upload-url: a presigned PUT for this file's type and size. */
export function createAvatarUpload(api: ApiClient, file: { contentType: string; size: number }): Promise<AvatarUploadTicket> {
  return api.request(apiPath('CreateAvatarUpload'), {
    method: 'POST',
    body: { contentType: file.contentType, size: file.size } satisfies Record<keyof z.input<typeof avatarUploadRequestSchema>, unknown>,
    schema: avatarUploadResponseSchema,
  });
}
