/** The friends domain (lambdas/friends/friends.ts) over fake repositories: outcomes, errors, texts, pushes. */
import { describe, expect, it, vi } from 'vitest';
import { friendsMessages } from '@contract/friends';
import type { ServerMessage } from '@contract/realtime';
import {
  acceptRequest,
  cancelRequest,
  getSummary,
  inviteWeekOf,
  listFriends,
  listIncomingRequests,
  rejectRequest,
  removeFriend,
  sendRequest,
  type FriendsDeps,
  type FriendsRepository,
} from '../../../../lambdas/friends/friends';
import type { Caller } from '../../../../lambdas/shared/caller';

const ana: Caller = { userId: 'ana', email: 'ana@example.com', groups: [], role: 'student' };
const NOW = new Date('2026-11-26T12:00:00.000Z');

function fakeDeps(overrides: Partial<FriendsRepository> = {}, plan = 'free') {
  const pushes: [string, ServerMessage][] = [];
  const repo: FriendsRepository = {
    getSender: async () => ({ name: 'Ana', email: 'ana@example.com', plan }),
    getStoredPlanLimits: async () => undefined,
    sendFriendRequest: vi.fn(async () => 'sent' as const),
    acceptFriendRequest: vi.fn(async () => 'accepted' as const),
    deleteFriendRequest: vi.fn(async () => 'deleted' as const),
    removeFriendship: vi.fn(async () => 'deleted' as const),
    listFriendsPage: async () => ({ items: [], nextCursor: null }),
    listIncomingRequestsPage: async () => ({ items: [], nextCursor: null }),
    listSentRequestsPage: async () => ({ items: [], nextCursor: null }),
    countFriends: async () => 0,
    countPendingIncomingRequests: async () => 0,
    countSentRequests: async () => 0,
    getInvitesUsed: async () => 0,
    listFriendIds: async () => [],
    getPublicUsers: async () => new Map(),
    ...overrides,
  };
  const deps: FriendsDeps = {
    repo,
    push: async (userId, message) => void pushes.push([userId, message]),
    avatarUrlOf: async (key) => `https://cdn.example/${key}`,
    now: () => NOW,
  };
  return { deps, repo, pushes };
}

const status = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { statusCode?: number; message: string }) => [e.statusCode, e.message],
  );

