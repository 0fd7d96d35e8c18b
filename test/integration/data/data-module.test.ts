/**
 * The data module against the real DynamoDB Local: conditions, the TTL attribute and the gsi1
 * look-up behave as the unit tests' mocks assume.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_USER } from '@contract/metering';
import { loadDataModules } from '../support/data-modules';

const { data } = loadDataModules('codearena-data-test', async () => ({
  profiles: await import('../../../lambdas/data/user-profiles'),
  connections: await import('../../../lambdas/data/connections'),
  clients: await import('../../../lambdas/data/clients'),
}));

describe('user profiles', () => {
  const profile = { userId: 'u-1', email: 'ada@example.com', name: 'Ada', role: 'student' as const, createdAt: '2026-11-22T10:00:00.000Z' };

  it('creates a profile once and never overwrites it', async () => {
    expect(await data.profiles.createProfileIfAbsent(profile)).toBe(true);
    expect(await data.profiles.createProfileIfAbsent({ ...profile, name: 'Someone else' })).toBe(false);
    const stored = await data.profiles.getAccountItems('u-1');
    expect(stored?.profile).toMatchObject({ name: 'Ada', plan: 'free' });
    expect(stored?.stats).toMatchObject({ currentStreak: 1, xp: 0, lastLoginDate: '2026-11-22' });
    expect(stored?.profile.certificates).toHaveLength(5);
  });

  it('promotes an existing profile to staff', async () => {
    await data.profiles.upsertStaffProfile({ ...profile, role: 'mentor' });
    expect((await data.profiles.getProfile('u-1'))?.role).toBe('mentor');
    expect((await data.profiles.getProfile('u-1'))?.name).toBe('Ada');
  });
});

describe('connections', () => {
  it('stores a connection findable by its user, refreshes it, and deletes it', async () => {
    await data.profiles.createProfileIfAbsent({ userId: 'u-9', email: 'u9@example.com', name: 'Nine', role: 'student', createdAt: '2026-11-22T10:00:00.000Z' });
    expect(await data.connections.saveConnection('c-1', 'u-9')).toBe('saved');
    const byUser = await data.clients.documentClient().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :conn)',
        ExpressionAttributeValues: { ':pk': 'USER#u-9', ':conn': 'CONN#' },
      }),
    );
    expect(byUser.Items?.map((i) => i.connectionId)).toEqual(['c-1']);

    expect(await data.connections.touchConnection('c-1')).toBe(true);
    await data.connections.deleteConnection('c-1');
    expect(await data.connections.touchConnection('c-1')).toBe(false);
  });

  it('holds at most MAX_SOCKETS_PER_USER live sockets per user, however they race; a closed or expired one frees its slot', async () => {
    await data.profiles.createProfileIfAbsent({
      userId: 'u-many',
      email: 'many@example.com',
      name: 'Many',
      role: 'student',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    const now = new Date();
    const opened = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_USER + 4 }, (_, i) => data.connections.saveConnection(`m-${i}`, 'u-many', now)));
    expect(opened.filter((o) => o === 'saved')).toHaveLength(MAX_SOCKETS_PER_USER);
    expect(opened.filter((o) => o === 'tooMany')).toHaveLength(4);
    const holding = opened.flatMap((o, i) => (o === 'saved' ? [`m-${i}`] : []));
    // Closing one frees a slot for the next.
    await data.connections.deleteConnection(holding[0]!);
    expect(await data.connections.saveConnection('m-after-close', 'u-many', now)).toBe('saved');
    expect(await data.connections.saveConnection('m-one-too-many', 'u-many', now)).toBe('tooMany');
    // Three hours on, every socket of then has expired (API Gateway closes them at two): all slots are free.
    expect(await data.connections.saveConnection('m-later', 'u-many', new Date(now.getTime() + 3 * 3_600_000 + 1_000))).toBe('saved');
  });
});
