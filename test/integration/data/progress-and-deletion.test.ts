/**
 * The user's items split by rate of change, the XP counters awarded in the record transaction, the
 * table's stream, and "a deleted account cannot write anything", against the real DynamoDB Local.
 */
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTableInput, ensureTable, localDynamoDbClient } from '../../../local/dynamodb';
import { loadDataModules } from '../support/data-modules';
import { workerTable } from '../support/table-harness';

const TABLE = 'codearena-progress-test';
const { data, dynamo } = loadDataModules(TABLE, async () => ({
  profiles: await import('../../../lambdas/data/user-profiles'),
  profileUpdates: await import('../../../lambdas/data/profile-updates'),
  presence: await import('../../../lambdas/data/user-presence'),
  sessions: await import('../../../lambdas/data/sessions'),
  connections: await import('../../../lambdas/data/connections'),
  friendRequests: await import('../../../lambdas/data/friend-requests'),
  submissions: await import('../../../lambdas/data/submissions'),
  xp: await import('../../../lambdas/data/xp-awards'),
  guard: await import('../../../lambdas/data/account-guard'),
  userItems: await import('../../../lambdas/data/user-items'),
  keys: (await import('../../../lambdas/data/keys')).keys,
  clients: await import('../../../lambdas/data/clients'),
  deletion: await import('../../../lambdas/account/delete-account-flow'),
}));

const newProfile = (userId: string) => ({
  userId,
  email: `${userId}@example.com`,
  name: userId,
  role: 'student' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
});

async function createUser(userId: string, timezone?: string) {
  expect(await data.profiles.createProfileIfAbsent(newProfile(userId))).toBe(true);
  if (timezone) await data.profileUpdates.updateProfile(userId, { timezone });
}

/** Every item of the user: their partition and what gsi1 lists under them. */
async function itemsOf(userId: string) {
  const client = data.clients.documentClient();
  const own = await client.send(
    new QueryCommand({
      TableName: workerTable(TABLE),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': data.keys.user(userId) },
      ConsistentRead: true,
    }),
  );
  const linked = await client.send(
    new QueryCommand({
      TableName: workerTable(TABLE),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': data.keys.user(userId) },
    }),
  );
  return [...(own.Items ?? []), ...(linked.Items ?? [])].map((i) => `${i.pk} ${i.sk}`);
}

const judged = { verdict: 'WA' as const, tests: [], passedTests: 3, totalTests: 4 };

async function queuedSubmission(userId: string, submissionId: string, problemId = 'a-plus-b') {
  return data.submissions.createSubmission({
    submissionId,
    userId,
    problemId,
    language: 'cpp',
    source: 'int main(){}',
    sourceBytes: 12,
    createdAt: new Date().toISOString(),
  });
}

describe('the table', () => {
  it('streams every change with both images, and an older table gets its stream on start', async () => {
    const client = localDynamoDbClient(dynamo.endpoint);
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: workerTable(TABLE) }));
      expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
      expect(Table?.LatestStreamArn).toBeTruthy();

      const { StreamSpecification: _without, ...older } = createTableInput('codearena-older');
      await client.send(new CreateTableCommand(older));
      await ensureTable(dynamo.endpoint, 'codearena-older');
      const upgraded = await client.send(new DescribeTableCommand({ TableName: 'codearena-older' }));
      expect(upgraded.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
      expect(upgraded.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2', 'gsi3']);
    } finally {
      client.destroy();
    }
  });
});

