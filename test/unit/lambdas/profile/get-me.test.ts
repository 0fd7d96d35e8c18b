import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profileSchema } from '../../../../contract/account/profile';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, storedProfile, userEvent } from './fixtures';

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

describe('GET /me', () => {
  it("reads the caller's own profile and backfills the spec's defaults", async () => {
    // Arrange: an older profile without the appearance fields or links
    db.on(GetCommand).resolves({ Item: storedProfile() });
    // Act
    const response = await handler(userEvent(ada), lambdaContext);
    // Assert
    expect(response.statusCode).toBe(200);
    expect(db).toHaveReceivedCommandWith(GetCommand, { TableName: 'codearena-test', Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    const profile = profileSchema.parse(bodyOf(response));
    expect(profile).toMatchObject({ userId: 'u-ada', theme: 'dark', dateFormat: 'MM/DD/YYYY', plan: 'free', role: 'student', githubLink: null });
    expect(profile.avatar).toBeUndefined();
  });

  it('answers an uploaded avatar as a presigned URL of its key, signed to be stable within the hour', async () => {
    db.on(GetCommand).resolves({ Item: storedProfile('u-ada', { avatarKey: 'user-avatars/u-ada/avatar-1.png' }) });
    const first = bodyOf(await handler(userEvent(ada), lambdaContext));
    const second = bodyOf(await handler(userEvent(ada), lambdaContext));
    const url = new URL(String(first.avatar));
    expect(url.pathname).toContain('/user-avatars/u-ada/avatar-1.png');
    expect(url.searchParams.get('X-Amz-Signature')).toBeTruthy();
    expect(first.avatar).toBe(second.avatar);
    expect(s3).not.toHaveReceivedCommand(GetObjectCommand); // presigning sends nothing
  });

  it('reads a stored "enterprise" plan as premium (DESIGN D3) and takes the role from the token groups', async () => {
    db.on(GetCommand).resolves({ Item: storedProfile('u-ada', { plan: 'premium' }) });
    const response = await handler(userEvent({ ...ada, 'cognito:groups': 'mentor' } as never), lambdaContext);
    expect(bodyOf(response)).toMatchObject({ plan: 'premium', role: 'mentor' });
  });

  it("answers 404 with the spec's message when the caller has no profile", async () => {
    db.on(GetCommand).resolves({});
    const response = await handler(userEvent(ada), lambdaContext);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).message).toBe('User account not found.');
  });

  it('refuses a request without a verified token and reads nothing', async () => {
    const response = await handler(userEvent(undefined), lambdaContext);
    expect(response.statusCode).toBe(401);
    expect(db).not.toHaveReceivedCommand(GetCommand);
  });
});
