import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
let handler: typeof import('../../../../lambdas/site/submit-message').handler;
let site: typeof import('../../../../lambdas/site/handler').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/site/submit-message'));
  ({ handler: site } = await import('../../../../lambdas/site/handler'));
});
beforeEach(() => {
  db.reset();
  db.on(TransactWriteCommand).resolves({});
  vi.useFakeTimers({ now: Date.parse('2026-11-26T09:30:00.000Z'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const message = {
  name: ' Ada Lovelace ',
  email: 'ada.reply@example.com',
  subject: 'Java timing',
  category: 'bug',
  message: 'My Java solution shows TLE on test 3.',
};
const send = (body: unknown, who: typeof ada | null = ada) => handler(userEvent(who ?? undefined, { method: 'POST', body }), lambdaContext);
const transactItems = (call = 0) => db.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;
const canceled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

describe('POST /contact-messages', () => {
  it('stores the message under the sender with the day count, in one transaction, and answers 201', async () => {
    // Arrange: the default transaction succeeds.
    // Act
    const response = await send(message);
    // Assert
    expect(response.statusCode).toBe(201);
    const body = bodyOf(response);
    expect(body).toMatchObject({ success: true, message: 'Message sent successfully!' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    const [account, count, put] = transactItems();
    expect(account!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    expect(count!.Update).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'CONTACTS#2026-11-26' } });
    expect(count!.Update!.UpdateExpression).toContain('ADD');
    expect(count!.Update!.ConditionExpression).toContain('<');
    expect(Object.values(count!.Update!.ExpressionAttributeValues!)).toContain(5);
    expect(put!.Put!.Item).toMatchObject({
      pk: 'CONTACT#2026-11',
      sk: `2026-11-26T09:30:00.000Z#${body.id}`,
      gsi1pk: 'USER#u-ada',
      gsi1sk: `CONTACT#2026-11-26T09:30:00.000Z#${body.id}`,
      userId: 'u-ada',
      name: 'Ada Lovelace',
      email: 'ada.reply@example.com',
      subject: 'Java timing',
      category: 'bug',
      message: 'My Java solution shows TLE on test 3.',
      createdAt: '2026-11-26T09:30:00.000Z',
    });
    expect(put!.Put!.ConditionExpression).toContain('attribute_not_exists');
  });

  it('answers 429 with a clear message once the day holds 5 messages, and writes nothing', async () => {
    db.on(TransactWriteCommand).rejects(canceled('None', 'ConditionalCheckFailed', 'None'));
    const response = await send(message);
    expect(response.statusCode).toBe(429);
    expect(bodyOf(response).message).toBe('You can send at most 5 messages a day. Please try again tomorrow.');
  });

  it('answers 404 for an account that is deleted or being deleted', async () => {
    db.on(TransactWriteCommand).rejects(canceled('ConditionalCheckFailed', 'None', 'None'));
    const response = await send(message);
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).message).toBe('User account not found.');
  });

  it('retries a transaction that conflicted with another message of the same user', async () => {
    db.on(TransactWriteCommand)
      .rejectsOnce(canceled('None', 'TransactionConflict', 'None'))
      .resolves({});
    expect((await send(message)).statusCode).toBe(201);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('answers 401 without a sign-in and writes nothing', async () => {
    const response = await send(message, null);
    expect(response.statusCode).toBe(401);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    [{ ...message, name: 'Al' }, 'Name must be at least 3 characters.'],
    [{ ...message, name: 'Al', email: 'nope' }, 'Name must be at least 3 characters.'],
    [{ ...message, email: 'nope' }, 'Invalid email address.'],
    [{ ...message, subject: 'Hi' }, 'Subject must be at least 3 characters.'],
    [{ ...message, message: 'Too short' }, 'Message must be at least 11 characters.'],
    [{ ...message, category: 'sales' }, 'Please choose a category.'],
  ])('refuses %j with 400 and the first failing rule', async (body, expected) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(expected);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('is served by the site feature Lambda at POST /contact-messages', async () => {
    const event = userEvent(ada, { method: 'POST', body: message }) as unknown as Record<string, unknown>;
    const response = await site({ ...event, resource: '/api/contact-messages' } as never, lambdaContext);
    expect(response.statusCode).toBe(201);
  });
});
