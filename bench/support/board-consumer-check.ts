/**
 * bench/leaderboard.ts writes its users' board items directly, 25 to a BatchWriteItem: through the
 * stream consumer (one read of the account and one transaction per user) 100,000 users would take
 * far longer than the bench measures. So the bench first checks, on a few of its own users, that
 * the items it writes are exactly those the consumer writes: each gets a profile (the sign-up
 * transaction) and stats with their XP and challenge points, the XP board's stream consumer
 * (lambdas/rankings/board-stream.ts, the production handler and repository) is handed the stats
 * change, and every item it wrote outside the user's own partition (the board entry and the
 * standings: each carries gsi1pk = USER#u) is read back and compared with the bench's. The user's
 * own items and the sign-up's search keywords are then deleted (the bench's users have none), so the
 * table holds what direct writes give; the bench's writes then put the same items again.
 *
 * Needs the table's environment set (TABLE_NAME, the endpoint) before it is called: the data
 * modules are imported here, after it.
 */
import { deepStrictEqual } from 'node:assert/strict';
import type { DynamoDBRecord } from 'aws-lambda';

export interface CheckedUser {
  userId: string;
  xp: number;
  points: number;
  country: { name: string; code: string };
  /** The items the bench writes for the user, as their put requests carry them. */
  items: readonly Record<string, unknown>[];
}

const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) => `${String(a.pk)}|${String(a.sk)}`.localeCompare(`${String(b.pk)}|${String(b.sk)}`);

/** Throws (an AssertionError naming the user) unless the consumer writes exactly the bench's items for each user. */
export async function checkAgainstStreamConsumer(users: readonly CheckedUser[]): Promise<void> {
  const { DeleteCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { UpdateItemCommand } = await import('dynamodb-toolbox');
  const { documentClient } = await import('../../lambdas/data/clients');
  const { keys } = await import('../../lambdas/data/keys');
  const { UserStatsEntity } = await import('../../lambdas/data/entities/user-stats');
  const { createProfileIfAbsent } = await import('../../lambdas/data/user-profiles');
  const boardStream = await import('../../lambdas/rankings/board-stream');
  const TableName = process.env.TABLE_NAME!;
  const client = documentClient();

  for (const user of users) {
    const owner = keys.user(user.userId);
    await createProfileIfAbsent({
      userId: user.userId,
      email: `${user.userId}@example.com`,
      name: user.userId,
      role: 'student',
      country: user.country,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await UserStatsEntity.build(UpdateItemCommand).item({ userId: user.userId, xp: user.xp, challengePoints: user.points }).send();
    // The record the stats update streams (NEW_AND_OLD_IMAGES): the consumer reads the account itself.
    const record: DynamoDBRecord = {
      eventName: 'MODIFY',
      dynamodb: {
        Keys: { pk: { S: owner }, sk: { S: keys.statsSort() } },
        OldImage: { pk: { S: owner }, sk: { S: keys.statsSort() }, xp: { N: '0' } },
        NewImage: { pk: { S: owner }, sk: { S: keys.statsSort() }, xp: { N: String(user.xp) }, challengePoints: { N: String(user.points) } },
        SequenceNumber: '1',
      },
    };
    deepStrictEqual(await boardStream.handler({ Records: [record] }), { batchItemFailures: [] }, `the consumer failed for ${user.userId}`);

    const { Items: listed = [] } = await client.send(
      new QueryCommand({ TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :u', ExpressionAttributeValues: { ':u': owner } }),
    );
    // The sign-up's own items outside the partition (the user search's keywords) are not the board's.
    const signUpItems = listed.filter((item) => item._et === 'UserSearch');
    const written = listed.filter((item) => item.pk !== owner && item._et !== 'UserSearch').sort(byKey);
    deepStrictEqual(written, [...user.items].sort(byKey), `the bench's items for ${user.userId} differ from the stream consumer's`);

    const { Items: own = [] } = await client.send(
      new QueryCommand({ TableName, KeyConditionExpression: 'pk = :u', ExpressionAttributeValues: { ':u': owner } }),
    );
    for (const item of [...own, ...signUpItems]) await client.send(new DeleteCommand({ TableName, Key: { pk: item.pk, sk: item.sk } }));
  }
}
