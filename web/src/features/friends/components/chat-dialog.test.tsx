import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '@contract/chat';
import { preloadPages } from '@web/test/preload-pages';
import { ADA, bubbles, bubbleText, messageInput, mockChat, openChat, openMessages, sendButton } from '../test/chat-fixtures';
import { chatMessage, historyPage, ME, openSocket, push, renderFriends } from '../test/friends-fixtures';

beforeAll(() => preloadPages('/friends'), 60_000);

const texts = (dialog: HTMLElement) => bubbles(dialog).map(bubbleText);
const status = (bubble: HTMLElement) => bubble.querySelector('.chat-bubble__status')?.textContent ?? null;

describe('the chat panel', () => {
  it('lists the friends with their unread counts, says why nothing can be sent yet, and reads a conversation on opening it', async () => {
    const api = mockChat({
      'GET /me/chats/unread': {
        body: {
          total: 3,
          conversations: [
            { userId: 'a', unread: 2 },
            { userId: 'b', unread: 1 },
          ],
        },
      },
    });
    renderFriends();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Messages/ })).toHaveTextContent('Messages3 unread'));

    const panel = await openMessages();
    const ada = await within(panel).findByRole('button', { name: 'Chat with Ada Lovelace, 2 unread' });
    expect(within(panel).getByRole('button', { name: 'Chat with Alan Turing, 1 unread' })).toBeInTheDocument();
    expect(ada.querySelector('.chat-badge')).toHaveTextContent('2');
    // Nothing picked: the default reason replaces the placeholder, and nothing can be sent.
    expect(messageInput(panel)).toBeDisabled();
    expect(messageInput(panel)).toHaveAttribute('placeholder', chatMessages.noFriendSelected);
    expect(messageInput(panel)).toHaveAttribute('title', 'No friend selected');
    expect(sendButton(panel)).toBeDisabled();
    expect(api.callsTo('POST', '/chats/a/read')).toHaveLength(0);

    await userEvent.click(ada);
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Ada Lovelace' });
    await waitFor(() => expect(api.callsTo('POST', '/chats/a/read')).toHaveLength(1));
    expect(api.callsTo('POST', '/chats/b/read')).toHaveLength(0);
    // Read: Ada's badge goes and the total falls by her 2; Alan's stays.
    const picked = within(dialog).getByRole('button', { name: 'Chat with Ada Lovelace' });
    expect(picked).toHaveAttribute('aria-current', 'true');
    expect(picked.querySelector('.chat-badge')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Chat with Alan Turing, 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Messages/, hidden: true })).toHaveTextContent('Messages1 unread');
    expect(await within(dialog).findByText('No messages yet. Say hello!')).toBeInTheDocument();
    expect(messageInput(dialog)).toBeEnabled();
    expect(messageInput(dialog)).toHaveAttribute('placeholder', 'Type a message...');
  });

  it('shows the history oldest first, own messages right-aligned with their time of day and Read or Sent', async () => {
    const history = [chatMessage('a', ME, 'Hi there', 1), chatMessage(ME, 'a', 'Hello Ada', 2, { read: true }), chatMessage(ME, 'a', 'How are you?', 3)];
    const api = mockChat({ 'GET /chats/a/messages': { body: historyPage('a', history) } });
    renderFriends();
    const dialog = await openChat('Ada Lovelace');
    await waitFor(() => expect(texts(dialog)).toEqual(['Hi there', 'Hello Ada', 'How are you?']));
    expect(api.callsTo('GET', '/chats/a/messages').map((c) => c.query.before)).toEqual([undefined]);

    const shown = bubbles(dialog);
    expect(shown.map((b) => b.classList.contains('chat-bubble--own'))).toEqual([false, true, true]);
    expect(shown.map(status)).toEqual([null, 'Read', 'Sent']);
    expect(shown.map((b) => b.textContent?.startsWith('You: '))).toEqual([false, true, true]);
    shown.forEach((bubble, i) => {
      const time = bubble.querySelector('time')!;
      const sentAt = history[i]!.sentAt;
      expect(time).toHaveAttribute('datetime', sentAt);
      // The time of day (12- or 24-hour as the locale writes it), with the local minute of sentAt.
      expect(time.textContent).toMatch(/^\d{1,2}:\d{2}(\s?[AP]M)?$/i);
      expect(time.textContent).toContain(`:${String(new Date(sentAt).getMinutes()).padStart(2, '0')}`);
    });
  });

  it("loads older pages by 'Load older messages' and by scrolling to the top, with the before= cursor, keeping the order", async () => {
    const m = Array.from({ length: 6 }, (_, i) => chatMessage(i % 2 ? ME : 'a', i % 2 ? 'a' : ME, `message ${i + 1}`, i + 1));
    const api = mockChat({
      'GET /chats/a/messages': ({ query }) => {
        if (query.before === 'older-1') return { body: historyPage('a', [m[2]!, m[3]!], 'older-2') };
        if (query.before === 'older-2') return { body: historyPage('a', [m[0]!, m[1]!], null) };
        return { body: historyPage('a', [m[4]!, m[5]!], 'older-1') };
      },
    });
    renderFriends();
    const dialog = await openChat('Ada Lovelace');
    await waitFor(() => expect(texts(dialog)).toEqual(['message 5', 'message 6']));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(texts(dialog)).toEqual(['message 3', 'message 4', 'message 5', 'message 6']));
    expect(api.callsTo('GET', '/chats/a/messages').map((c) => c.query.before)).toEqual([undefined, 'older-1']);

    // Scrolled to the top: the next older page, and then no more to load.
    fireEvent.scroll(within(dialog).getByRole('log'), { target: { scrollTop: 0 } });
    await waitFor(() => expect(texts(dialog)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5', 'message 6']));
    expect(api.callsTo('GET', '/chats/a/messages').map((c) => c.query.before)).toEqual([undefined, 'older-1', 'older-2']);
    expect(within(dialog).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('disables the input and Send with the reason in place of the placeholder when the server refuses chatting', async () => {
    const reason = chatMessages.recipientDisabled('Ada Lovelace');
    mockChat({ 'GET /chats/a/messages': { body: historyPage('a', [chatMessage('a', ME, 'Old news', 1)], null, { allowed: false, reason }) } });
    renderFriends();
    const dialog = await openChat('Ada Lovelace');
    await waitFor(() => expect(messageInput(dialog)).toHaveAttribute('placeholder', reason));
    expect(messageInput(dialog)).toBeDisabled();
    expect(messageInput(dialog)).toHaveAttribute('title', reason);
    expect(messageInput(dialog)).toHaveAccessibleDescription(reason);
    expect(sendButton(dialog)).toBeDisabled();
    // The history still shows.
    expect(texts(dialog)).toEqual(['Old news']);

    // Another friend who may be written to: the input is back.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chat with Alan Turing' }));
    const alan = await screen.findByRole('dialog', { name: 'Chat with Alan Turing' });
    await waitFor(() => expect(messageInput(alan)).toBeEnabled());
    expect(messageInput(alan)).toHaveAttribute('placeholder', 'Type a message...');
  });

  it('marks a message that arrives in the open conversation read, counts one for a closed one, and shows read receipts', async () => {
    const asked = chatMessage(ME, 'a', 'Are you there?', 2);
    // The server's counts: Alan's message is stored (and counted) before its push goes out.
    let fromAlan = 0;
    const api = mockChat({
      'GET /chats/a/messages': { body: historyPage('a', [asked]) },
      'GET /me/chats/unread': () => ({ body: { total: fromAlan, conversations: fromAlan ? [{ userId: 'b', unread: fromAlan }] : [] } }),
    });
    renderFriends({ realtime: true });
    const socket = await openSocket();
    const dialog = await openChat(ADA.name);
    await waitFor(() => expect(texts(dialog)).toEqual(['Are you there?']));
    // Its push, late (the history was read after it was stored): no second copy.
    push(socket, { type: 'chat_message', message: asked });
    expect(texts(dialog)).toEqual(['Are you there?']);
    await waitFor(() => expect(api.callsTo('POST', '/chats/a/read')).toHaveLength(1));
    expect(status(bubbles(dialog)[0]!)).toBe('Sent');

    // Alan reads his own chat: not Ada's receipt.
    push(socket, { type: 'chat_read', userId: 'b', readAt: '2026-03-01T12:30:00.000Z' });
    expect(status(bubbles(dialog)[0]!)).toBe('Sent');
    push(socket, { type: 'chat_read', userId: 'a', readAt: '2026-03-01T12:30:00.000Z' });
    await waitFor(() => expect(status(bubbles(dialog)[0]!)).toBe('Read'));

    push(socket, { type: 'chat_message', message: chatMessage('a', ME, 'Yes, here!', 31) });
    await waitFor(() => expect(texts(dialog)).toEqual(['Are you there?', 'Yes, here!']));
    await waitFor(() => expect(api.callsTo('POST', '/chats/a/read')).toHaveLength(2));

    // From Alan, whose conversation is closed: unread, not marked read, and not shown here.
    fromAlan = 1;
    const psst = chatMessage('b', ME, 'Psst', 32);
    push(socket, { type: 'chat_message', message: psst });
    expect(await within(dialog).findByRole('button', { name: 'Chat with Alan Turing, 1 unread' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/chats/b/read')).toHaveLength(0);
    expect(texts(dialog)).toEqual(['Are you there?', 'Yes, here!']);

    // The same message's push once more, as when it lands after a read of the counts that already
    // held it: the counts are read again, and it still counts once.
    const readsBefore = api.callsTo('GET', '/me/chats/unread').length;
    push(socket, { type: 'chat_message', message: psst });
    await waitFor(() => expect(api.callsTo('GET', '/me/chats/unread').length).toBeGreaterThan(readsBefore));
    expect(within(dialog).getByRole('button', { name: 'Chat with Alan Turing, 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Messages/, hidden: true })).toHaveTextContent('Messages1 unread');
  });

  it('says the history failed to load, and Retry loads it', async () => {
    let fail = true;
    mockChat({
      'GET /chats/a/messages': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: historyPage('a', [chatMessage('a', ME, 'Back again', 1)]) }),
    });
    renderFriends();
    const dialog = await openChat('Ada Lovelace');
    const log = within(dialog).getByRole('log', { name: 'Messages with Ada Lovelace' });
    expect(await within(log).findByRole('alert')).toHaveTextContent('Failed to load messages.');
    expect(bubbles(dialog)).toEqual([]);
    fail = false;
    await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(texts(dialog)).toEqual(['Back again']));
    expect(within(log).queryByRole('alert')).toBeNull();
  });

  it('says the friends failed to load, and Retry loads them', async () => {
    let fail = true;
    mockChat({ 'GET /friends': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { friends: [ADA], nextCursor: null } }) });
    renderFriends();
    const panel = await openMessages();
    const friends = within(panel).getByRole('navigation', { name: 'Friends' });
    expect(await within(friends).findByRole('alert')).toHaveTextContent('Failed to load. Please try again.');
    fail = false;
    await userEvent.click(within(friends).getByRole('button', { name: 'Retry' }));
    expect(await within(friends).findByRole('button', { name: 'Chat with Ada Lovelace' })).toBeInTheDocument();
    expect(within(friends).queryByRole('alert')).toBeNull();
  });
});
