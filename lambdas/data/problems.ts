import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetItemCommand, PutItemCommand, type FormattedItem } from 'dynamodb-toolbox';
import { z } from 'zod';
import { s3Client } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import { ProblemEntity } from './entities/problem';

export type StoredProblem = FormattedItem<typeof ProblemEntity>;
export type NewProblem = Omit<StoredProblem, 'created' | 'modified'>;

export async function getProblem(problemId: string): Promise<StoredProblem | undefined> {
  const { Item } = await ProblemEntity.build(GetItemCommand).key({ problemId }).send();
  return Item;
}

export async function putProblem(problem: NewProblem): Promise<void> {
  await ProblemEntity.build(PutItemCommand).item(problem).send();
}

/** A problem's test package in the packages bucket: every test's input and expected output. */
export const problemTestsSchema = z.object({
  tests: z.array(z.object({ input: z.string(), expected: z.string() })).min(1).max(20),
});
export type ProblemTests = z.infer<typeof problemTestsSchema>['tests'];

export function problemTestsKey(problemId: string): string {
  return `problems/${problemId}/tests.json`;
}

/** Reads and checks the package; a missing or malformed package is an error (the judge reports IE). */
export async function loadProblemTests(problemId: string): Promise<ProblemTests> {
  const { Body } = await s3Client().send(new GetObjectCommand({ Bucket: requireEnv('packagesBucket'), Key: problemTestsKey(problemId) }));
  const text = await Body?.transformToString('utf8');
  return problemTestsSchema.parse(JSON.parse(text ?? '')).tests;
}

export async function putProblemTests(problemId: string, tests: ProblemTests): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: requireEnv('packagesBucket'),
      Key: problemTestsKey(problemId),
      Body: JSON.stringify({ tests }),
      ContentType: 'application/json',
    }),
  );
}
