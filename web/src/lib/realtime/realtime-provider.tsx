import { QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { meQueryKey } from '../me';
import { useRuntimeConfig } from '../runtime-config';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeState,
  type OutgoingChatMessage,
  type ServerMessage,
  type SocketFactory,
} from './realtime-client';
import { realtimePolicy } from './realtime-policy';

type MessageListener = (message: ServerMessage) => void;

export interface RealtimeContextValue {
  readonly state: RealtimeState;
  /** docs/requirements/shell.md §9: sent when the user flips "show online status"; false when not connected. */
  setStatusVisibility(visible: boolean): boolean;
  /** Sends `chat_send`; false when not connected (the caller shows the failure or resends later). */
  sendChat(message: OutgoingChatMessage): boolean;
  /** Server pushes (user_status_change, …); returns the unsubscribe. */
  subscribe(listener: MessageListener): () => void;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

interface RealtimeProviderProps {
  readonly children: ReactNode;
  /** The socket to open; `null` turns realtime off (component tests). Defaults to the browser WebSocket. */
  readonly createSocket?: SocketFactory | null;
}

/** Connects 500 ms after sign-in, for as long as the same user stays signed in. */
export function RealtimeProvider({ children, createSocket }: RealtimeProviderProps) {
  const { user, idToken } = useAuth();
  const { webSocketUrl } = useRuntimeConfig();
  const [state, setState] = useState<RealtimeState>({ status: 'idle', error: null });
  const clientRef = useRef<RealtimeClient | null>(null);
  const listeners = useRef(new Set<MessageListener>());
  // The latest token getter, read by the client at each (re)connect without restarting it.
  const idTokenRef = useRef(idToken);
  useLayoutEffect(() => {
    idTokenRef.current = idToken;
  }, [idToken]);
  const userId = user?.userId;
  const disabled = createSocket === null;
  const queryClient = useContext(QueryClientContext);
  const everConnected = useRef(false);

  // The server closes a user's sockets when their plan changes (and pushes nothing while a socket
  // is down): after a reconnect the user's own data is read again, the plan with it.
  useEffect(() => {
    if (state.status !== 'connected') return;
    if (everConnected.current && userId) void queryClient?.invalidateQueries({ queryKey: meQueryKey(userId) });
    everConnected.current = true;
  }, [state.status, userId, queryClient]);

  useEffect(() => {
    if (!userId || disabled) return;
    const client = createRealtimeClient({
      url: webSocketUrl,
      getToken: () => idTokenRef.current(),
      ...(createSocket ? { createSocket } : {}),
      onState: setState,
      onMessage: (message) => listeners.current.forEach((listener) => listener(message)),
    });
    clientRef.current = client;
    const timer = setTimeout(() => client.start(), realtimePolicy.setupDelayMs);
    return () => {
      clearTimeout(timer);
      client.stop();
      clientRef.current = null;
      everConnected.current = false;
      setState({ status: 'idle', error: null });
    };
  }, [userId, disabled, webSocketUrl, createSocket]);

  const value = useMemo<RealtimeContextValue>(
    () => ({
      state,
      setStatusVisibility: (visible) => clientRef.current?.setStatusVisibility(visible) ?? false,
      sendChat: (message) => clientRef.current?.sendChat(message) ?? false,
      subscribe(listener) {
        listeners.current.add(listener);
        return () => {
          listeners.current.delete(listener);
        };
      },
    }),
    [state],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

const offline: RealtimeContextValue = {
  state: { status: 'idle', error: null },
  setStatusVisibility: () => false,
  sendChat: () => false,
  subscribe: () => () => {},
};

/** The connection's state and actions; outside the provider (isolated tests) realtime is simply off. */
export function useRealtime(): RealtimeContextValue {
  return useContext(RealtimeContext) ?? offline;
}
