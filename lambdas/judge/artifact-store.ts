/**
 * Where a submission's compiled artifact waits between the compile step and its test batches: the
 * packages bucket under `artifacts/<submissionId>/`, a prefix the bucket expires after a day
 * (lib/storage.ts). Written and presigned by the trusted Node tasks only; the judge function reads
 * it with the short-lived URL it is given and can write nothing.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import type { Artifact } from './core/artifact';

export const ARTIFACTS_PREFIX = 'artifacts/';

export function artifactKey(submissionId: string): string {
  return `${ARTIFACTS_PREFIX}${submissionId}/artifact.json`;
}

const bucket = () => requireEnv('packagesBucket');

export async function storeArtifact(submissionId: string, artifact: Artifact): Promise<string> {
  const key = artifactKey(submissionId);
  await s3Client().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: JSON.stringify(artifact), ContentType: 'application/json' }));
  return key;
}

/** The URL only ever names a key this module built: a state cannot point the judge elsewhere. */
export async function presignArtifact(submissionId: string, expiresIn: number): Promise<string> {
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: artifactKey(submissionId) }), { expiresIn });
}
