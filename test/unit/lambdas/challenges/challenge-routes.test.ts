/**
 * The weekly challenge routes through their Lambda (aws-sdk-client-mock): a challenge id that is
 * well formed but names no challenge is a missing page (404 with the page's message), whatever its
 * shape; only a malformed one is a bad request.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, type GetCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { challengeMessages } from '@contract/challenges';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, storedProfile, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
let feature: typeof import('../../../../lambdas/challenges/handler').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: feature } = await import('../../../../lambdas/challenges/handler'));
});

beforeEach(() => {
  db.reset();
  s3.reset();
  // The caller's profile exists; no challenge does.
  db.on(GetCommand).callsFake((input: GetCommandInput) => ({ Item: input.Key?.sk === 'PROFILE' ? storedProfile() : undefined }));
  db.on(QueryCommand).resolves({ Items: [] });
});

const code = { language: 'cpp', source: 'int main() {}' };
const routes = [
  ['GET', '', undefined],
  ['POST', '/join', undefined],
  ['POST', '/run', code],
  ['PUT', '/draft', code],
  ['POST', '/submissions', code],
] as const;

function call(method: string, suffix: string, challengeId: string, body?: unknown) {
  const event = userEvent(ada, { method, body, pathParameters: { challengeId } }) as unknown as Record<string, unknown>;
  Object.assign(event, { resource: `/weekly-challenges/{challengeId}${suffix}`, path: `/weekly-challenges/${encodeURIComponent(challengeId)}${suffix}` });
  return feature(event as never, lambdaContext);
}

describe('a weekly challenge id that names no challenge', () => {
  it.each(['wc-2026-w49-3f9a1c', 'wc-2026-W49-3F9A1C', 'sum-of-squares', 'challenge_42'])(
    'answers 404 with the page’s message on every route (%s)',
    async (challengeId) => {
      for (const [method, suffix, body] of routes) {
        const response = await call(method, suffix, challengeId, body);
        expect(response.statusCode, `${method} ${suffix}`).toBe(404);
        expect(bodyOf(response).message).toBe(challengeMessages.notFound);
      }
    },
  );

  it.each(['wc 1', '../wc-1', 'wc-1.json', 'wc-'.padEnd(101, 'a')])('a malformed one is a bad request (%s)', async (challengeId) => {
    const response = await call('GET', '', challengeId);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe('Malformed weekly challenge id');
    expect(db.commandCalls(GetCommand)).toHaveLength(0);
  });
});
