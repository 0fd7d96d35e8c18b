import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { testProfile } from '@web/test/test-profile';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, fakeCommands } from '../../test/auth-harness';
import { fakeAuthSource, testUser } from '../../test/fake-auth';
import { ApiClientContext } from '../api-client';
import { AuthProvider, useAuth } from './auth-context';
import { SESSION_ID_KEY } from './session-id';

/** What the provider last gave its children, recorded after each render. */
const probe: { auth?: ReturnType<typeof useAuth> } = {};
function Probe() {
  const value = useAuth();
  useEffect(() => {
    probe.auth = value;
  });
  return <p data-testid="status">{value.state.status}</p>;
}

function renderProvider(user: ReturnType<typeof testUser> | null, handlers: Parameters<typeof fakeApi>[0]) {
  const source = fakeAuthSource(user);
  const { api, calls } = fakeApi(handlers);
  render(
    <ApiClientContext value={api}>
      <AuthProvider source={source} commands={fakeCommands()}>
        <Probe />
      </AuthProvider>
    </ApiClientContext>,
  );
  return { source, calls };
}

const session = {
  sessionId: 'sess-9',
  deviceType: 'desktop',
  deviceName: 'Chrome on Linux',
  browser: 'Chrome',
  os: 'Linux',
  createdAt: 'x',
  lastActive: 'x',
  isActive: true,
};

beforeEach(() => localStorage.clear());

describe('AuthProvider', () => {
  it('treats a profile without a country as needing one, and an API failure as signed in', async () => {
    renderProvider(testUser('student'), { 'GET /me': () => testProfile({ country: undefined }) });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('needsCountry'));
    expect(probe.auth?.user).toBeNull();
  });

  it('records a session when none is stored, and signs out: ends it, then Cognito', async () => {
    const { source, calls } = renderProvider(testUser('mentor'), {
      'GET /me': () => testProfile({ country: { name: 'Ghana', code: 'GH' } }),
      'POST /me/sessions': () => session,
      'POST /me/sign-out': () => ({ success: true }),
    });
    await waitFor(() => expect(localStorage.getItem(SESSION_ID_KEY)).toBe('sess-9'));
    expect(probe.auth?.user?.role).toBe('mentor');
    await act(() => probe.auth!.signOut());
    expect(calls.find((c) => c.route === 'POST /me/sign-out')?.body).toEqual({ sessionId: 'sess-9' });
    expect(source.signOutCalls).toBe(1);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });

  it('still signs out of Cognito when the API is down', async () => {
    const { source } = renderProvider(testUser('student'), {});
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await act(() => probe.auth!.signOut());
    expect(source.signOutCalls).toBe(1);
  });
});
