/**
 * Images users upload to the private uploads bucket (avatars, blog covers): a presigned PUT straight
 * from the browser, checked before anything points at it, read through presigned GET URLs.
 *
 * Signing a GET is pinned to the start of the hour, so the URL stays the same (and the browser's
 * cache works) for an hour; it is valid for 25 hours, though in Lambda a URL also ends when the
 * role's session credentials expire.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { avatarContentTypes } from '@contract/account/avatar';
import { s3Client } from '../shared/aws-clients';
import { errors } from '../shared/errors';
import { requireEnv } from '../shared/env';

export type ImageContentType = (typeof avatarContentTypes)[number];

export const IMAGE_UPLOAD_EXPIRY_SECONDS = 300;
const IMAGE_URL_EXPIRY_SECONDS = 25 * 60 * 60;
const HOUR_MS = 60 * 60 * 1000;

export const extensionOf: Record<ImageContentType, 'jpg' | 'png'> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

const bucket = () => requireEnv('uploadsBucket');

/** A PUT URL signed with the type and the exact length, so S3 refuses any other type or size. */
export async function presignImageUpload(key: string, contentType: ImageContentType, size: number): Promise<string> {
  return getSignedUrl(s3Client(), new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: size }), {
    expiresIn: IMAGE_UPLOAD_EXPIRY_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
}

export interface StoredObject {
  contentType: string | undefined;
  size: number;
  /** The first bytes, to check the file really is the image type it claims. */
  head: Uint8Array;
}

/** What was uploaded under key, or undefined when nothing was. */
export async function inspectObject(key: string): Promise<StoredObject | undefined> {
  try {
    const meta = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    const size = meta.ContentLength ?? 0;
    if (size === 0) return { contentType: meta.ContentType, size, head: new Uint8Array() };
    const first = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: 'bytes=0-7' }));
    return { contentType: meta.ContentType, size, head: (await first.Body?.transformToByteArray()) ?? new Uint8Array() };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** A URL the browser can load the private image from (see the top of this file). */
export async function imageUrl(key: string, now = Date.now()): Promise<string> {
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: IMAGE_URL_EXPIRY_SECONDS,
    signingDate: new Date(Math.floor(now / HOUR_MS) * HOUR_MS),
  });
}

const signatures: Record<ImageContentType, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Why an uploaded object cannot be used as an image (empty, `maxBytes` or more, not the JPEG or PNG its type and key claim): the spec's 400; undefined when it can. */
export function imageProblem(object: StoredObject, key: string, maxBytes: number): Error | undefined {
  if (object.size === 0) return errors.imageInvalid();
  if (object.size >= maxBytes) return errors.imageTooLarge();
  const type = object.contentType as ImageContentType | undefined;
  const signature = type ? signatures[type] : undefined;
  if (!signature || !key.endsWith(`.${extensionOf[type!]}`)) return errors.imageWrongType();
  // Not the image its type claims (a text file renamed .png): the same answer as any other type.
  if (!signature.every((byte, i) => object.head[i] === byte)) return errors.imageWrongType();
  return undefined;
}
