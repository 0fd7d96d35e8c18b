import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiClient } from '../api-client';
import { isTransientFailure } from '../query-client';
import { startSession } from './api/start-session';
import type { AuthState } from './auth-state';
import { currentDeviceInfo } from './device-info';
import { newSessionId, storedPendingSession, storedSessionId, storePendingSession, storeSessionId } from './session-id';

/**
 * docs/requirements/accounts.md §9: a signed-in browser has a session record, its id in local storage; one is created
 * when none is confirmed (after every sign-in, which clears the old id, and on a first visit after
 * an upgrade). The id is chosen here and stored as pending before the post, so a post cut short by
 * a reload is repeated with the same id and the server keeps one record. A failure is not shown:
 * the sessions list is not worth blocking sign-in for; a post that got no answer or a 5xx is tried once
 * more, and the pending id is retried on the next load.
 *
 * Recording the session also counts the day's visit for the streak: what a page read before it
 * (the dashboard right after sign-in) is read again once it is recorded.
 */
export function useSessionRecord(state: AuthState, api: ApiClient | null, queryClient?: QueryClient): void {
  const starting = useRef<string | null>(null);
  useEffect(() => {
    const userId = state.status === 'signedIn' ? state.user.userId : null;
    if (!userId || !api || storedSessionId() || starting.current === userId) return;
    starting.current = userId;
    const pending = storedPendingSession();
    const sessionId = pending?.userId === userId ? pending.sessionId : newSessionId();
    storePendingSession({ sessionId, userId });
    const post = () => startSession(api, { ...currentDeviceInfo(), sessionId });
    post()
      // The id makes a repeat safe (the server keeps one record), and a post that timed out on a busy
      // server may well have counted the visit: one more try before leaving it to the next load.
      .catch((error: unknown) => {
        if (!isTransientFailure(error)) throw error;
        return post();
      })
      .then(async (session) => {
        storeSessionId(session.sessionId);
        // A page's first read still in flight (the dashboard, right after sign-in) was sent before the
        // visit was counted, and invalidating would only join it (TanStack Query refetches a query
        // in flight only once it has data): cancelled first, it is sent again.
        await queryClient?.cancelQueries();
        void queryClient?.invalidateQueries();
      })
      .catch(() => undefined)
      .finally(() => {
        starting.current = null;
      });
    // Every new state (a sign-in clears the stored id first) re-checks; the stored id stops repeats.
  }, [state, api, queryClient]);
}
