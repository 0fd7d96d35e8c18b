import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLambdaEnv } from '../env';

const documentClient = mockClient(DynamoDBDocumentClient);
let handler: typeof import('../../../../lambdas/auth/post-confirmation').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/auth/post-confirmation'));
});
beforeEach(() => documentClient.reset());

const confirmed = (attributes: Record<string, string>, triggerSource = 'PostConfirmation_ConfirmSignUp') =>
  ({ triggerSource, userName: attributes.sub, request: { userAttributes: attributes }, response: {} }) as never;

describe('PostConfirmation trigger', () => {
  it('creates the profile with the spec defaults, only if none exists', async () => {
    documentClient.on(PutCommand).resolves({});

    await handler(confirmed({ sub: 'u-1', email: 'ada@example.com', name: 'Ada Lovelace', 'custom:country': 'Pakistan|PK' }));

    expect(documentClient).toHaveReceivedCommandTimes(PutCommand, 1);
    const input = documentClient.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.TableName).toBe('codearena-test');
    expect(input.Item).toMatchObject({
      pk: 'USER#u-1', sk: 'PROFILE', email: 'ada@example.com', name: 'Ada Lovelace', role: 'student', plan: 'free',
      currentStreak: 1, xp: 0, country: { name: 'Pakistan', code: 'PK' }, showBadges: true, codeEditorTheme: 'hc-black',
    });
    expect(input.Item?.certificates).toHaveLength(5);
    expect(input.Item?.certificates.every((c: { unlocked: boolean }) => !c.unlocked)).toBe(true);
    expect(input.ConditionExpression).toContain('attribute_not_exists');
  });

  it('treats a retried confirmation as done, without overwriting', async () => {
    documentClient.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    const event = confirmed({ sub: 'u-1', email: 'ada@example.com' });
    await expect(handler(event)).resolves.toBe(event);
  });

  it('ignores the forgot-password confirmation', async () => {
    await handler(confirmed({ sub: 'u-1', email: 'ada@example.com' }, 'PostConfirmation_ConfirmForgotPassword'));
    expect(documentClient).not.toHaveReceivedCommand(PutCommand);
  });
});
