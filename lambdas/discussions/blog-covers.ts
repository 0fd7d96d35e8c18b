/**
 * An article's cover (docs/decisions/D14): an https address, or an image uploaded as avatars are
 * (a presigned PUT under the uploader's own prefix, JPG or PNG under 2 MB), checked when an article
 * first names it and shown through a presigned GET.
 */
import { AVATAR_MAX_BYTES } from '@contract/account/avatar';
import { BLOG_COVER_KEY } from '@contract/blog';
import type { Caller } from '../shared/caller';
import { errors } from '../shared/errors';
import {
  IMAGE_UPLOAD_EXPIRY_SECONDS,
  extensionOf,
  imageProblem,
  imageUrl,
  inspectObject,
  presignImageUpload,
  type ImageContentType,
} from '../platform/uploaded-images';

const coverPrefix = (userId: string) => `blog-covers/${userId}/`;
export const isUploadedCover = (cover: string) => BLOG_COVER_KEY.test(cover);

export async function createCoverUpload(caller: Caller, request: { contentType: ImageContentType; size: number }, now = Date.now()) {
  const key = `${coverPrefix(caller.userId)}cover-${now}.${extensionOf[request.contentType]}`;
  const uploadUrl = await presignImageUpload(key, request.contentType, request.size);
  return { uploadUrl, key, headers: { 'Content-Type': request.contentType }, expiresInSeconds: IMAGE_UPLOAD_EXPIRY_SECONDS };
}

/**
 * Refuses a cover the caller may not name: an uploaded image that is not the article's cover
 * already must be under the caller's own prefix and be a real JPEG or PNG under 2 MB.
 */
export async function checkCover(caller: Caller, cover: string | null | undefined, current: string | undefined): Promise<void> {
  if (!cover || !isUploadedCover(cover) || cover === current) return;
  if (!cover.startsWith(coverPrefix(caller.userId))) throw errors.imageNotYours();
  const object = await inspectObject(cover);
  if (!object) throw errors.imageMissing();
  const problem = imageProblem(object, cover, AVATAR_MAX_BYTES);
  if (problem) throw problem;
}

/** What the browser loads the cover from. */
export function coverUrl(cover: string | undefined): Promise<string | null> | string | null {
  if (!cover) return null;
  return isUploadedCover(cover) ? imageUrl(cover) : cover;
}
