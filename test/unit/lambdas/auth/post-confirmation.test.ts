import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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
  it('creates the profile, stats and presence with the spec defaults in one transaction, only if no profile exists', async () => {
    documentClient.resolves({});

    await handler(confirmed({ sub: 'u-1', email: 'ada@example.com', name: 'Ada Lovelace', 'custom:country': 'Pakistan|PK' }));

    expect(documentClient).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const [profile, stats, presence] = documentClient.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!.map((t) => t.Put!);
    expect(profile!.TableName).toBe('codearena-test');
    expect(profile!.Item).toMatchObject({
      pk: 'USER#u-1',
      sk: 'PROFILE',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      role: 'student',
      plan: 'free',
      country: { name: 'Pakistan', code: 'PK' },
      showBadges: true,
      codeEditorTheme: 'hc-black',
    });
    expect(profile!.Item?.certificates).toHaveLength(5);
    expect(profile!.Item?.certificates.every((c: { unlocked: boolean }) => !c.unlocked)).toBe(true);
    // Progress and presence are items of their own (docs/requirements/dashboard.md §5 defaults: streak 1, zero XP).
    expect(profile!.Item).not.toHaveProperty('xp');
    expect(stats!.Item).toMatchObject({ pk: 'USER#u-1', sk: 'PROFILE#STATS', xp: 0, currentStreak: 1, longestStreak: 1 });
    expect(presence!.Item).toMatchObject({ pk: 'USER#u-1', sk: 'PROFILE#PRESENCE', status: 'offline' });
    for (const put of [profile, stats, presence]) expect(put!.ConditionExpression).toContain('attribute_not_exists');
  });

  it('claims the e-mail address in lower case, for this user only, and keeps the profile address in lower case', async () => {
    documentClient.resolves({});
    await handler(confirmed({ sub: 'u-1', email: ' Ada@Example.COM ', name: 'Ada' }));
    const claim = documentClient
      .commandCalls(PutCommand)
      .map((c) => c.args[0].input)
      .find((p) => p.Item?.sk === 'CLAIM')!;
    expect(claim.Item).toMatchObject({ pk: 'EMAIL#ada@example.com', email: 'ada@example.com', userId: 'u-1', gsi1pk: 'USER#u-1' });
    // Another user's claim is never overwritten; the same user's retry passes.
    expect(claim.ConditionExpression).toMatch(/attribute_not_exists/);
    expect(Object.values(claim.ExpressionAttributeValues ?? {})).toContain('u-1');
    // However the profile is written, it holds the canonical address only.
    const written = JSON.stringify(documentClient.calls().map((c) => c.args[0].input));
    expect(written).toContain('"email":"ada@example.com"');
    expect(written).not.toMatch(/Ada@Example/);
  });

  it('treats a retried confirmation as done, without overwriting', async () => {
    documentClient.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    documentClient.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    const event = confirmed({ sub: 'u-1', email: 'ada@example.com' });
    await expect(handler(event)).resolves.toBe(event);
  });

  it('ignores the forgot-password confirmation', async () => {
    await handler(confirmed({ sub: 'u-1', email: 'ada@example.com' }, 'PostConfirmation_ConfirmForgotPassword'));
    expect(documentClient).not.toHaveReceivedCommand(PutCommand);
  });
});
