import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FriendRequest } from '@contract/friends';
import { preloadPages } from '@web/test/preload-pages';
import { counter, gate, mockFriends, type Reply, renderFriends, request, testSummary, user } from '../test/friends-fixtures';

beforeAll(() => preloadPages('/friends'), 60_000);

const ADA = user('a', 'Ada Lovelace');
const ALAN = user('b', 'Alan Turing');
const GRACE = user('c', 'Grace Hopper');

/**
 * The Pending Requests tab over a little server: Ada and Alan asked the caller, the caller asked
 * Grace; the actions' routes change it as the real one would. `holdReloads()` makes the lists and
 * the summary wait from then on, so what shows after a failed action is the rollback alone.
 */
function renderRequests(routes: Record<string, Reply> = {}) {
  const incoming = new Map<string, FriendRequest>([ADA, ALAN].map((u) => [u.userId, request(u)]));
  const sent = new Map<string, FriendRequest>([[GRACE.userId, request(GRACE)]]);
  let friends = 0;
  let held: Promise<void> | null = null;
  const page = (requests: Map<string, FriendRequest>) => async () => {
    await held;
    return { body: { requests: [...requests.values()], nextCursor: null } };
  };
  const api = mockFriends({
    'GET /friend-requests/incoming': page(incoming),
    'GET /friend-requests/sent': page(sent),
    'GET /friends/summary': async () => {
      await held;
      return { body: testSummary({ totalFriends: friends, pendingRequests: incoming.size, sentRequests: sent.size }) };
    },
    'POST /friend-requests/a/accept': () => (incoming.delete('a'), friends++, { body: { success: true } }),
    'POST /friend-requests/b/reject': () => (incoming.delete('b'), { body: { success: true } }),
    'DELETE /friend-requests/c': () => (sent.delete('c'), { body: { success: true } }),
    ...routes,
  });
  renderFriends({ path: '/friends?tab=requests' });
  const holdReloads = () => {
    const g = gate();
    held = g.opened;
    return g.open;
  };
  return { api, holdReloads };
}

const list = (name: 'Received' | 'Sent') => screen.getByRole('region', { name });
const names = (name: 'Received' | 'Sent') =>
  within(list(name))
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.friends-name__text')?.textContent);
const counters = () => ['Total Friends', 'Pending Requests', 'Sent Requests'].map(counter);

describe('the pending requests tab', () => {
  it('lists the requests received, with Accept and Reject, and those sent, with Cancel', async () => {
    renderRequests();
    await waitFor(() => expect(names('Received')).toEqual(['Ada Lovelace', 'Alan Turing']));
    expect(names('Sent')).toEqual(['Grace Hopper']);
    await waitFor(() => expect(counters()).toEqual(['0', '2', '1']));

    const received = within(list('Received'));
    for (const { name } of [ADA, ALAN]) {
      expect(received.getByRole('button', { name: `Accept friend request from ${name}` })).toBeEnabled();
      expect(received.getByRole('button', { name: `Reject friend request from ${name}` })).toBeEnabled();
    }
    expect(received.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    const sent = within(list('Sent'));
    expect(sent.getByRole('button', { name: 'Cancel friend request to Grace Hopper' })).toBeEnabled();
    expect(sent.queryByRole('button', { name: /^(Accept|Reject)/ })).not.toBeInTheDocument();
    expect(sent.getByRole('listitem').querySelector('time')).toHaveAttribute('datetime', request(GRACE).sentAt);
  });

  it('accepts, rejects and cancels through their routes, updating the lists and the counters', async () => {
    const { api } = renderRequests();
    await waitFor(() => expect(names('Received')).toEqual(['Ada Lovelace', 'Alan Turing']));

    await userEvent.click(screen.getByRole('button', { name: 'Accept friend request from Ada Lovelace' }));
    await waitFor(() => expect(names('Received')).toEqual(['Alan Turing']));
    await waitFor(() => expect(counters()).toEqual(['1', '1', '1']));
    expect(api.callsTo('POST', '/friend-requests/a/accept')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Reject friend request from Alan Turing' }));
    expect(await within(list('Received')).findByText('No pending friend requests.')).toBeInTheDocument();
    await waitFor(() => expect(counters()).toEqual(['1', '0', '1']));
    expect(api.callsTo('POST', '/friend-requests/b/reject')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel friend request to Grace Hopper' }));
    expect(await within(list('Sent')).findByText('No sent requests waiting.')).toBeInTheDocument();
    await waitFor(() => expect(counters()).toEqual(['1', '0', '0']));
    expect(api.callsTo('DELETE', '/friend-requests/c')).toHaveLength(1);
    expect(api.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/friend'))).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    {
      action: 'Accept friend request from Ada Lovelace',
      route: 'POST /friend-requests/a/accept',
      list: 'Received',
      row: 'Ada Lovelace',
      counters: ['1', '1', '1'],
      message: 'Failed to accept friend request. Please try again.',
    },
    {
      action: 'Reject friend request from Ada Lovelace',
      route: 'POST /friend-requests/a/reject',
      list: 'Received',
      row: 'Ada Lovelace',
      counters: ['0', '1', '1'],
      message: 'Failed to reject friend request. Please try again.',
    },
    {
      action: 'Cancel friend request to Grace Hopper',
      route: 'DELETE /friend-requests/c',
      list: 'Sent',
      row: 'Grace Hopper',
      counters: ['0', '2', '0'],
      message: 'Failed to cancel friend request. Please try again.',
    },
  ] as const)('$route: gone at once, then back with "$message" when it fails', async ({ action, route, list: listName, row, counters: during, message }) => {
    const answer = gate();
    const { api, holdReloads } = renderRequests({
      [route]: async () => {
        await answer.opened;
        return { status: 500, body: { message: 'boom' } };
      },
    });
    await waitFor(() => expect(names(listName)).toContain(row));
    await waitFor(() => expect(counters()).toEqual(['0', '2', '1']));
    const release = holdReloads();

    await userEvent.click(screen.getByRole('button', { name: action }));
    // Optimistic: the row and the counters change before the server answers.
    expect(names(listName)).not.toContain(row);
    expect(counters()).toEqual(during);
    const [method, path] = route.split(' ') as [string, string];
    await waitFor(() => expect(api.callsTo(method, path)).toHaveLength(1));

    answer.open();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Put back by the rollback (the reloads still wait).
    expect(names(listName)).toContain(row);
    expect(counters()).toEqual(['0', '2', '1']);
    expect(screen.getByRole('button', { name: action })).toBeEnabled();
    release();
  });

  it("shows the server's own text when the request is gone (404)", async () => {
    renderRequests({ 'POST /friend-requests/b/accept': { status: 404, body: { message: 'This friend request no longer exists.' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept friend request from Alan Turing' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This friend request no longer exists.');
    expect(alert).not.toHaveTextContent('Failed to accept');
  });
});
