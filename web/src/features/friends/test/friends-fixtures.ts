import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ChatHistory, ChatMessage } from '@contract/chat';
import type { Friend, FriendsSummary, UserSummary } from '@contract/friends';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { type ApiCall, mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';

export type Reply =
  | { status?: number; body?: unknown }
  | ((call: ApiCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

/** The signed-in test user (fake-auth's student). */
export const ME = 'student-id';

export const user = (id: string, name: string): UserSummary => ({ userId: id, name });
export const friend = (id: string, name: string, overrides: Partial<Friend> = {}): Friend => ({
  ...user(id, name),
  since: '2026-01-01T00:00:00.000Z',
  status: 'offline',
  ...overrides,
});
export const request = (u: UserSummary) => ({ user: u, sentAt: '2026-02-01T10:00:00.000Z' });

export function testSummary(overrides: Partial<FriendsSummary> = {}): FriendsSummary {
  return { totalFriends: 0, pendingRequests: 0, sentRequests: 0, friendsActive: 0, invites: { used: 0, limit: 10, week: '2026-W10' }, ...overrides };
}

let sequence = 0;
/** A stored chat message; `minute` orders them. */
export function chatMessage(from: string, to: string, content: string, minute: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence++;
  return {
    messageId: `m-${minute}-${sequence}`,
    chatId: [from, to].sort().join('_'),
    fromUserId: from,
    toUserId: to,
    content,
    sentAt: new Date(Date.UTC(2026, 2, 1, 12, minute)).toISOString(),
    read: false,
    clientId: `client${String(minute).padStart(4, '0')}x${sequence}`,
    ...overrides,
  };
}

export const historyPage = (
  friendId: string,
  messages: ChatMessage[],
  olderCursor: string | null = null,
  allowance = { allowed: true, reason: null as string | null },
): ChatHistory => ({
  chatId: [ME, friendId].sort().join('_'),
  messages,
  olderCursor,
  allowance,
});

/** Every route the friends screen reads, answered empty unless a test says otherwise. */
export function mockFriends(routes: Record<string, Reply> = {}) {
  return mockApi({
    'GET /me': { body: testProfile() },
    'GET /me/friend-requests/pending-count': { body: { pending: 0 } },
    'GET /friends/summary': { body: testSummary() },
    'GET /friends': { body: { friends: [], nextCursor: null } },
    'GET /friend-requests/incoming': { body: { requests: [], nextCursor: null } },
    'GET /friend-requests/sent': { body: { requests: [], nextCursor: null } },
    'GET /me/chats/unread': { body: { total: 0, conversations: [] } },
    ...routes,
  });
}

interface RenderOptions {
  readonly signedIn?: boolean;
  readonly path?: string;
  /** Opens a fake socket (realtime on). */
  readonly realtime?: boolean;
}

export function renderFriends({ signedIn = true, path = '/friends', realtime = false }: RenderOptions = {}) {
  return renderApp({ path, auth: fakeAuthSource(signedIn ? testUser('student') : null), ...(realtime ? { createSocket: FakeSocket.create } : {}) });
}

/** Waits for the provider's socket (opened 500 ms after sign-in) and opens it. */
export async function openSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.latest();
  act(() => socket.open());
  return socket;
}

export const push = (socket: FakeSocket, message: unknown) => act(() => socket.receive(message));

/** The value of a counter card. */
export const counter = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

export const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Friends' })).getByRole('tab', { name });

/** A reply held back until the test opens it: to see an optimistic state before the server answers. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
