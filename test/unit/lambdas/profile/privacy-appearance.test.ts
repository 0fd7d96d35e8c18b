import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, storedProfile, userEvent } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
let privacy: typeof import('../../../../lambdas/profile/update-privacy').handler;
let appearance: typeof import('../../../../lambdas/profile/update-appearance').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: privacy } = await import('../../../../lambdas/profile/update-privacy'));
  ({ handler: appearance } = await import('../../../../lambdas/profile/update-appearance'));
});
beforeEach(() => db.reset());

const conditionFailed = () => Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' });

describe('PUT /me/privacy', () => {
  it('writes only the given flag to the caller’s profile and answers all three', async () => {
    db.on(UpdateCommand).resolves({ Attributes: storedProfile('u-ada', { showStatus: false }) });
    const response = await privacy(userEvent(ada, { method: 'PUT', body: { showStatus: false } }), lambdaContext);
    expect(bodyOf(response)).toEqual({ showBadges: true, showMessages: true, showStatus: false });
    const input = db.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'USER#u-ada', sk: 'PROFILE' });
    expect(Object.values(input.ExpressionAttributeValues ?? {})).toContain(false);
    expect(Object.values(input.ExpressionAttributeNames ?? {})).not.toContain('showBadges');
  });

  it('refuses an empty or mistyped body with 400', async () => {
    for (const body of [{}, { showStatus: 'no' }]) {
      expect((await privacy(userEvent(ada, { method: 'PUT', body }), lambdaContext)).statusCode).toBe(400);
    }
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('answers 404 without a profile (the write is conditioned on it existing)', async () => {
    db.on(UpdateCommand).rejects(conditionFailed());
    const response = await privacy(userEvent(ada, { method: 'PUT', body: { showBadges: false } }), lambdaContext);
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /me/appearance', () => {
  it('stores the theme and date format and answers the appearance with defaults', async () => {
    db.on(UpdateCommand).resolves({ Attributes: storedProfile('u-ada', { theme: 'light', dateFormat: 'YYYY-MM-DD' }) });
    const response = await appearance(userEvent(ada, { method: 'PUT', body: { theme: 'light', dateFormat: 'YYYY-MM-DD' } }), lambdaContext);
    expect(bodyOf(response)).toEqual({ theme: 'light', dateFormat: 'YYYY-MM-DD', timezone: 'UTC', language: 'English', codeEditorTheme: 'hc-black' });
  });

  it('refuses values outside the spec’s lists', async () => {
    for (const body of [{ theme: 'neon' }, { codeEditorTheme: 'monokai' }, { timezone: 'Mars' }]) {
      expect((await appearance(userEvent(ada, { method: 'PUT', body }), lambdaContext)).statusCode).toBe(400);
    }
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
  });
});
