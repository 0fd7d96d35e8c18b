import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ringColours, ringFor } from '../../components/ui/avatar';
import { mockApi, testProfile } from '../../features/account/test/api-mock';
import { FakeSocket } from '../../lib/realtime/fake-socket';
import { meQueryKey } from '../../lib/me';
import { fakeAuthSource, testUser } from '../../test/fake-auth';
import { renderApp } from '../../test/render-app';
import { useConnectDot } from './use-connect-dot';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('avatar ring', () => {
  it.each([
    ['admin', 'premium', 'admin', '#ef4444'],
    ['mentor', 'free', 'mentor', '#3b82f6'],
    ['student', 'premium', 'premium', '#ef4444'],
    ['student', 'pro', 'pro', '#a855f7'],
    ['student', 'free', 'free', '#ffffff'],
    ['student', undefined, 'free', '#ffffff'],
  ] as const)('%s on %s → %s ring', (role, plan, ring, colour) => {
    expect(ringFor(role, plan)).toBe(ring);
    expect(ringColours[ringFor(role, plan)]).toBe(colour);
  });

  it('draws the account button avatar with the plan from GET /me', async () => {
    mockApi({ 'GET /me': { body: testProfile({ plan: 'pro', name: 'Stu Dent' }) } });
    renderApp({ path: '/', auth: fakeAuthSource(testUser('student')) });
    const account = await screen.findByRole('button', { name: /, Account menu$/ });
    await waitFor(() => expect(account.querySelector('.avatar')).toHaveAttribute('data-ring', 'pro'));
    expect(account).toHaveAccessibleName('Stu Dent, Account menu');
    expect(account.querySelector('.avatar')).toHaveTextContent('SD');
  });
});

describe('navigation per role', () => {
  it('puts the staff Dashboard right after Home, and keeps My Crew', async () => {
    mockApi({ 'GET /me': { body: testProfile({ role: 'admin' }) } });
    renderApp({ path: '/', auth: fakeAuthSource(testUser('admin')) });
    const dashboard = await within(mainNav()).findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/admin/dashboard');
    const links = within(mainNav())
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(links.indexOf('Dashboard')).toBe(links.indexOf('Home') + 1);
    expect(within(mainNav()).getByRole('link', { name: 'My Crew' })).toBeInTheDocument();
  });

  it('gives the user menu Dashboard, Achievements, Settings and Sign Out', async () => {
    mockApi({ 'GET /me': { body: testProfile() } });
    renderApp({ path: '/', auth: fakeAuthSource(testUser('student')) });
    await userEvent.click(await screen.findByRole('button', { name: /, Account menu$/ }));
    const menu = screen.getByRole('menu', { name: /, Account menu$/ });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Achievements', 'Settings', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });
});

describe('red dot on Connect', () => {
  afterEach(() => sessionStorage.clear());

  it('shows with pending requests until the friends page is visited in this session', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Probe count={2} /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('dot: true')).toBeInTheDocument();
    await act(() => router.navigate('/friends'));
    expect(screen.getByText('dot: false')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(screen.getByText('dot: false')).toBeInTheDocument();
    expect(sessionStorage.getItem('codearena.friendsVisited')).toBe('true');
  });

  it('does not show without pending requests', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Probe count={0} /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('dot: false')).toBeInTheDocument();
  });
});

