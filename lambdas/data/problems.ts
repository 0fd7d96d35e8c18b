import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GetItemCommand, PutItemCommand, type FormattedItem } from 'dynamodb-toolbox';
import { z } from 'zod';
import { MAX_TEST_BYTES, MAX_TESTS_PER_PROBLEM, utf8Bytes } from '@contract/judge';
import { s3Client } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import { ProblemEntity } from './entities/problem';

export type StoredProblem = FormattedItem<typeof ProblemEntity>;
/** What a writer gives: the index keys are computed from it (entities/problem.ts). */
export type NewProblem = Omit<StoredProblem, 'created' | 'modified' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk'>;

export async function getProblem(problemId: string): Promise<StoredProblem | undefined> {
  const { Item } = await ProblemEntity.build(GetItemCommand).key({ problemId }).send();
  return Item;
}

/**
 * A problem of the catalogue: undefined for a weekly challenge's problem, which only the challenge
 * routes serve (they check its dates, joins and limits first).
 */
export async function getCatalogueProblem(problemId: string): Promise<StoredProblem | undefined> {
  const problem = await getProblem(problemId);
  return problem?.challengeId === undefined ? problem : undefined;
}

/** A problem's title and difficulty (a row of recent activity); undefined once it left the catalogue. */
export async function getProblemHeading(problemId: string): Promise<Pick<StoredProblem, 'problemId' | 'title' | 'difficulty'> | undefined> {
  const { Item } = await ProblemEntity.build(GetItemCommand)
    .key({ problemId })
    .options({ attributes: ['problemId', 'title', 'difficulty'] })
    .send();
  return Item;
}

export async function putProblem(problem: NewProblem): Promise<void> {
  await ProblemEntity.build(PutItemCommand).item(problem).send();
}

/** One test of a problem package: what the program reads and what it must print. */
export const problemTestSchema = z
  .object({ input: z.string(), expected: z.string() })
  .refine((t) => utf8Bytes(t.input) + utf8Bytes(t.expected) <= MAX_TEST_BYTES, `a test holds ${MAX_TEST_BYTES} bytes at most`);
export const problemTestsSchema = z.array(problemTestSchema).min(1).max(MAX_TESTS_PER_PROBLEM);
export type ProblemTests = z.infer<typeof problemTestsSchema>;

/**
 * A problem's package in the packages bucket: one object per test, `problems/<id>/tests/<index>.json`,
 * so a judge batch reads only its own tests (a test may hold megabytes: never in a workflow state).
 */
export function problemTestsPrefix(problemId: string): string {
  return `problems/${problemId}/tests/`;
}

export function problemTestKey(problemId: string, index: number): string {
  return `${problemTestsPrefix(problemId)}${index}.json`;
}

const bucket = () => requireEnv('packagesBucket');

async function readTest(problemId: string, index: number) {
  const { Body } = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: problemTestKey(problemId, index) }));
  return problemTestSchema.parse(JSON.parse((await Body?.transformToString('utf8')) ?? ''));
}

/** How many tests the package holds (the keys 0.json … n-1.json). */
export async function countProblemTests(problemId: string): Promise<number> {
  const prefix = problemTestsPrefix(problemId);
  const { Contents = [] } = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, MaxKeys: 1000 }));
  return Contents.filter((o) => /^\d+\.json$/.test((o.Key ?? '').slice(prefix.length))).length;
}

/**
 * Reads and checks the first `count` tests (all of them when not given); a missing or malformed
 * test is an error (the judge reports IE).
 */
export async function loadProblemTests(problemId: string, count?: number): Promise<ProblemTests> {
  const n = count ?? (await countProblemTests(problemId));
  return problemTestsSchema.parse(await Promise.all(Array.from({ length: n }, (_, index) => readTest(problemId, index))));
}

export async function putProblemTests(problemId: string, tests: ProblemTests): Promise<void> {
  const checked = problemTestsSchema.parse(tests);
  await Promise.all(
    checked.map((test, index) =>
      s3Client().send(
        new PutObjectCommand({ Bucket: bucket(), Key: problemTestKey(problemId, index), Body: JSON.stringify(test), ContentType: 'application/json' }),
      ),
    ),
  );
}

/**
 * Short-lived GET URLs for tests [start, end): what the judge function reads them by. The judge
 * holds no S3 permission of its own (lib/judge/judge.ts says why), so a URL is the only way in.
 */
export async function presignProblemTests(problemId: string, start: number, end: number, expiresIn: number): Promise<string[]> {
  const indexes = Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
  return Promise.all(
    indexes.map((index) => getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket(), Key: problemTestKey(problemId, index) }), { expiresIn })),
  );
}

/** Every key under a prefix of the packages bucket (all pages). */
async function listKeys(prefix: string): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) found.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

async function deleteKeys(keysToDelete: string[]): Promise<void> {
  for (let i = 0; i < keysToDelete.length; i += 1000) {
    const batch = keysToDelete.slice(i, i + 1000);
    await s3Client().send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
  }
}

/** Removes the tests from `count` on, left by an earlier version of the problem that had more. */
export async function deleteProblemTestsFrom(problemId: string, count: number): Promise<void> {
  const prefix = problemTestsPrefix(problemId);
  const stale = (await listKeys(prefix)).filter((key) => {
    const match = /^(\d+)\.json$/.exec(key.slice(prefix.length));
    return match && Number(match[1]) >= count;
  });
  await deleteKeys(stale);
}

/**
 * The rest of a problem's package (submissions, validators, generators, problem.yaml, licence
 * files), archived file by file under `problems/<id>/package/<path>` so an export gives the package
 * back whole. Only trusted scripts read it; the judge never gets a URL for it.
 */
export function problemArchivePrefix(problemId: string): string {
  return `problems/${problemId}/package/`;
}

/** Writes the archive and removes the files an earlier version had and this one has not. */
export async function putProblemArchive(problemId: string, files: Map<string, Uint8Array>): Promise<void> {
  const prefix = problemArchivePrefix(problemId);
  const stale = (await listKeys(prefix)).filter((key) => !files.has(key.slice(prefix.length)));
  const paths = [...files.keys()];
  // A few at a time: a package holds dozens of small files.
  for (let i = 0; i < paths.length; i += 16) {
    await Promise.all(
      paths.slice(i, i + 16).map((file) => s3Client().send(new PutObjectCommand({ Bucket: bucket(), Key: `${prefix}${file}`, Body: files.get(file)! }))),
    );
  }
  await deleteKeys(stale);
}

export async function getProblemArchive(problemId: string): Promise<Map<string, Uint8Array>> {
  const prefix = problemArchivePrefix(problemId);
  const files = new Map<string, Uint8Array>();
  for (const key of await listKeys(prefix)) {
    const { Body } = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    files.set(key.slice(prefix.length), await Body!.transformToByteArray());
  }
  return files;
}
