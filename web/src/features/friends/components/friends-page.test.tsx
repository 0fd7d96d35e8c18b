import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPages } from '@web/test/preload-pages';
import { counter, friend, mockFriends, openSocket, push, renderFriends, tab, testSummary } from '../test/friends-fixtures';

beforeAll(() => preloadPages('/friends', '/login'), 60_000);

const page = (n: number, size = 10) => Array.from({ length: size }, (_, i) => friend(`p${n}-${i}`, `Pal ${n}-${i}`));

describe('the friends screen', () => {
  it('shows the four counters, the three tabs and the friends with their presence', async () => {
    mockFriends({
      'GET /friends/summary': { body: testSummary({ totalFriends: 3, pendingRequests: 2, sentRequests: 1, friendsActive: 1 }) },
      'GET /friends': {
        body: {
          friends: [friend('a', 'Ada Lovelace', { status: 'online' }), friend('b', 'Alan Turing'), friend('c', 'Grace Hopper', { status: 'hidden' })],
          nextCursor: null,
        },
      },
    });
    renderFriends();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    await waitFor(() => expect(['Total Friends', 'Pending Requests', 'Sent Requests', 'Friends Active'].map(counter)).toEqual(['3', '2', '1', '1']));
    expect(['My Friends', 'Pending Requests', 'Search'].map((name) => tab(name).textContent)).toEqual(['My Friends', 'Pending Requests', 'Search']);
    const rows = within(await screen.findByRole('list', { name: 'My Friends' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ada LovelaceOnline'),
      expect.stringContaining('Alan TuringOffline'),
      expect.not.stringMatching(/Online|Offline/),
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Message Ada Lovelace' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Remove Ada Lovelace' })).toBeInTheDocument();
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Friends pages' })).not.toBeInTheDocument();
  });

  it("pages with Previous/Next and 'Page X of Y' from the summary's total, going back by the stacked cursor", async () => {
    const api = mockFriends({
      'GET /friends/summary': { body: testSummary({ totalFriends: 25 }) },
      'GET /friends': (call) => {
        const cursor = call.query.cursor;
        if (cursor === 'c2') return { body: { friends: page(2), nextCursor: 'c3' } };
        if (cursor === 'c3') return { body: { friends: page(3, 5), nextCursor: null } };
        return { body: { friends: page(1), nextCursor: 'c2' } };
      },
    });
    renderFriends();
    const pager = await screen.findByRole('navigation', { name: 'Friends pages' });
    await waitFor(() => expect(pager).toHaveTextContent('Page 1 of 3'));
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pal 2-0')).toBeInTheDocument();
    expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pal 3-4')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Pal 2-0')).toBeInTheDocument();
    expect(api.callsTo('GET', '/friends').map((c) => c.query.cursor ?? null)).toEqual(expect.arrayContaining([null, 'c2', 'c3']));
  });

  it('says a list that failed to load failed, and Retry loads it again', async () => {
    let fail = true;
    mockFriends({
      'GET /friends/summary': { body: testSummary({ totalFriends: 1 }) },
      'GET /friends': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { friends: [friend('a', 'Ada Lovelace')], nextCursor: null } }),
    });
    renderFriends();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load. Please try again.');
    expect(screen.queryByRole('list', { name: 'My Friends' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('list', { name: 'My Friends' })).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a friend after the confirmation, and puts them back with the message when it fails', async () => {
    let fail = true;
    const api = mockFriends({
      'GET /friends/summary': { body: testSummary({ totalFriends: 1 }) },
      'GET /friends': { body: { friends: [friend('a', 'Ada Lovelace')], nextCursor: null } },
      'DELETE /friends/a': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { success: true } }),
    });
    renderFriends();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove friend' });
    expect(dialog).toHaveTextContent('Remove Ada Lovelace from your friends?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(api.callsTo('DELETE', '/friends/a')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/friends/a')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove friend. Please try again.');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/friends/a')).toHaveLength(2));
  }, 15_000);

  it('shows a visitor the screen with a sign-in prompt; signing in from it or from Messages remembers /friends', async () => {
    const api = mockFriends();
    const { router } = renderFriends({ signedIn: false, path: '/friends?tab=requests' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to see your friends, answer requests and chat.')).toBeInTheDocument();
    expect(counter('Total Friends')).toBe('—');
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/friends?tab=requests' });
    expect(api.calls.filter((c) => c.path.startsWith('/friend'))).toHaveLength(0);
  });

  it('reloads the lists and counters on a friends_changed push and shows a status change at once', async () => {
    let total = 1;
    const api = mockFriends({
      'GET /friends/summary': () => ({ body: testSummary({ totalFriends: total }) }),
      'GET /friends': { body: { friends: [friend('a', 'Ada Lovelace')], nextCursor: null } },
    });
    renderFriends({ realtime: true });
    const socket = await openSocket();
    const row = (await screen.findByText('Ada Lovelace')).closest('li')!;
    expect(row).toHaveTextContent('Offline');
    push(socket, { type: 'user_status_change', userId: 'a', status: 'online' });
    await waitFor(() => expect(row).toHaveTextContent('Online'));
    total = 2;
    const pendingReads = api.callsTo('GET', '/me/friend-requests/pending-count').length;
    push(socket, { type: 'friends_changed', change: 'request_accepted', userId: 'z' });
    await waitFor(() => expect(counter('Total Friends')).toBe('2'));
    await waitFor(() => expect(api.callsTo('GET', '/me/friend-requests/pending-count').length).toBeGreaterThan(pendingReads));
  });
});
