import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeSocket } from '@web/lib/realtime/fake-socket';
import { friend, historyPage, mockFriends, type Reply } from './friends-fixtures';

/** The two friends of the chat tests: Ada ('a') and Alan ('b'). */
export const ADA = friend('a', 'Ada Lovelace', { status: 'online' });
export const ALAN = friend('b', 'Alan Turing');

/** The friends screen's routes plus the chat's: both friends listed, empty histories, reads accepted. */
export function mockChat(routes: Record<string, Reply> = {}) {
  const readAt = { body: { readAt: '2026-03-01T13:00:00.000Z' } };
  return mockFriends({
    'GET /friends': { body: { friends: [ADA, ALAN], nextCursor: null } },
    'GET /chats/a/messages': { body: historyPage('a', []) },
    'GET /chats/b/messages': { body: historyPage('b', []) },
    'POST /chats/a/read': readAt,
    'POST /chats/b/read': readAt,
    ...routes,
  });
}

/** Clicks Messages (its name carries the unread badge) and returns the open panel. */
export async function openMessages(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: /^Messages/ }));
  return screen.findByRole('dialog', { name: 'Messages' });
}

/** Opens the panel, picks the friend and returns the dialog once it is titled 'Chat with {name}'. */
export async function openChat(name: string): Promise<HTMLElement> {
  const panel = await openMessages();
  await userEvent.click(await within(panel).findByRole('button', { name: new RegExp(`^Chat with ${name}`) }));
  return screen.findByRole('dialog', { name: `Chat with ${name}` });
}

/** The message bubbles shown, top to bottom (notes and the 'Load older' row left out). */
export const bubbles = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('log'))
    .queryAllByRole('listitem')
    .filter((item) => item.classList.contains('chat-bubble'));

/** A bubble's own text, without the hidden 'You: ' / '{name}: ' prefix and the meta line. */
export const bubbleText = (bubble: HTMLElement) => bubble.querySelector('.chat-bubble__text')?.textContent;

export const messageInput = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
export const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^(Send|Sending\.\.\.)$/ });

interface ChatSendFrame {
  readonly type: 'chat_send';
  readonly toUserId: string;
  readonly clientId: string;
  readonly content: string;
}

/** The `chat_send` frames a socket carried (without the `user_activity` ones). */
export const chatFrames = (socket: FakeSocket) => socket.sent.filter((frame): frame is ChatSendFrame => (frame as { type?: string }).type === 'chat_send');
