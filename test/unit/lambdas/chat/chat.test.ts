/** Reading a conversation back (lambdas/chat/chat.ts) with plain dependencies: authorization, cursors, read flags, allowance. */
import { describe, expect, it, vi } from 'vitest';
import { CHAT_PAGE_SIZE, chatMessages } from '@contract/chat';
import type { ChatParty, StoredChatMessage } from '../../../../lambdas/data/chat';
import { allowanceOf, decodeCursor, encodeCursor, getChatHistory, getUnreadCounts, markChatRead, type ChatReadRepository } from '../../../../lambdas/chat/chat';

const party = (userId: string, over: Partial<ChatParty> = {}): ChatParty => ({
  userId,
  name: userId.toUpperCase(),
  showMessages: true,
  writable: true,
  ...over,
});
const caller = (userId: string) => ({ userId, email: `${userId}@example.com`, role: 'student' as const, groups: [] });
const message = (n: number, from = 'ann', to = 'ben'): StoredChatMessage => ({
  messageId: `m${n}`,
  chatId: 'ann_ben',
  fromUserId: from,
  toUserId: to,
  content: `m${n}`,
  clientId: `client-${n}`,
  sentAt: `2026-11-20T10:00:${String(n).padStart(2, '0')}.000Z`,
});

function repo(over: Partial<ChatReadRepository> = {}): ChatReadRepository {
  return {
    getChatParty: async (id) => (['ann', 'ben', 'cat'].includes(id) ? party(id) : undefined),
    areFriends: async (a, b) => [a, b].sort().join() === 'ann,ben',
    getConversationPair: async () => ({}),
    readChatPage: vi.fn(async () => ({ messages: [message(3), message(2, 'ben', 'ann'), message(1)], olderKey: null })),
    isChatPageKey: (chatId, key): key is { pk: string; sk: string } =>
      typeof key === 'object' &&
      key !== null &&
      Object.keys(key).length === 2 &&
      (key as { pk?: unknown }).pk === `CHAT#${chatId}` &&
      String((key as { sk?: unknown }).sk).startsWith('MSG#'),
    markConversationRead: async () => ({ changed: true, readAt: '2026-11-20T10:01:00.000Z' }),
    listUnreadConversations: async () => [
      { peerId: 'ben', unread: 2 },
      { peerId: 'dan', unread: 3 },
    ],
    ...over,
  };
}

describe('getChatHistory', () => {
  it('answers the page oldest first, each read flag from its recipient’s readAt', async () => {
    const chats = repo({
      getConversationPair: async () => ({
        mine: { userId: 'ann', peerId: 'ben', readAt: '2026-11-20T10:00:05.000Z' },
        theirs: { userId: 'ben', peerId: 'ann', readAt: '2026-11-20T10:00:01.000Z' },
      }),
    });
    const page = await getChatHistory({ chats }, caller('ann'), 'ben');
    expect(page.messages.map((m) => [m.content, m.read])).toEqual([
      ['m1', true],
      ['m2', true],
      ['m3', false],
    ]);
    expect(page).toMatchObject({ chatId: 'ann_ben', olderCursor: null, allowance: { allowed: true, reason: null } });
    expect(chats.readChatPage).toHaveBeenCalledWith('ann_ben', CHAT_PAGE_SIZE, undefined);
  });

  it('refuses a stranger without a conversation (403), an unknown user (404) and oneself', async () => {
    await expect(getChatHistory({ chats: repo() }, caller('cat'), 'ann')).rejects.toMatchObject({ statusCode: 403, message: chatMessages.notFriends });
    await expect(getChatHistory({ chats: repo() }, caller('ann'), 'nobody')).rejects.toMatchObject({ statusCode: 404 });
    await expect(getChatHistory({ chats: repo() }, caller('ann'), 'ann')).rejects.toMatchObject({ statusCode: 403 });
  });

  it('still shows a former friend’s conversation that has messages, with sending refused', async () => {
    const chats = repo({ areFriends: async () => false, getConversationPair: async () => ({ mine: { userId: 'cat', peerId: 'ann', lastMessageAt: 'x' } }) });
    const page = await getChatHistory({ chats }, caller('cat'), 'ann');
    expect(page.allowance).toEqual({ allowed: false, reason: chatMessages.notFriends });
  });

  it('round-trips its cursor and refuses any other with 400 before reading', async () => {
    const key = { pk: 'CHAT#ann_ben', sk: 'MSG#2026-11-20T10:00:00.000Z#m1' };
    const chats = repo();
    expect(decodeCursor(chats, 'ann_ben', encodeCursor(key))).toEqual(key);
    for (const bad of [
      '%%%',
      'bm90IGpzb24',
      encodeCursor({ pk: 'CHAT#ann_cat', sk: 'MSG#1' }),
      encodeCursor({ pk: 'CHAT#ann_ben', sk: 'CLIENT#ann#x' }),
      Buffer.from('null').toString('base64url'),
    ]) {
      await expect(getChatHistory({ chats }, caller('ann'), 'ben', bad), bad).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(chats.readChatPage).not.toHaveBeenCalled();
  });
});

describe('allowanceOf (docs/requirements/friends.md §4)', () => {
  it('tells the sender’s setting first, then the friendship, then the friend’s setting with the name', () => {
    expect(allowanceOf(party('ann', { showMessages: false }), party('ben', { showMessages: false }), false)).toEqual({
      allowed: false,
      reason: chatMessages.senderDisabled,
    });
    expect(allowanceOf(party('ann'), party('ben', { showMessages: false }), false)).toEqual({ allowed: false, reason: chatMessages.notFriends });
    expect(allowanceOf(party('ann'), party('ben', { showMessages: false }), true)).toEqual({
      allowed: false,
      reason: 'BEN has disabled the option of receiving messages.',
    });
    expect(allowanceOf(party('ann'), party('ben'), true)).toEqual({ allowed: true, reason: null });
  });
});

describe('markChatRead and getUnreadCounts', () => {
  it('tells the friend when something was read, and nobody when nothing was', async () => {
    const pushToUser = vi.fn(async () => 1);
    expect(await markChatRead({ chats: repo(), pushToUser }, caller('ben'), 'ann')).toEqual({ readAt: '2026-11-20T10:01:00.000Z' });
    expect(pushToUser).toHaveBeenCalledWith('ann', { type: 'chat_read', userId: 'ben', readAt: '2026-11-20T10:01:00.000Z' });
    pushToUser.mockClear();
    await markChatRead({ chats: repo({ markConversationRead: async () => ({ changed: false, readAt: undefined }) }), pushToUser }, caller('ben'), 'ann');
    expect(pushToUser).not.toHaveBeenCalled();
  });

  it('does not fail when the push fails', async () => {
    const pushToUser = vi.fn(async () => {
      throw new Error('gone');
    });
    await expect(markChatRead({ chats: repo(), pushToUser }, caller('ben'), 'ann')).resolves.toHaveProperty('readAt');
  });

  it('sums the unread counts per friend', async () => {
    expect(await getUnreadCounts({ chats: repo() }, caller('ann'))).toEqual({
      total: 5,
      conversations: [
        { userId: 'ben', unread: 2 },
        { userId: 'dan', unread: 3 },
      ],
    });
  });
});
