import type { z } from 'zod';
import type { chatSendSchema } from '@contract/chat';
import { serverMessageSchema, type ClientMessage, type ServerMessage } from '@contract/realtime';
import { activityEvents, realtimeMessages, realtimePolicy, reconnectDelayMs } from './realtime-policy';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

export interface RealtimeState {
  readonly status: RealtimeStatus;
  /** The message to show; cleared when a connection opens. */
  readonly error: string | null;
}

export type { ServerMessage } from '@contract/realtime';

/** A chat message to send (contract/chat.ts `chat_send` without its type). */
export type OutgoingChatMessage = Omit<z.input<typeof chatSendSchema>, 'type'>;

/** The parts of the browser WebSocket the client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface RealtimeClientOptions {
  readonly url: string;
  /** A fresh id token for each attempt (a reconnect may come after the old one expired). */
  readonly getToken: () => Promise<string | null>;
  readonly createSocket?: SocketFactory;
  /** Where input events are watched; the window in the browser. */
  readonly activityTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly onState?: (state: RealtimeState) => void;
  readonly onMessage?: (message: ServerMessage) => void;
}

const OPEN = 1;

/**
 * The signed-in user's WebSocket: sends `user_activity` (on connect, every 30 s, on input),
 * reconnects after a drop (1 s, then doubling up to 5 s, 5 attempts) and then gives up with the
 * spec's message. One instance per sign-in; `stop()` on sign-out.
 */
export function createRealtimeClient(options: RealtimeClientOptions) {
  const { url, getToken, onState, onMessage } = options;
  const createSocket = options.createSocket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike);
  const activityTarget = options.activityTarget ?? (typeof window === 'undefined' ? undefined : window);

  let socket: SocketLike | null = null;
  let state: RealtimeState = { status: 'idle', error: null };
  let stopped = false;
  /** Failed reconnection attempts in a row; 0 while connected. */
  let reconnectAttempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let activityTimer: ReturnType<typeof setInterval> | undefined;
  let lastActivitySentAt = -Infinity;

  const setState = (next: RealtimeState) => {
    state = next;
    onState?.(state);
  };

  const send = (message: ClientMessage): boolean => {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const sendActivity = () => {
    if (send({ type: 'user_activity' })) lastActivitySentAt = Date.now();
  };

  const onInput = () => {
    if (Date.now() - lastActivitySentAt >= realtimePolicy.activityThrottleMs) sendActivity();
  };

  const watchActivity = (on: boolean) => {
    clearInterval(activityTimer);
    activityTimer = undefined;
    for (const type of activityEvents) {
      if (on) activityTarget?.addEventListener(type, onInput, { passive: true });
      else activityTarget?.removeEventListener(type, onInput);
    }
    if (on) activityTimer = setInterval(sendActivity, realtimePolicy.activityIntervalMs);
  };

  /** A failed attempt: try again later, or give up after the last allowed attempt. */
  const failed = (message: string, isReconnect: boolean) => {
    if (stopped) return;
    if (isReconnect && reconnectAttempts >= realtimePolicy.maxReconnectAttempts) {
      setState({ status: 'failed', error: realtimeMessages.gaveUp });
      return;
    }
    setState({
      status: 'disconnected',
      error: isReconnect ? realtimeMessages.reconnectionFailed(message) : realtimeMessages.connectionFailed(message),
    });
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    reconnectAttempts++;
    reconnectTimer = setTimeout(() => void connect(true), reconnectDelayMs(reconnectAttempts));
  };

  const connect = async (isReconnect: boolean) => {
    if (stopped) return;
    setState({ status: 'connecting', error: state.error });
    let token: string | null;
    try {
      token = await getToken();
    } catch (error) {
      failed(errorText(error), isReconnect);
      return;
    }
    if (stopped) return;
    if (!token) {
      failed('No authenticated user found.', isReconnect);
      return;
    }
    let opened = false;
    let current: SocketLike;
    try {
      current = createSocket(withToken(url, token));
    } catch (error) {
      // A malformed URL or a blocked scheme: retrying cannot help.
      setState({ status: 'failed', error: realtimeMessages.setupFailed(errorText(error)) });
      return;
    }
    socket = current;
    connectTimer = setTimeout(() => current.close(4000, 'Connection timed out'), realtimePolicy.connectTimeoutMs);
    current.onopen = () => {
      clearTimeout(connectTimer);
      if (stopped) return current.close(1000);
      opened = true;
      reconnectAttempts = 0;
      setState({ status: 'connected', error: null });
      sendActivity();
      watchActivity(true);
    };
    current.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === 'token_refresh_error') setState({ ...state, error: realtimeMessages.authError });
      onMessage?.(message);
    };
    current.onerror = () => {
      // The close event that always follows carries the code; handled there.
    };
    current.onclose = (event) => {
      clearTimeout(connectTimer);
      if (socket === current) socket = null;
      watchActivity(false);
      if (stopped) return;
      const reason = event.reason || `WebSocket closed (code ${event.code})`;
      if (opened) {
        // The server dropped an open connection: try again after 1 s (attempt 1).
        setState({ status: 'disconnected', error: null });
        scheduleReconnect();
      } else {
        failed(reason, isReconnect);
      }
    };
  };

  return {
    start() {
      if (state.status !== 'idle') return;
      void connect(false);
    },
    /** Sign-out: closes the socket and cancels every timer and listener. */
    stop() {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearTimeout(connectTimer);
      watchActivity(false);
      socket?.close(1000, 'Signed out');
      socket = null;
      setState({ status: 'closed', error: null });
    },
    /** docs/requirements/shell.md §9: tells the server whether to show this user's online status. */
    setStatusVisibility(visible: boolean) {
      return send({ type: 'toggle_status_visibility', visible });
    },
    /**
     * A chat message to a friend; false when not connected (nothing is queued: the caller keeps it
     * pending and sends it again, with the same clientId, once connected).
     */
    sendChat(message: OutgoingChatMessage) {
      return send({ type: 'chat_send', toUserId: message.toUserId, clientId: message.clientId, content: message.content });
    },
    send,
    getState: () => state,
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** Browsers cannot set headers on a WebSocket, so the id token travels as `?token=` (the authorizer reads it). */
export function withToken(url: string, token: string): string {
  const base = typeof window === 'undefined' ? 'ws://localhost' : window.location.href.replace(/^http/, 'ws');
  const target = new URL(url, base);
  target.searchParams.set('token', token);
  return target.toString();
}

/** Only what the contract (contract/realtime.ts) says the server sends; anything else is dropped. */
function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
