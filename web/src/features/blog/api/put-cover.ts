import { ApiError } from '@web/lib/api-client';

/** Where and how the browser sends the picture: the presigned URL and the headers it was signed with. */
export interface CoverUploadTarget {
  readonly uploadUrl: string;
  readonly headers: Record<string, string>;
}

export const coverUploadFailed = 'Failed to upload the image. Please try again.';

/** The picture straight to storage with the presigned PUT (not through the API). */
export async function putCover(target: CoverUploadTarget, file: Blob): Promise<void> {
  // The browser sets Content-Length itself and refuses a script that tries.
  const headers = Object.fromEntries(Object.entries(target.headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
  const response = await fetch(target.uploadUrl, { method: 'PUT', headers, body: file }).catch(() => null);
  if (!response?.ok) throw new ApiError(coverUploadFailed, response?.status ?? 0);
}
