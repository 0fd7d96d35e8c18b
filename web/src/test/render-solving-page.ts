import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Profile } from '@contract/account/profile';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import type { SocketFactory } from '@web/lib/realtime/realtime-client';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';

/*
 * The set-up the two solving screens' tests share (/problem/{id} in features/problem,
 * /weekly-challenge/{id} in features/challenges). Their editor is the fake one, as in every jsdom
 * test (vitest.config.ts).
 */

/** One mocked API answer: a reply, or a function of the call that makes one. */
export type Reply = Parameters<typeof mockApi>[0][string];

export interface SolvingPageOptions {
  /** Answers over the screen's own (and GET /me's): a test's writes, failures, other pages. */
  readonly routes?: Record<string, Reply>;
  /** Realtime is off unless a test passes a (fake) socket factory. */
  readonly createSocket?: SocketFactory | null;
  /** GET /me's answer. */
  readonly profile?: Profile;
}

/**
 * Renders the whole app at a solving screen's path for a signed-in student, with the API mocked:
 * GET /me, then what the screen reads (`pageRoutes`), then the test's own routes over both.
 */
export function renderSolvingPage(
  path: string,
  pageRoutes: Record<string, Reply>,
  { routes = {}, createSocket = null, profile = testProfile() }: SolvingPageOptions = {},
) {
  const api = mockApi({ 'GET /me': { body: profile }, ...pageRoutes, ...routes });
  const view = renderApp({ path, auth: fakeAuthSource(testUser('student')), createSocket });
  return { ...view, api };
}

/** The (fake) code editor, once the panel has loaded it. */
export const editor = () => screen.findByRole('textbox', { name: /^Code editor/ }) as Promise<HTMLTextAreaElement>;

/** Realtime connects 500 ms after sign-in; the test opens the fake socket itself. */
export async function openSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.latest();
  act(() => socket.open());
  return socket;
}

/** A push from the server on the open socket. */
export const push = (socket: FakeSocket, message: unknown) => act(() => socket.receive(message));

/** Each test starts with no browser drafts and no socket, and leaves with real timers. */
export function resetSolvingPageBetweenTests() {
  beforeEach(() => {
    localStorage.clear();
    FakeSocket.reset();
  });
  afterEach(() => vi.useRealTimers());
}
