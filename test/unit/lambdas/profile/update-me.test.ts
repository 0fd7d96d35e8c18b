import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, storedProfile, userEvent } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
let handler: typeof import('../../../../lambdas/profile/update-me').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/profile/update-me'));
});
beforeEach(() => db.reset());

const patch = (body: unknown, claims = ada) => handler(userEvent(claims, { method: 'PATCH', body }), lambdaContext);
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

/** The stored account: the profile (GetItem) and the profile's items (the one Query of the first read). */
function storedAccount(profile: Record<string, unknown> | undefined) {
  db.on(GetCommand).resolves(profile ? { Item: profile } : {});
  db.on(QueryCommand).resolves({ Items: profile ? [profile] : [], Count: profile ? 1 : 0 });
}

describe('PATCH /me', () => {
  it('updates only the caller’s own profile, storing the country as {name, code} and removing an emptied link', async () => {
    // Arrange
    const stored = storedProfile('u-ada', { githubLink: 'https://github.com/ada' });
    const updated = storedProfile('u-ada', { name: 'Ada L.', country: { name: 'Pakistan', code: 'PK' } });
    storedAccount(stored);
    // A new name goes in one transaction with the search keywords; the profile is then read back (consistently, whole).
    db.on(GetCommand).callsFake((input: { ConsistentRead?: boolean; ProjectionExpression?: string }) => ({
      Item: input.ConsistentRead && !input.ProjectionExpression ? updated : stored,
    }));
    db.on(TransactWriteCommand).resolves({});
    // Act: a userId in the body must not redirect the write
    const response = await patch({ name: ' Ada L. ', country: 'PK', githubLink: '', userId: 'u-bob' });
    // Assert
    expect(response.statusCode).toBe(200);
    const items = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    const update = items[0]!.Update!;
    expect(update.Key).toEqual({ pk: 'USER#u-ada', sk: 'PROFILE' });
    expect(update.ConditionExpression).toContain('attribute_exists');
    // The country map is replaced whole, so a profile without one can get one.
    expect(Object.values(update.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining(['Ada L.', { name: 'Pakistan', code: 'PK' }]));
    expect(update.UpdateExpression).toMatch(/REMOVE/);
    // The user search's keywords follow the name (data/user-search.ts): the old word deleted, the new ones put.
    expect(items.slice(1).map((i) => i.Put?.Item?.token ?? i.Delete?.Key?.sk)).toEqual(['lovelace#u-ada', 'ada', 'l', '@u-ada@example.com']);
    expect(bodyOf(response)).toMatchObject({ name: 'Ada L.', country: { name: 'Pakistan', code: 'PK' } });
  });

  it('takes a null link as removing it (docs/requirements/accounts.md §8 sends null)', async () => {
    storedAccount(storedProfile('u-ada', { linkedinLink: 'https://linkedin.com/in/ada' }));
    db.on(UpdateCommand).resolves({ Attributes: storedProfile() });
    const response = await patch({ linkedinLink: null });
    expect(response.statusCode).toBe(200);
    expect(db.commandCalls(UpdateCommand)[0]!.args[0].input.UpdateExpression).toMatch(/REMOVE/);
    expect(bodyOf(response).linkedinLink).toBeNull();
  });

  it.each([
    [{ githubLink: 'https://gitlab.com/ada' }, 'Invalid social link format.'],
    [{ linkedinLink: 'http://linkedin.com/in/ada' }, 'Invalid social link format.'],
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    [{ country: 'XX' }, 'Please select your country'],
    [{ username: 'Admin' }, 'Username is not available'],
    [{ username: 'ab' }, 'Username is not available'],
  ])('refuses %j with 400 and the spec message, writing nothing', async (body, message) => {
    const response = await patch(body);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('claims a new username, updates the profile and releases the old name in one transaction', async () => {
    storedAccount(storedProfile('u-ada', { username: 'ada' }));
    db.on(TransactWriteCommand).resolves({});
    const response = await patch({ username: 'Ada_L', name: 'Ada' });
    expect(response.statusCode).toBe(200);
    const [claim, profile, release] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(claim!.Put).toMatchObject({ Item: { pk: 'USERNAME#ada_l', sk: 'CLAIM', userId: 'u-ada', gsi1pk: 'USER#u-ada' } });
    expect(claim!.Put!.ConditionExpression).toContain('attribute_not_exists');
    expect(profile!.Update).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    expect(Object.values(profile!.Update!.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining(['ada_l', 'Ada', 'ada']));
    expect(release!.Delete).toMatchObject({ Key: { pk: 'USERNAME#ada', sk: 'CLAIM' } });
  });

  it("answers 409 'Username is not available' when someone else holds the name, changing nothing", async () => {
    storedAccount(storedProfile());
    db.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    const response = await patch({ username: 'grace', name: 'Ada' });
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response).message).toBe('Username is not available');
    expect(db).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('keeping the same username needs no claim', async () => {
    storedAccount(storedProfile('u-ada', { username: 'ada' }));
    db.on(UpdateCommand).resolves({ Attributes: storedProfile('u-ada', { username: 'ada' }) });
    expect((await patch({ username: 'ADA' })).statusCode).toBe(200);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 404 when the caller has no profile', async () => {
    storedAccount(undefined);
    const response = await patch({ name: 'Ada' });
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).message).toBe('User account not found.');
  });
});
