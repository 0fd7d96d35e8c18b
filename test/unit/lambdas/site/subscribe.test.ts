import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
let handler: typeof import('../../../../lambdas/site/subscribe').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/site/subscribe'));
});
beforeEach(() => {
  db.reset();
  // The client's sign-ups this hour: below the limit unless a test says otherwise.
  db.on(UpdateCommand).resolves({});
});

const subscribe = (body: unknown) => handler(userEvent(undefined, { method: 'POST', body }), lambdaContext);

describe('POST /newsletter', () => {
  it('stores the lower-cased e-mail once, conditionally, and answers the spec’s success', async () => {
    db.on(PutCommand).resolves({});
    const response = await subscribe({ email: '  Ada@Example.COM ' });
    expect(response.statusCode).toBe(201);
    expect(bodyOf(response)).toEqual({ success: true, message: 'Successfully subscribed to newsletter!' });
    const input = db.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.Item).toMatchObject({ pk: 'NEWSLETTER#ada@example.com', sk: 'SUBSCRIPTION', email: 'ada@example.com' });
    expect(input.ConditionExpression).toContain('attribute_not_exists');
  });

  it("answers 409 with the spec's message when already subscribed", async () => {
    db.on(PutCommand).rejects(Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' }));
    const response = await subscribe({ email: 'ada@example.com' });
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response).message).toBe('This email is already subscribed to our newsletter');
  });

  it.each([
    [{}, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
  ])('refuses %j with 400 and the spec message', async (body, message) => {
    const response = await subscribe(body);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    expect(db).not.toHaveReceivedCommand(PutCommand);
  });
});

describe('POST /newsletter, metered per client address', () => {
  it('counts each sign-up under the client’s address and hour, conditioned on the limit', async () => {
    db.on(PutCommand).resolves({});
    await subscribe({ email: 'ada@example.com' });
    const count = db.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(count.Key).toEqual({ pk: 'CLIENT#203.0.113.7', sk: `NEWSLETTER#${new Date().toISOString().slice(0, 13)}` });
    expect(Object.values(count.ExpressionAttributeValues ?? {})).toContain(5);
  });

  it('answers 429 with Retry-After past the limit, storing nothing', async () => {
    db.on(UpdateCommand).rejects(Object.assign(new Error('spent'), { name: 'ConditionalCheckFailedException' }));
    const response = await subscribe({ email: 'ada@example.com' });
    expect(response.statusCode).toBe(429);
    expect(bodyOf(response).message).toBe('Too many sign-ups from your network. Please try again later.');
    expect(Number(response.headers!['Retry-After'])).toBeGreaterThan(0);
    expect(Number(response.headers!['Retry-After'])).toBeLessThanOrEqual(3600);
    expect(db).not.toHaveReceivedCommand(PutCommand);
  });
});