describe("a user's items, split by how often they change", () => {
  it('creates profile, stats and presence together (and marks the sign-up day on the streak calendar), and reads them back in one Query', async () => {
    await createUser('split-1');
    expect((await itemsOf('split-1')).sort()).toEqual(
      [
        'USER#split-1 PROFILE',
        'USER#split-1 PROFILE#PRESENCE',
        'USER#split-1 PROFILE#STATS',
        'USER#split-1 VISITS#2026-11',
        // The user search's keywords (data/user-search.ts), listed under the user on gsi1.
        'USERSEARCH#@s @split-1@example.com#split-1',
        'USERSEARCH#1 1#split-1',
        'USERSEARCH#sp split#split-1',
      ].sort(),
    );
    const items = await data.profiles.getAccountItems('split-1');
    expect(items?.profile).toMatchObject({ userId: 'split-1', name: 'split-1', plan: 'free' });
    expect(items?.profile).not.toHaveProperty('xp');
    expect(items?.stats).toMatchObject({ xp: 0, currentStreak: 1, longestStreak: 1, lastLoginDate: '2026-11-01' });
    expect(items?.presence).toMatchObject({ status: 'offline' });
    expect(await data.profiles.getAccountItems('nobody')).toBeUndefined();
  });

  it('writes presence to its own item, never to the profile', async () => {
    await createUser('split-2');
    const before = await data.profiles.getProfile('split-2');
    expect(await data.presence.recordActivity('split-2')).toBe(true);
    expect(await data.profiles.getProfile('split-2')).toEqual(before);
    expect((await data.profiles.getAccountItems('split-2'))?.presence).toMatchObject({ status: 'online' });
    expect(await data.presence.getPresenceFields('split-2')).toMatchObject({ userId: 'split-2', status: 'online', showStatus: true });
  });

  it('gives an account created before the split its presence item on first activity', async () => {
    await createUser('split-3');
    const client = data.clients.documentClient();
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    await client.send(new DeleteCommand({ TableName: workerTable(TABLE), Key: { pk: 'USER#split-3', sk: 'PROFILE#PRESENCE' } }));
    expect(await data.presence.recordActivity('split-3')).toBe(true);
    expect(await data.presence.getPresenceFields('split-3')).toMatchObject({ status: 'online' });
  });
});

describe('XP awarded in the record transaction', () => {
  it('adds to the total and to the day, week, month and year counters in the user’s timezone, once per problem', async () => {
    await createUser('xp-1', 'Karachi');
    // Sunday 29 November 22:30 UTC is Monday 30 November in Karachi.
    const at = new Date('2026-11-29T22:30:00.000Z');
    await queuedSubmission('xp-1', 'xp-s1');
    const first = await data.submissions.recordSubmissionResult({ submissionId: 'xp-s1', userId: 'xp-1', problemId: 'a-plus-b' }, judged, 15, at);
    expect(first).toEqual({ recorded: true, xpAwarded: 15 });

    // A redelivered record (a retried state, a second execution) awards nothing.
    const again = await data.submissions.recordSubmissionResult({ submissionId: 'xp-s1', userId: 'xp-1', problemId: 'a-plus-b' }, judged, 15, at);
    expect(again).toEqual({ recorded: false, xpAwarded: 15 });
    // A later submission of the same problem is not its first attempt.
    await queuedSubmission('xp-1', 'xp-s2');
    expect(await data.submissions.recordSubmissionResult({ submissionId: 'xp-s2', userId: 'xp-1', problemId: 'a-plus-b' }, judged, 15, at)).toEqual({
      recorded: true,
      xpAwarded: 0,
    });
    // Another problem the same day adds to the same counters.
    await queuedSubmission('xp-1', 'xp-s3', 'reverse');
    await data.submissions.recordSubmissionResult(
      { submissionId: 'xp-s3', userId: 'xp-1', problemId: 'reverse' },
      judged,
      10,
      new Date('2026-11-30T05:00:00.000Z'),
    );

    expect((await data.profiles.getAccountItems('xp-1'))?.stats?.xp).toBe(25);
    expect(await data.xp.getXpHistory('xp-1', 'D', '2026-11-01', '2026-11-30')).toEqual([{ period: '2026-11-30', xp: 25 }]);
    expect(await data.xp.getXpHistory('xp-1', 'W', '2026-W45', '2026-W52')).toEqual([{ period: '2026-W49', xp: 25 }]);
    expect(await data.xp.getXpHistory('xp-1', 'M', '2026-01', '2026-12')).toEqual([{ period: '2026-11', xp: 25 }]);
    expect(await data.xp.getXpHistory('xp-1', 'Y', '2020', '2030')).toEqual([{ period: '2026', xp: 25 }]);
  });

  it('draws a month of daily XP with one Query, oldest first, leaving out days without XP', async () => {
    await createUser('xp-2');
    const days = ['2026-11-03', '2026-11-17', '2026-12-01'];
    for (const [n, day] of days.entries()) {
      await queuedSubmission('xp-2', `xp2-s${n}`, `p-${n}`);
      await data.submissions.recordSubmissionResult(
        { submissionId: `xp2-s${n}`, userId: 'xp-2', problemId: `p-${n}` },
        judged,
        5 * (n + 1),
        new Date(`${day}T12:00:00.000Z`),
      );
    }
    expect(await data.xp.getXpHistory('xp-2', 'D', '2026-11-01', '2026-11-30')).toEqual([
      { period: '2026-11-03', xp: 5 },
      { period: '2026-11-17', xp: 10 },
    ]);
    expect(await data.xp.getXpHistory('xp-2', 'M', '2026-11', '2026-12')).toEqual([
      { period: '2026-11', xp: 15 },
      { period: '2026-12', xp: 15 },
    ]);
  });
});

