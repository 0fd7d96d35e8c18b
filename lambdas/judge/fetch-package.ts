/**
 * The judge function's only way to its tests and artifact: plain HTTPS GETs of presigned URLs that
 * the trusted Node tasks mint per call (through the VPC's S3 gateway endpoint in AWS, s3rver
 * locally). No AWS SDK and no credentials here: the judge image stays small, and its role keeps no
 * S3 permission a submission could borrow (lib/judge/judge.ts).
 */
import type { z } from 'zod';
import { MAX_TEST_BYTES } from '@contract/judge';
import { artifactSchema, type Artifact } from './core/artifact';
import { judgeTestSchema, type JudgeTest } from './submission';

/** JSON escaping can make a string up to six times longer (`\u0001`), plus the object around it. */
export const MAX_TEST_OBJECT_BYTES = 6 * MAX_TEST_BYTES + 1024;
/** Far above any artifact the compile step stores (it judges everything itself past its limit). */
export const MAX_ARTIFACT_OBJECT_BYTES = 16 * 1024 * 1024;

export class PackageUnreadable extends Error {
  override name = 'PackageUnreadable';
}

/** The body of `url`, refused past `maxBytes` without reading the rest. */
async function readCapped(url: string, maxBytes: number): Promise<string> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(60_000) });
  // The query string is a credential: never in an error message (it would reach the logs).
  const where = url.split('?')[0];
  if (!response.ok || !response.body) throw new PackageUnreadable(`GET ${where} answered ${response.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new PackageUnreadable(`${where} is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson<T>(url: string, maxBytes: number, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(JSON.parse(await readCapped(url, maxBytes)));
}

export async function fetchTests(urls: readonly string[]): Promise<JudgeTest[]> {
  const tests = await Promise.all(urls.map((url) => readJson(url, MAX_TEST_OBJECT_BYTES, judgeTestSchema)));
  for (const test of tests) {
    if (Buffer.byteLength(test.input) + Buffer.byteLength(test.expected) > MAX_TEST_BYTES)
      throw new PackageUnreadable('a test is larger than the judge accepts');
  }
  return tests;
}

export async function fetchArtifact(url: string): Promise<Artifact> {
  return readJson(url, MAX_ARTIFACT_OBJECT_BYTES, artifactSchema);
}
