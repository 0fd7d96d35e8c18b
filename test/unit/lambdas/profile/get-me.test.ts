import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profileSchema } from '@contract/account/profile';
import { normalizePlan } from '@contract/plans';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, storedPresence, storedProfile, storedStats, userEvent } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
let handler: typeof import('../../../../lambdas/profile/get-me').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/profile/get-me'));
});
beforeEach(() => {
  db.reset();
  s3.reset();
});

/** The caller's own items as the one Query of GET /me returns them. */
const ownItems = (...items: Record<string, unknown>[]) => db.on(QueryCommand).resolves({ Items: items, Count: items.length });

describe('GET /me', () => {
  it("reads the caller's profile, stats and presence in one Query of their partition and backfills the spec's defaults", async () => {
    // Arrange: an older profile without the appearance fields or links
    ownItems(storedProfile(), storedStats('u-ada', { xp: 4200, currentStreak: 3, longestStreak: 9, lastLoginDate: '2026-11-22' }), storedPresence());
    // Act
    const response = await handler(userEvent(ada), lambdaContext);
    // Assert
    expect(response.statusCode).toBe(200);
    const query = db.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query.KeyConditionExpression).toMatch(/begins_with/);
    expect(Object.values(query.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining(['USER#u-ada', 'PROFILE']));
    expect(db).not.toHaveReceivedCommand(GetCommand);
    const profile = profileSchema.parse(bodyOf(response));
    expect(profile).toMatchObject({ userId: 'u-ada', theme: 'dark', dateFormat: 'MM/DD/YYYY', plan: 'free', role: 'student', githubLink: null });
    // Progress from the stats item; the level derived from xp (docs/requirements/dashboard.md §2: 4,000 XP is level 2).
    expect(profile).toMatchObject({ xp: 4200, level: 2, currentStreak: 3, longestStreak: 9, lastLoginDate: '2026-11-22' });
    expect(profile.avatar).toBeUndefined();
  });

  it('reads an account created before stats had their own item as a new one (zero XP, streak 1)', async () => {
    ownItems(storedProfile());
    const profile = profileSchema.parse(bodyOf(await handler(userEvent(ada), lambdaContext)));
    expect(profile).toMatchObject({ xp: 0, level: 0, currentStreak: 1, longestStreak: 1 });
  });

  it('answers an uploaded avatar as a presigned URL of its key, signed to be stable within the hour', async () => {
    ownItems(storedProfile('u-ada', { avatarKey: 'user-avatars/u-ada/avatar-1.png' }));
    const first = bodyOf(await handler(userEvent(ada), lambdaContext));
    const second = bodyOf(await handler(userEvent(ada), lambdaContext));
    const url = new URL(String(first.avatar));
    expect(url.pathname).toContain('/user-avatars/u-ada/avatar-1.png');
    expect(url.searchParams.get('X-Amz-Signature')).toBeTruthy();
    expect(first.avatar).toBe(second.avatar);
    expect(s3).not.toHaveReceivedCommand(GetObjectCommand); // presigning sends nothing
  });

  it('reads a stored "enterprise" plan as premium and takes the role from the token groups', async () => {
    // An item written before the plans were free / pro / premium keeps "enterprise".
    ownItems(storedProfile('u-ada', { plan: 'enterprise' }));
    const response = await handler(userEvent({ ...ada, 'cognito:groups': 'mentor' } as never), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ plan: 'premium', role: 'mentor' });
  });

  it.each(['ENTERPRISE', 'gold', 'Pro'])('reads a stored plan %j as the plans say (unknown is free) instead of failing', async (plan) => {
    ownItems(storedProfile('u-ada', { plan }));
    const response = await handler(userEvent(ada), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ plan: normalizePlan(plan) });
  });

  it("answers 404 with the spec's message when the caller has no profile", async () => {
    // Stats without a profile (never written so, but a Query would return them): still no account.
    ownItems(storedStats());
    const response = await handler(userEvent(ada), lambdaContext);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).message).toBe('User account not found.');
  });

  it('refuses a request without a verified token and reads nothing', async () => {
    const response = await handler(userEvent(undefined), lambdaContext);
    expect(response.statusCode).toBe(401);
    expect(db).not.toHaveReceivedCommand(QueryCommand);
  });
});