describe('a deleted account cannot write anything', () => {
  beforeAll(async () => createUser('friend'));

  /** Every writer of a user's items, each resolving to whether it wrote. */
  const writers = (userId: string, n: number) => [
    async () => (await data.profileUpdates.updateProfile(userId, { name: `n${n}` })) !== undefined,
    async () => data.presence.recordActivity(userId, new Date(Date.now() + n * 31_000)),
    async () =>
      (await data.sessions.createSession({
        userId,
        sessionId: `s-${n}`,
        deviceType: 'desktop',
        deviceName: 'PC',
        browser: 'B',
        os: 'L',
        createdAt: new Date().toISOString(),
      })) !== undefined,
    async () => (await data.connections.saveConnection(`c-${userId}-${n}`, userId)) === 'saved',
    async () => queuedSubmission(userId, `sub-${userId}-${n}`, `p-${n}`),
    async () =>
      data.friendRequests.putFriendRequest({
        toUserId: userId,
        fromUserId: 'friend',
        status: 'pending',
        sentAt: new Date().toISOString(),
        fromName: 'F',
        fromEmail: 'f@example.com',
      }),
    async () => (await data.profileUpdates.setAvatarKey(userId, `user-avatars/${userId}/${n}.png`)) !== null,
  ];

  const deleteAccount = (userId: string, hooks: { afterTombstone?: () => Promise<void>; afterListing?: () => Promise<void> } = {}) =>
    data.deletion.deleteAccount(
      {
        markDeleting: async (id) => {
          const marked = await data.guard.markAccountDeleting(id);
          await hooks.afterTombstone?.();
          return marked;
        },
        deleteAllAvatars: async () => 0,
        listUserItemKeys: async (id) => {
          const listed = await data.userItems.listUserItemKeys(id);
          await hooks.afterListing?.();
          return listed;
        },
        deleteItems: data.userItems.deleteItems,
        revokeAllSignIns: async () => {},
        signOutEverywhere: async () => {},
        deleteIdentity: async () => {},
        // The sockets' own closing is tested on the local gateway (test/integration/chat/socket-sign-out.test.ts).
        closeAllSockets: async () => 0,
        profileKey: (id) => ({ pk: data.keys.user(id), sk: data.keys.profileSort() }),
      },
      { userId, email: `${userId}@example.com`, groups: [], role: 'student' },
      undefined,
    );

  it('refuses every writer once the deletion has begun, and after it', async () => {
    await createUser('del-1');
    const refusedDuring: boolean[] = [];
    await deleteAccount('del-1', {
      // The worst moment: the tombstone is set, nothing has been listed yet.
      afterTombstone: async () => {
        for (const write of writers('del-1', 1)) refusedDuring.push(!(await write()));
      },
    });
    expect(refusedDuring).toEqual(writers('del-1', 1).map(() => true));
    for (const write of writers('del-1', 2)) expect(await write()).toBe(false);
    // XP for a submission judged while the account went away lands nowhere in the user's partition.
    await data.submissions.recordSubmissionResult({ submissionId: 'sub-del-1-1', userId: 'del-1', problemId: 'p-1' }, judged, 15).catch(() => undefined);
    expect(await itemsOf('del-1')).toEqual([]);
  });

  it('leaves nothing behind when writes race the deletion', async () => {
    await createUser('del-2');
    for (const [n, write] of writers('del-2', 0).entries()) expect([n, await write()]).toEqual([n, true]);
    await queuedSubmission('del-2', 'race-s', 'race-p');

    let deleting = true;
    const racers = [0, 1, 2].map(async (racer) => {
      let n = 10 + racer * 1000;
      while (deleting) for (const write of writers('del-2', n++)) await write();
    });
    const award = data.submissions.recordSubmissionResult({ submissionId: 'race-s', userId: 'del-2', problemId: 'race-p' }, judged, 15).catch(() => undefined);
    await deleteAccount('del-2');
    deleting = false;
    await Promise.all([...racers, award]);

    expect(await itemsOf('del-2')).toEqual([]);
    expect(await data.profiles.getAccountItems('del-2')).toBeUndefined();
  });

  it('lets a retried deletion finish when the profile is already gone', async () => {
    await createUser('del-3');
    await deleteAccount('del-3');
    await expect(deleteAccount('del-3')).resolves.toEqual({ success: true });
    expect(await itemsOf('del-3')).toEqual([]);
  });
});
