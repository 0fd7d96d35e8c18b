import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingFriendRequestCountSchema } from '@contract/friends';
import { lambdaContext, restEvent, setLambdaEnv } from '../env';
import { ada, bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
let count: typeof import('../../../../lambdas/friends/count-pending-requests').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: count } = await import('../../../../lambdas/friends/count-pending-requests'));
});
beforeEach(() => {
  db.reset();
  db.resolves({});
});

describe('GET /me/friend-requests/pending-count', () => {
  it('counts the caller’s pending incoming requests with one COUNT Query of their own partition', async () => {
    db.on(QueryCommand).resolves({ Count: 2, ScannedCount: 3 });
    const response = await count(userEvent(ada), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(pendingFriendRequestCountSchema.parse(bodyOf(response))).toEqual({ pending: 2 });
    expect(db).toHaveReceivedCommandTimes(QueryCommand, 1);
    const input = db.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input.IndexName).toBeUndefined();
    expect(input.Select).toBe('COUNT');
    expect(input.KeyConditionExpression).toBe('(#c0_1 = :c0_1) AND (begins_with(#c0_2, :c0_2))');
    expect(input.ExpressionAttributeNames).toMatchObject({ '#c0_1': 'pk', '#c0_2': 'sk' });
    expect(input.ExpressionAttributeValues).toMatchObject({ ':c0_1': 'USER#u-ada', ':c0_2': 'FRIENDREQ#' });
    // The status filter: pending only.
    const names = input.ExpressionAttributeNames ?? {};
    const values = input.ExpressionAttributeValues ?? {};
    const statusName = Object.keys(names).find((k) => names[k] === 'status');
    expect(statusName).toBeDefined();
    expect(input.FilterExpression).toContain(statusName);
    expect(Object.values(values)).toContain('pending');
  });

  it('adds up the counts of every page of a large partition', async () => {
    db.on(QueryCommand)
      .resolvesOnce({ Count: 4, LastEvaluatedKey: { pk: 'USER#u-ada', sk: 'FRIENDREQ#u-m' } })
      .resolvesOnce({ Count: 1 });
    expect(bodyOf(await count(userEvent(ada), lambdaContext))).toEqual({ pending: 5 });
    expect(db).toHaveReceivedCommandTimes(QueryCommand, 2);
    expect(db.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toEqual({ pk: 'USER#u-ada', sk: 'FRIENDREQ#u-m' });
  });

  it('never counts another user’s requests: a user id in the query string is ignored', async () => {
    const event = userEvent(ada) as unknown as { queryStringParameters: Record<string, string> | null; pathParameters: Record<string, string> | null };
    event.queryStringParameters = { userId: 'u-bob', toUserId: 'u-bob' };
    event.pathParameters = { userId: 'u-bob' };
    await count(event as never, lambdaContext);
    const values = Object.values(db.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues ?? {});
    expect(values).toContain('USER#u-ada');
    expect(values).not.toContain('USER#u-bob');
  });

  it('answers 401 without a signed-in caller and reads nothing', async () => {
    const response = await count(restEvent(), lambdaContext);
    expect(response.statusCode).toBe(401);
    expect(db).not.toHaveReceivedCommand(QueryCommand);
  });

  it('answers 0 when nothing is pending', async () => {
    db.on(QueryCommand).resolves({ Count: 0 });
    expect(bodyOf(await count(userEvent(ada), lambdaContext))).toEqual({ pending: 0 });
  });
});