describe('red dot on Connect from the pending-count API', () => {
  afterEach(() => sessionStorage.clear());
  const dot = () => within(mainNav()).queryByRole('img', { name: 'Pending friend requests' });

  it('shows while the signed-in user has pending requests, and hides for the session after /friends', async () => {
    const api = mockApi({ 'GET /me': { body: testProfile() }, 'GET /me/friend-requests/pending-count': { body: { pending: 2 } } });
    const { router } = renderApp({ path: '/', auth: fakeAuthSource(testUser('student')) });
    expect(await within(mainNav()).findByRole('img', { name: 'Pending friend requests' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/me/friend-requests/pending-count')).toHaveLength(1);
    await act(() => router.navigate('/friends'));
    // The friends page's module may still be loading on a busy machine: the location changes first.
    await waitFor(() => expect(dot()).not.toBeInTheDocument());
    await act(() => router.navigate('/'));
    expect(dot()).not.toBeInTheDocument();
  });

  it('follows the count: re-read when the window regains focus', async () => {
    let pending = 1;
    const api = mockApi({ 'GET /me': { body: testProfile() }, 'GET /me/friend-requests/pending-count': () => ({ body: { pending } }) });
    renderApp({ path: '/', auth: fakeAuthSource(testUser('student')) });
    expect(await within(mainNav()).findByRole('img', { name: 'Pending friend requests' })).toBeInTheDocument();
    pending = 0;
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(dot()).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/me/friend-requests/pending-count')).toHaveLength(2);
  });

  it('asks nothing and shows no dot while signed out', async () => {
    const api = mockApi({ 'GET /me/friend-requests/pending-count': { body: { pending: 3 } } });
    renderApp({ path: '/' });
    await screen.findByRole('link', { name: 'Sign In' });
    expect(dot()).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/me/friend-requests/pending-count')).toHaveLength(0);
  });
});

function Probe({ count }: { readonly count: number }) {
  return <p>dot: {String(useConnectDot(count))}</p>;
}

describe('newsletter', () => {
  const form = () => within(screen.getByRole('form', { name: 'Newsletter' }));
  const subscribe = async (email: string) => {
    // The form loads after the first render (footer.tsx).
    await screen.findByRole('form', { name: 'Newsletter' });
    const box = form().getByRole('textbox', { name: 'Email address' });
    await userEvent.clear(box);
    if (email) await userEvent.type(box, email);
    await userEvent.click(form().getByRole('button', { name: 'Subscribe' }));
  };

  it('checks the address, then posts it and shows the result', async () => {
    const api = mockApi({ 'POST /newsletter': { body: { success: true, message: 'Successfully subscribed to newsletter!' } } });
    renderApp({ path: '/' });
    await subscribe('');
    expect(await form().findByRole('alert')).toHaveTextContent('Please enter your email address');
    await subscribe('not-an-address');
    expect(await form().findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(api.callsTo('POST', '/newsletter')).toHaveLength(0);
    await subscribe('ada@example.com');
    expect(await form().findByRole('status')).toHaveTextContent('Successfully subscribed to newsletter!');
    expect(api.callsTo('POST', '/newsletter')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it.each([
    [409, { message: 'This email is already subscribed to our newsletter' }, 'This email is already subscribed to our newsletter'],
    [500, { message: 'internal' }, 'Failed to subscribe to newsletter. Please try again later.'],
  ])('shows a %i answer', async (status, body, message) => {
    mockApi({ 'POST /newsletter': { status, body } });
    renderApp({ path: '/' });
    await subscribe('ada@example.com');
    expect(await form().findByRole('alert')).toHaveTextContent(message);
  });
});

describe('realtime in the shell', () => {
  afterEach(() => FakeSocket.reset());

  it('connects 500 ms after sign-in with the id token, shows failures, and closes on sign-out', async () => {
    mockApi({ 'GET /me': { body: testProfile() }, 'POST /me/sign-out': { body: { success: true } } });
    const auth = fakeAuthSource(testUser('student'));
    renderApp({ path: '/', auth, createSocket: FakeSocket.create });
    // The menu is named after the profile (settings can rename it), not the token.
    await waitFor(() => expect(screen.getByRole('button', { name: /, Account menu$/ })).toHaveAccessibleName('Stu Dent, Account menu'));
    expect(FakeSocket.instances).toHaveLength(0);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(FakeSocket.latest().url).toBe('ws://127.0.0.1:9/ws?token=token-of-student-id');

    act(() => FakeSocket.latest().drop(1006, 'refused'));
    expect(await screen.findByText('Connection failed: refused')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 2000 });
    act(() => FakeSocket.latest().open());
    await waitFor(() => expect(screen.queryByText('Connection failed: refused')).not.toBeInTheDocument());
    expect(FakeSocket.latest().sent).toEqual([{ type: 'user_activity' }]);

    const socket = FakeSocket.latest();
    await userEvent.click(screen.getByRole('button', { name: /, Account menu$/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(socket.readyState).toBe(3));
  });
});

describe('theme from the profile', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('applies the profile theme on a browser without one of its own', async () => {
    mockApi({ 'GET /me': { body: testProfile({ theme: 'light' }) } });
    renderApp({ path: '/', auth: fakeAuthSource(testUser('student')) });
    expect(document.documentElement).toHaveClass('theme-dark');
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-light'));
    expect(localStorage.getItem('codearena.theme')).toBe('light');
  });

  it("keeps this browser's own choice", async () => {
    localStorage.setItem('codearena.theme', 'dark');
    const api = mockApi({ 'GET /me': { body: testProfile({ theme: 'light' }) } });
    renderApp({ path: '/', auth: fakeAuthSource(testUser('student')) });
    await waitFor(() => expect(api.callsTo('GET', '/me').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('button', { name: /, Account menu$/ })).toHaveAccessibleName('Stu Dent, Account menu'));
    expect(document.documentElement).toHaveClass('theme-dark');
  });

  it("reads the user's own data again after a reconnect (the server closes the sockets when the plan changes), never on the first connect", async () => {
    mockApi({ 'GET /me': { body: testProfile() } });
    const view = renderApp({ path: '/', auth: fakeAuthSource(testUser('student')), createSocket: FakeSocket.create });
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.latest().open());
    const me = () => view.queryClient.getQueryState(meQueryKey('student-id'));
    await waitFor(() => expect(me()?.status).toBe('success'));
    const readsBefore = me()!.dataUpdateCount;
    expect(me()!.isInvalidated).toBe(false);

    act(() => FakeSocket.latest().close(1000, 'plan changed'));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 2000 });
    act(() => FakeSocket.latest().open());
    await waitFor(() => expect(me()!.dataUpdateCount).toBeGreaterThan(readsBefore));
  });
});
