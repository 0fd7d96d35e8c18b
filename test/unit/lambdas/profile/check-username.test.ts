import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, userEvent } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
let handler: typeof import('../../../../lambdas/profile/check-username').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/profile/check-username'));
});
beforeEach(() => db.reset());

const check = async (username: string) => bodyOf(await handler(userEvent(ada, { pathParameters: { username } }), lambdaContext));
const claim = (userId: string) => ({
  Item: { pk: 'USERNAME#x', sk: 'CLAIM', _et: 'UsernameClaim', _ct: 'x', _md: 'x', username: 'x', userId, gsi1pk: `USER#${userId}`, gsi1sk: 'USERNAME#x' },
});

describe('GET /usernames/{username}', () => {
  it('is available when nobody holds it, normalized to lower case', async () => {
    db.on(GetCommand).resolves({});
    expect(await check('Grace_H')).toEqual({ username: 'grace_h', available: true, message: 'Username is available' });
    expect(db).toHaveReceivedCommandWith(GetCommand, { Key: { pk: 'USERNAME#grace_h', sk: 'CLAIM' } });
  });

  it('is unavailable when another user holds it, and available when it is the caller’s own', async () => {
    db.on(GetCommand).resolves(claim('u-bob'));
    expect(await check('grace')).toMatchObject({ available: false, message: 'Username is not available' });
    db.on(GetCommand).resolves(claim('u-ada'));
    expect(await check('grace')).toMatchObject({ available: true });
  });

  it.each(['admin', 'ROOT', 'Test', 'user', 'CodeArena', 'ab', 'has space'])('%s is unavailable without a look-up', async (name) => {
    expect(await check(name)).toMatchObject({ available: false, message: 'Username is not available' });
    expect(db).not.toHaveReceivedCommand(GetCommand);
  });
});
