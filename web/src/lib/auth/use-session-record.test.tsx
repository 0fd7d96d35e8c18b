import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/auth-harness';
import { ApiError, timeoutMessage } from '../api-client';
import { testUser } from '../../test/fake-auth';
import type { AuthState } from './auth-state';
import { newSessionId, PENDING_SESSION_KEY, SESSION_ID_KEY, storedPendingSession } from './session-id';
import { useSessionRecord } from './use-session-record';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const user = testUser('student');
const signedIn: AuthState = { status: 'signedIn', user };

/** Answers POST /me/sessions as the server does: the record under the id that was posted. */
function recorded(options: { body?: unknown }) {
  const { sessionId } = options.body as { sessionId: string };
  return { sessionId, deviceType: 'desktop', deviceName: 'Chrome on Linux', browser: 'Chrome', os: 'Linux', createdAt: 'x', lastActive: 'x', isActive: true };
}
const postedIds = (calls: { route: string; body: unknown }[]) =>
  calls.filter((c) => c.route === 'POST /me/sessions').map((c) => (c.body as { sessionId?: string }).sessionId);

beforeEach(() => localStorage.clear());

describe('useSessionRecord', () => {
  it('chooses the id, keeps it as pending before posting, and confirms it once recorded', async () => {
    let pendingWhilePosting: unknown;
    const { api, calls } = fakeApi({
      'POST /me/sessions': (options) => {
        pendingWhilePosting = storedPendingSession();
        return recorded(options);
      },
    });
    renderHook(() => useSessionRecord(signedIn, api));
    await waitFor(() => expect(localStorage.getItem(SESSION_ID_KEY)).not.toBeNull());
    const [posted] = postedIds(calls);
    expect(posted).toMatch(UUID);
    expect(pendingWhilePosting).toEqual({ sessionId: posted, userId: user.userId });
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(posted);
    expect(localStorage.getItem(PENDING_SESSION_KEY)).toBeNull();
  });

  it('has the pages read again once the session, and with it the day’s visit, is recorded', async () => {
    const queryClient = new QueryClient();
    const refetched = vi.spyOn(queryClient, 'invalidateQueries');
    const { api } = fakeApi({ 'POST /me/sessions': recorded });
    renderHook(() => useSessionRecord(signedIn, api, queryClient));
    await waitFor(() => expect(refetched).toHaveBeenCalledOnce());
    expect(localStorage.getItem(SESSION_ID_KEY)).not.toBeNull();
  });

  it('reads again a page whose first read was still in flight when the visit was counted', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const answers: ((streak: number) => void)[] = [];
    const observer = new QueryObserver(queryClient, { queryKey: ['dashboard'], queryFn: () => new Promise<number>((resolve) => answers.push(resolve)) });
    const seen: (number | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await waitFor(() => expect(answers).toHaveLength(1));
    const { api } = fakeApi({ 'POST /me/sessions': recorded });
    renderHook(() => useSessionRecord(signedIn, api, queryClient));
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(4);
    answers[1]!(5);
    await waitFor(() => expect(observer.getCurrentResult().data).toBe(5));
    expect(seen).not.toContain(4);
    unsubscribe();
  });

  it('re-posts the same id after a reload cut the first post short', async () => {
    const first = fakeApi({ 'POST /me/sessions': () => new Promise(() => {}) }); // never answers: the page goes away
    const page = renderHook(() => useSessionRecord(signedIn, first.api));
    await waitFor(() => expect(postedIds(first.calls)).toHaveLength(1));
    expect(postedIds(first.calls)[0]).toMatch(UUID);
    page.unmount();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();

    const reloaded = fakeApi({ 'POST /me/sessions': recorded });
    renderHook(() => useSessionRecord(signedIn, reloaded.api));
    await waitFor(() => expect(localStorage.getItem(SESSION_ID_KEY)).toBe(postedIds(first.calls)[0]));
    expect(postedIds(reloaded.calls)).toEqual(postedIds(first.calls));
  });

  it('tries once more with the same id when the first post got no answer, and confirms that one', async () => {
    let attempts = 0;
    const { api, calls } = fakeApi({
      'POST /me/sessions': (options) => {
        attempts += 1;
        if (attempts === 1) throw new ApiError(timeoutMessage, 0);
        return recorded(options);
      },
    });
    renderHook(() => useSessionRecord(signedIn, api));
    await waitFor(() => expect(localStorage.getItem(SESSION_ID_KEY)).not.toBeNull());
    const [first, second] = postedIds(calls);
    expect(second).toBe(first);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(first);
  });

  it('does not repeat a post the server refused', async () => {
    const { api, calls } = fakeApi({
      'POST /me/sessions': () => {
        throw new ApiError('User account not found', 404);
      },
    });
    renderHook(() => useSessionRecord(signedIn, api));
    await waitFor(() => expect(storedPendingSession()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(postedIds(calls)).toHaveLength(1);
  });

  it('keeps the pending id after a failed post, for the next load', async () => {
    const { api, calls } = fakeApi({});
    renderHook(() => useSessionRecord(signedIn, api));
    await waitFor(() => expect(postedIds(calls)).toHaveLength(1));
    await waitFor(() => expect(storedPendingSession()).toEqual({ sessionId: postedIds(calls)[0], userId: user.userId }));
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
  });

  it('never re-posts a pending id chosen for another user', async () => {
    const othersId = newSessionId();
    localStorage.setItem(PENDING_SESSION_KEY, JSON.stringify({ sessionId: othersId, userId: 'someone-else' }));
    const { api, calls } = fakeApi({ 'POST /me/sessions': recorded });
    renderHook(() => useSessionRecord(signedIn, api));
    await waitFor(() => expect(localStorage.getItem(SESSION_ID_KEY)).not.toBeNull());
    expect(postedIds(calls)[0]).toMatch(UUID);
    expect(postedIds(calls)[0]).not.toBe(othersId);
  });

  it('posts nothing when this browser already has a confirmed session, or nobody is signed in', async () => {
    const { api, calls } = fakeApi({ 'POST /me/sessions': recorded });
    renderHook(() => useSessionRecord({ status: 'signedOut' }, api));
    localStorage.setItem(SESSION_ID_KEY, 'confirmed-id');
    renderHook(() => useSessionRecord(signedIn, api));
    await new Promise((done) => setTimeout(done, 20));
    expect(calls).toHaveLength(0);
  });
});

describe('newSessionId', () => {
  it('makes a v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newSessionId()).toMatch(UUID);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 50 }, () => newSessionId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
