import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import { createRealtimeClient, type RealtimeState } from './realtime-client';
import { reconnectDelayMs } from './realtime-policy';

function setup(getToken = vi.fn(async () => 'id-token-1')) {
  const states: RealtimeState[] = [];
  const target = new EventTarget();
  const client = createRealtimeClient({
    url: 'ws://127.0.0.1:4000/ws',
    getToken,
    createSocket: FakeSocket.create,
    activityTarget: target,
    onState: (s) => states.push(s),
  });
  const last = () => states.at(-1)!;
  return { client, states, last, target, getToken };
}

/** Lets the token promise resolve and the socket be created. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('connects with the token and sends user_activity on connect, every 30 s and on (throttled) input', async () => {
    const { client, last, target } = setup();
    client.start();
    await flush();
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://127.0.0.1:4000/ws?token=id-token-1');
    socket.open();
    expect(last()).toEqual({ status: 'connected', error: null });
    expect(socket.sent).toEqual([{ type: 'user_activity' }]);

    target.dispatchEvent(new Event('keydown'));
    expect(socket.sent).toHaveLength(1); // just sent on connect: throttled
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    target.dispatchEvent(new Event('click'));
    target.dispatchEvent(new Event('scroll'));
    expect(socket.sent).toHaveLength(3);
    client.stop();
  });

  it('waits 1, 2, 4, 5, 5 seconds between attempts', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('reconnects 1 s after the server drops an open connection, with a fresh token', async () => {
    const getToken = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const { client, last } = setup(getToken);
    client.start();
    await flush();
    FakeSocket.latest().open();
    FakeSocket.latest().drop(1001, 'Going away');
    expect(last().status).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().url).toContain('token=second');
    FakeSocket.latest().open();
    expect(last()).toEqual({ status: 'connected', error: null });
    client.stop();
  });

  it('shows the failure messages and gives up after 5 failed reconnection attempts', async () => {
    const { client, last } = setup();
    client.start();
    await flush();
    FakeSocket.latest().drop(1006, 'refused');
    expect(last()).toEqual({ status: 'disconnected', error: 'Connection failed: refused' });

    for (const delay of [1000, 2000, 4000, 5000]) {
      await vi.advanceTimersByTimeAsync(delay);
      FakeSocket.latest().drop(1006, '');
      expect(last().error).toBe('Reconnection failed: WebSocket closed (code 1006)');
    }
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeSocket.instances).toHaveLength(6);
    FakeSocket.latest().drop();
    expect(last()).toEqual({ status: 'failed', error: 'Unable to connect to real-time services. Some features may be limited.' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(6);
  });

  it('clears the error and the attempt count once a reconnect succeeds', async () => {
    const { client, last } = setup();
    client.start();
    await flush();
    FakeSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    FakeSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(2000);
    FakeSocket.latest().open();
    expect(last()).toEqual({ status: 'connected', error: null });
    FakeSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1000); // back to the first delay
    expect(FakeSocket.instances).toHaveLength(4);
    client.stop();
  });

  it('closes on sign-out and stops every timer', async () => {
    const { client, last, target } = setup();
    client.start();
    await flush();
    const socket = FakeSocket.latest();
    socket.open();
    client.stop();
    expect(socket.readyState).toBe(3);
    expect(last().status).toBe('closed');
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(socket.sent).toHaveLength(1);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('sends toggle_status_visibility and shows the token refresh error', async () => {
    const { client, last } = setup();
    expect(client.setStatusVisibility(false)).toBe(false);
    client.start();
    await flush();
    const socket = FakeSocket.latest();
    socket.open();
    expect(client.setStatusVisibility(false)).toBe(true);
    expect(socket.sent.at(-1)).toEqual({ type: 'toggle_status_visibility', visible: false });
    socket.receive({ type: 'token_refresh_error' });
    expect(last().error).toBe('Authentication error. Please refresh the page.');
    client.stop();
  });
  it('sends chat_send only while connected, and parses the chat and friends pushes', async () => {
    const received: unknown[] = [];
    const client = createRealtimeClient({
      url: 'ws://127.0.0.1:4000/ws',
      getToken: async () => 't',
      createSocket: FakeSocket.create,
      activityTarget: new EventTarget(),
      onMessage: (m) => received.push(m),
    });
    const chat = { toUserId: 'friend-1', clientId: 'abcdef0123456789', content: 'Hello' };
    expect(client.sendChat(chat)).toBe(false);
    client.start();
    await flush();
    const socket = FakeSocket.latest();
    expect(client.sendChat(chat)).toBe(false); // still opening
    socket.open();
    expect(client.sendChat(chat)).toBe(true);
    expect(socket.sent.at(-1)).toEqual({ type: 'chat_send', ...chat });

    const message = {
      messageId: 'm1',
      chatId: 'a_b',
      fromUserId: 'a',
      toUserId: 'b',
      content: 'Hi',
      sentAt: '2026-01-01T00:00:00.000Z',
      read: false,
      clientId: 'abcdef0123456789',
    };
    socket.receive({ type: 'chat_ack', clientId: 'abcdef0123456789', message });
    socket.receive({ type: 'friends_changed', change: 'request_received', userId: 'x' });
    socket.receive({ type: 'user_status_change', userId: 'x', status: 'online' });
    socket.receive({ type: 'chat_ack', clientId: 'c' }); // malformed: dropped
    expect(received.map((m) => (m as { type: string }).type)).toEqual(['chat_ack', 'friends_changed', 'user_status_change']);

    socket.drop();
    expect(client.sendChat(chat)).toBe(false);
    client.stop();
  });
});