describe('sending a friend request', () => {
  it('sends with the plan’s weekly allowance of the ISO week (UTC) and tells the recipient', async () => {
    const { deps, repo, pushes } = fakeDeps();
    expect(await sendRequest(deps, ana, 'ben')).toEqual({ outcome: 'sent' });
    expect(repo.sendFriendRequest).toHaveBeenCalledWith(
      { fromUserId: 'ana', toUserId: 'ben', fromName: 'Ana', fromEmail: 'ana@example.com', sentAt: NOW.toISOString() },
      { week: '2026-W48', limit: 10 },
      NOW,
    );
    expect(pushes).toEqual([['ben', { type: 'friends_changed', change: 'request_received', userId: 'ana' }]]);
  });

  it.each([
    ['pro', 25],
    ['premium', -1],
    // docs/decisions/D03: "enterprise" reads as premium; anything unknown as free.
    ['enterprise', -1],
    ['gold', 10],
  ])('a %s plan allows %i invites a week', async (plan, limit) => {
    const { deps, repo } = fakeDeps({}, plan);
    await sendRequest(deps, ana, 'ben');
    expect(vi.mocked(repo.sendFriendRequest).mock.calls[0]![1].limit).toBe(limit);
  });

  it('takes the stored plan limits over the defaults', async () => {
    const { deps, repo } = fakeDeps({ getStoredPlanLimits: async () => ({ free: { friend_invites_per_week: 3 } }) });
    await sendRequest(deps, ana, 'ben');
    expect(vi.mocked(repo.sendFriendRequest).mock.calls[0]![1].limit).toBe(3);
  });

  it('accepts the other user’s request when they asked first (outcome friends)', async () => {
    const { deps, repo, pushes } = fakeDeps({ sendFriendRequest: vi.fn(async () => 'incomingExists' as const) });
    expect(await sendRequest(deps, ana, 'ben')).toEqual({ outcome: 'friends' });
    expect(repo.acceptFriendRequest).toHaveBeenCalledWith('ana', 'ben', NOW);
    expect(pushes).toEqual([['ben', { type: 'friends_changed', change: 'request_accepted', userId: 'ana' }]]);
  });

  it('sends after all when the other user withdrew their request meanwhile', async () => {
    const send = vi.fn().mockResolvedValueOnce('incomingExists').mockResolvedValueOnce('sent');
    const { deps } = fakeDeps({ sendFriendRequest: send, acceptFriendRequest: vi.fn(async () => 'requestNotFound' as const) });
    expect(await sendRequest(deps, ana, 'ben')).toEqual({ outcome: 'sent' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['alreadySent', 409, friendsMessages.alreadySent],
    ['alreadyFriends', 409, friendsMessages.alreadyFriends],
    ['limitReached', 429, friendsMessages.planLimit],
    ['targetGone', 404, friendsMessages.userNotFound],
    ['accountGone', 404, 'User account not found.'],
  ] as const)('answers %s with %i and the spec text, pushing nothing', async (outcome, code, message) => {
    const { deps, pushes } = fakeDeps({ sendFriendRequest: vi.fn(async () => outcome) });
    expect(await status(sendRequest(deps, ana, 'ben'))).toEqual([code, message]);
    expect(pushes).toEqual([]);
  });

  it('refuses sending to yourself before reading anything', async () => {
    const { deps, repo } = fakeDeps();
    expect(await status(sendRequest(deps, ana, 'ana'))).toEqual([400, friendsMessages.notYourself]);
    expect(repo.sendFriendRequest).not.toHaveBeenCalled();
  });

  it('a failed push never fails the request', async () => {
    const { deps } = fakeDeps();
    deps.push = async () => {
      throw new Error('socket down');
    };
    expect(await sendRequest(deps, ana, 'ben')).toEqual({ outcome: 'sent' });
  });
});

describe('answering requests and unfriending', () => {
  it('accept, reject and cancel act on the caller’s side of the request only', async () => {
    const { deps, repo, pushes } = fakeDeps();
    await acceptRequest(deps, ana, 'ben');
    expect(repo.acceptFriendRequest).toHaveBeenCalledWith('ana', 'ben', NOW);
    await rejectRequest(deps, ana, 'cat');
    expect(repo.deleteFriendRequest).toHaveBeenLastCalledWith('ana', 'cat', 'ana');
    await cancelRequest(deps, ana, 'dan');
    expect(repo.deleteFriendRequest).toHaveBeenLastCalledWith('dan', 'ana', 'ana');
    await removeFriend(deps, ana, 'eve');
    expect(repo.removeFriendship).toHaveBeenCalledWith('ana', 'eve');
    expect(pushes.map(([to, m]) => [to, m.type === 'friends_changed' && m.change])).toEqual([
      ['ben', 'request_accepted'],
      ['cat', 'request_rejected'],
      ['dan', 'request_cancelled'],
      ['eve', 'unfriended'],
    ]);
  });

  it('maps what the table answered to the spec texts', async () => {
    const { deps } = fakeDeps({
      acceptFriendRequest: vi.fn(async () => 'requestNotFound' as const),
      deleteFriendRequest: vi.fn(async () => 'notFound' as const),
      removeFriendship: vi.fn(async () => 'notFound' as const),
    });
    expect(await status(acceptRequest(deps, ana, 'ben'))).toEqual([404, friendsMessages.requestNotFound]);
    expect(await status(rejectRequest(deps, ana, 'ben'))).toEqual([404, friendsMessages.requestNotFound]);
    expect(await status(cancelRequest(deps, ana, 'ben'))).toEqual([404, friendsMessages.requestNotFound]);
    expect(await status(removeFriend(deps, ana, 'ben'))).toEqual([404, friendsMessages.notFriends]);
    expect(await status(acceptRequest(deps, ana, 'ana'))).toEqual([404, friendsMessages.requestNotFound]);
    const gone = fakeDeps({ acceptFriendRequest: vi.fn(async () => 'otherGone' as const), removeFriendship: vi.fn(async () => 'otherGone' as const) });
    expect(await status(acceptRequest(gone.deps, ana, 'ben'))).toEqual([404, friendsMessages.userNotFound]);
    expect(await status(removeFriend(gone.deps, ana, 'ben'))).toEqual([404, friendsMessages.userNotFound]);
  });
});

describe('lists and the summary', () => {
  it('shows friends with presence, hidden when they hide it, without any e-mail address', async () => {
    const recent = new Date(NOW.getTime() - 60_000).toISOString();
    const { deps } = fakeDeps({
      listFriendsPage: async () => ({
        items: [
          { friendId: 'ben', since: 's1' },
          { friendId: 'cat', since: 's2' },
          { friendId: 'dan', since: 's3' },
        ],
        nextCursor: 'c',
      }),
      getPublicUsers: async () =>
        new Map([
          ['ben', { userId: 'ben', name: 'Ben', avatarKey: 'k/ben.png', country: 'PK', presence: { status: 'online', lastActiveAt: recent } }],
          ['cat', { userId: 'cat', name: 'Cat', showStatus: false, presence: { status: 'online', lastActiveAt: recent } }],
          ['dan', { userId: 'dan', name: 'Dan', avatar: 'https://pic', presence: { status: 'online', lastActiveAt: '2026-11-26T11:00:00.000Z' } }],
        ]),
    });
    expect(await listFriends(deps, ana)).toEqual({
      friends: [
        { userId: 'ben', name: 'Ben', avatar: 'https://cdn.example/k/ben.png', country: 'PK', since: 's1', status: 'online', lastSeen: recent },
        { userId: 'cat', name: 'Cat', since: 's2', status: 'hidden' },
        { userId: 'dan', name: 'Dan', avatar: 'https://pic', since: 's3', status: 'offline', lastSeen: '2026-11-26T11:00:00.000Z' },
      ],
      nextCursor: 'c',
    });
  });

  it('answers a cursor the table refused with 400', async () => {
    const { deps } = fakeDeps({ listIncomingRequestsPage: async () => 'invalidCursor' as const });
    expect((await status(listIncomingRequests(deps, ana, 'forged')))[0]).toBe(400);
  });

  it('counts friends, requests both ways, friends online, and the week’s invites', async () => {
    const recent = new Date(NOW.getTime() - 60_000).toISOString();
    const { deps } = fakeDeps(
      {
        countFriends: async () => 3,
        countPendingIncomingRequests: async () => 2,
        countSentRequests: async () => 1,
        getInvitesUsed: async (_u, week) => (week === '2026-W48' ? 4 : 0),
        listFriendIds: async () => ['ben', 'cat', 'dan'],
        getPublicUsers: async () =>
          new Map([
            ['ben', { userId: 'ben', name: 'Ben', presence: { status: 'online', lastActiveAt: recent } }],
            ['cat', { userId: 'cat', name: 'Cat', showStatus: false, presence: { status: 'online', lastActiveAt: recent } }],
            ['dan', { userId: 'dan', name: 'Dan', presence: { status: 'offline', lastActiveAt: recent } }],
          ]),
      },
      'pro',
    );
    expect(await getSummary(deps, ana)).toEqual({
      totalFriends: 3,
      pendingRequests: 2,
      sentRequests: 1,
      friendsActive: 1,
      invites: { used: 4, limit: 25, week: '2026-W48' },
    });
  });

  it('counts invites per ISO week in UTC', () => {
    expect(inviteWeekOf(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-W01');
    expect(inviteWeekOf(new Date('2027-01-03T23:59:59.000Z'))).toBe('2026-W53');
    expect(inviteWeekOf(new Date('2026-11-29T23:59:59.999Z'))).toBe('2026-W48');
    expect(inviteWeekOf(new Date('2026-11-30T00:00:00.000Z'))).toBe('2026-W49');
  });
});
