/** Sending a chat message (lambdas/chat/send-message.ts) with plain dependencies: refusals, ack and push targets, resends. */
import { describe, expect, it, vi } from 'vitest';
import { chatMessages } from '@contract/chat';
import type { ServerMessage } from '@contract/realtime';
import type { ChatParty, ChatStoring, NewChatMessage } from '../../../../lambdas/data/chat';
import { sendChatMessage, type ChatSendDeps } from '../../../../lambdas/chat/send-message';

const party = (userId: string, name: string, over: Partial<ChatParty> = {}): ChatParty => ({ userId, name, showMessages: true, writable: true, ...over });

function fakeDeps(over: Partial<ChatSendDeps> & { parties?: Record<string, ChatParty>; friends?: boolean } = {}) {
  const pushes: { ids: readonly string[]; message: ServerMessage }[] = [];
  const parties = over.parties ?? { ann: party('ann', 'Ann'), ben: party('ben', 'Ben') };
  const deps: ChatSendDeps = {
    getChatParty: async (id) => parties[id],
    areFriends: async () => over.friends ?? true,
    storeChatMessage: vi.fn(async (m: NewChatMessage): Promise<ChatStoring> => ({ outcome: 'stored', message: { ...m, chatId: 'ann_ben' } })),
    findSentMessage: async () => undefined,
    getConversationPair: async () => ({}),
    listUserConnectionIds: async (id) => [`${id}-1`, `${id}-2`],
    pushToConnections: async (ids, message) => {
      pushes.push({ ids, message });
      return ids.length;
    },
    ...over,
  };
  return { deps, pushes };
}

const now = new Date('2026-11-20T10:00:00.000Z');
const input = { toUserId: 'ben', clientId: 'client-0001', content: 'Hi Ben' };
const sendAsAnn = (deps: ChatSendDeps, body = input) => sendChatMessage(deps, { userId: 'ann', connectionId: 'ann-1' }, body, now, () => 'm-1');

describe('sendChatMessage', () => {
  it('acks the sending connection and pushes chat_message to every connection of the recipient and the sender’s others', async () => {
    const { deps, pushes } = fakeDeps();
    const outcome = await sendAsAnn(deps);
    expect(outcome).toMatchObject({ sent: 'stored', message: { messageId: 'm-1', content: 'Hi Ben', read: false, sentAt: now.toISOString() } });
    const ack = pushes.find((p) => p.message.type === 'chat_ack')!;
    expect(ack).toEqual({ ids: ['ann-1'], message: expect.objectContaining({ clientId: 'client-0001' }) });
    const delivery = pushes.find((p) => p.message.type === 'chat_message')!;
    expect([...delivery.ids].sort()).toEqual(['ann-2', 'ben-1', 'ben-2']);
    expect(pushes).toHaveLength(2);
  });

  it.each([
    ['the sender disabled messages', { parties: { ann: party('ann', 'Ann', { showMessages: false }), ben: party('ben', 'Ben') } }, chatMessages.senderDisabled],
    [
      'the recipient disabled messages',
      { parties: { ann: party('ann', 'Ann'), ben: party('ben', 'Ben', { showMessages: false }) } },
      chatMessages.recipientDisabled('Ben'),
    ],
    ['they are not friends', { friends: false }, chatMessages.notFriends],
    ['the recipient does not exist', { parties: { ann: party('ann', 'Ann') } }, chatMessages.notFriends],
    // A stranger's setting is never told: not friends comes first.
    [
      'a stranger disabled messages',
      { friends: false, parties: { ann: party('ann', 'Ann'), ben: party('ben', 'Ben', { showMessages: false }) } },
      chatMessages.notFriends,
    ],
    [
      'the sender’s account is being deleted',
      { parties: { ann: party('ann', 'Ann', { writable: false }), ben: party('ben', 'Ben') } },
      chatMessages.sendFailed,
    ],
  ])('refuses with chat_error when %s, storing nothing', async (_case, over, reason) => {
    const { deps, pushes } = fakeDeps(over);
    expect(await sendAsAnn(deps)).toEqual({ refused: reason });
    expect(deps.storeChatMessage).not.toHaveBeenCalled();
    expect(pushes).toEqual([{ ids: ['ann-1'], message: { type: 'chat_error', clientId: 'client-0001', toUserId: 'ben', message: reason } }]);
  });

  it('refuses a message to oneself', async () => {
    const { deps } = fakeDeps();
    expect(await sendAsAnn(deps, { ...input, toUserId: 'ann' })).toEqual({ refused: chatMessages.notFriends });
  });

  it('maps the transaction’s refusals (a race with an unfriending or a settings change)', async () => {
    for (const [outcome, reason] of [
      ['notFriends', chatMessages.notFriends],
      ['recipientDisabled', chatMessages.recipientDisabled('Ben')],
      ['senderDisabled', chatMessages.senderDisabled],
      ['accountGone', chatMessages.sendFailed],
    ] as const) {
      const { deps, pushes } = fakeDeps({ storeChatMessage: vi.fn(async () => ({ outcome })) });
      expect(await sendAsAnn(deps)).toEqual({ refused: reason });
      expect(pushes.map((p) => p.message.type)).toEqual(['chat_error']);
    }
  });

  it('acks a resend with the stored message and pushes it to no one again', async () => {
    const stored = {
      messageId: 'm-0',
      chatId: 'ann_ben',
      fromUserId: 'ann',
      toUserId: 'ben',
      content: 'Hi Ben',
      clientId: 'client-0001',
      sentAt: '2026-11-20T09:59:00.000Z',
    };
    const { deps, pushes } = fakeDeps({
      storeChatMessage: vi.fn(async () => ({ outcome: 'duplicate' as const, message: stored })),
      getConversationPair: async () => ({ theirs: { userId: 'ben', peerId: 'ann', readAt: '2026-11-20T09:59:30.000Z' } }),
    });
    expect(await sendAsAnn(deps)).toEqual({ sent: 'duplicate', message: { ...stored, read: true } });
    expect(pushes).toEqual([{ ids: ['ann-1'], message: { type: 'chat_ack', clientId: 'client-0001', message: { ...stored, read: true } } }]);
  });

  it('acks a resend of a stored message even when sending is refused now', async () => {
    const stored = {
      messageId: 'm-0',
      chatId: 'ann_ben',
      fromUserId: 'ann',
      toUserId: 'ben',
      content: 'Hi',
      clientId: 'client-0001',
      sentAt: '2026-11-20T09:59:00.000Z',
    };
    const { deps, pushes } = fakeDeps({ friends: false, findSentMessage: async () => stored });
    expect(await sendAsAnn(deps)).toMatchObject({ sent: 'duplicate' });
    expect(pushes.map((p) => p.message.type)).toEqual(['chat_ack']);
  });

  it('answers an unexpected failure with chatMessages.sendFailed', async () => {
    const { deps, pushes } = fakeDeps({
      storeChatMessage: vi.fn(async () => {
        throw new Error('throttled');
      }),
    });
    expect(await sendAsAnn(deps)).toEqual({ refused: chatMessages.sendFailed });
    expect(pushes).toEqual([{ ids: ['ann-1'], message: expect.objectContaining({ type: 'chat_error', message: chatMessages.sendFailed }) }]);
  });

  it('still acks when the delivery to the other connections fails', async () => {
    const { deps, pushes } = fakeDeps({
      listUserConnectionIds: async () => {
        throw new Error('index unavailable');
      },
    });
    expect(await sendAsAnn(deps)).toMatchObject({ sent: 'stored' });
    expect(pushes.map((p) => p.message.type)).toEqual(['chat_ack']);
  });
});
