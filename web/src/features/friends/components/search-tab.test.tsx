import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Relation, UserSearchResult } from '@contract/friends';
import { preloadPages } from '@web/test/preload-pages';
import { counter, gate, ME, mockFriends, type Reply, renderFriends, testSummary } from '../test/friends-fixtures';

beforeAll(() => preloadPages('/friends'), 60_000);

type Found = UserSearchResult['users'][number];
const found = (userId: string, name: string, relation: Relation): Found => ({ userId, name, relation });
const LIMIT_TEXT = "You've reached your weekly limit. Upgrade your plan to unlock more.";

/**
 * The search tab with GET /users/search answering `users` (their relations kept in a table the test
 * may change). `holdReloads()` makes the search and the summary wait from then on, so what shows
 * after a failed action is the rollback alone, not a reload.
 */
function renderSearch(users: Found[], routes: Record<string, Reply> = {}) {
  const relations = new Map(users.map((u) => [u.userId, u.relation]));
  let held: Promise<void> | null = null;
  const summary = routes['GET /friends/summary'] ?? { body: testSummary() };
  const api = mockFriends({
    ...routes,
    'GET /users/search': async () => {
      await held;
      return { body: { users: users.map((u) => ({ ...u, relation: relations.get(u.userId) })), nextCursor: null } };
    },
    'GET /friends/summary': async (call) => {
      await held;
      return typeof summary === 'function' ? summary(call) : summary;
    },
  });
  renderFriends({ path: '/friends?tab=search' });
  const searches = () => api.callsTo('GET', '/users/search').map((c) => c.query.q);
  const holdReloads = () => {
    const g = gate();
    held = g.opened;
    return g.open;
  };
  return { api, relations, searches, holdReloads };
}

const searchBox = () => screen.findByRole('searchbox', { name: 'Search users by name or email' });
async function search(text: string) {
  await userEvent.type(await searchBox(), text);
  return screen.findByRole('list', { name: 'Search results' });
}
/** The action cell of a user's row: relation text and buttons. */
const actionsOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getByText(name)
    .closest('li')!
    .querySelector<HTMLElement>('.friends-row__actions')!;

describe('the search tab', () => {
  it('searches only from 2 characters, once the typing has paused', async () => {
    const { searches } = renderSearch([found('a', 'Ada Lovelace', 'none')]);
    await userEvent.type(await searchBox(), 'a');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(searches()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();

    // Typed on without a pause: one search, for the whole text (not 'ad', 'ada', …).
    await userEvent.type(await searchBox(), 'da lo');
    expect(await screen.findByRole('list', { name: 'Search results' })).toHaveTextContent('Ada Lovelace');
    expect(searches()).toEqual(['ada lo']);
  });

  it('shows each user with the relation and its buttons', async () => {
    renderSearch([
      found(ME, 'Stu Dent', 'self'),
      found('b', 'Alan Turing', 'friend'),
      found('c', 'Grace Hopper', 'sent'),
      found('d', 'Edsger Dijkstra', 'incoming'),
      found('e', 'Barbara Liskov', 'none'),
    ]);
    await search('st');
    expect(['Stu Dent', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov'].map((name) => actionsOf(name).textContent)).toEqual([
      'You',
      'Friends',
      'Request sentCancel',
      'Accept',
      'Add Friend',
    ]);
    expect(within(actionsOf('Stu Dent')).queryByRole('button')).toBeNull();
    expect(within(actionsOf('Alan Turing')).queryByRole('button')).toBeNull();
    expect(within(actionsOf('Grace Hopper')).getByRole('button', { name: 'Cancel friend request to Grace Hopper' })).toBeEnabled();
    expect(within(actionsOf('Edsger Dijkstra')).getByRole('button', { name: 'Accept friend request from Edsger Dijkstra' })).toBeEnabled();
    expect(within(actionsOf('Barbara Liskov')).getByRole('button', { name: 'Add Friend: Barbara Liskov' })).toBeEnabled();
  });

  it("sends a request with Add Friend: the row reads 'Request sent' at once and the Sent Requests counter goes up", async () => {
    const answer = gate();
    const { api, relations } = renderSearch([found('e', 'Barbara Liskov', 'none')], {
      'POST /friend-requests': async () => {
        await answer.opened;
        relations.set('e', 'sent');
        return { status: 201, body: { outcome: 'sent' } };
      },
    });
    await search('ba');
    await waitFor(() => expect(counter('Sent Requests')).toBe('0'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend: Barbara Liskov' }));
    expect(actionsOf('Barbara Liskov')).toHaveTextContent('Request sent');
    expect(counter('Sent Requests')).toBe('1');
    await waitFor(() => expect(api.callsTo('POST', '/friend-requests').map((c) => c.body)).toEqual([{ toUserId: 'e' }]));

    answer.open();
    // Reloaded from the server afterwards: still sent, with Cancel.
    await waitFor(() => expect(api.callsTo('GET', '/users/search').length).toBeGreaterThan(1));
    await waitFor(() => expect(within(actionsOf('Barbara Liskov')).getByRole('button', { name: 'Cancel friend request to Barbara Liskov' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes them friends at once when they had already asked, and Accept and Cancel in the results call their routes', async () => {
    const { api, relations } = renderSearch(
      [found('c', 'Grace Hopper', 'sent'), found('d', 'Edsger Dijkstra', 'incoming'), found('e', 'Barbara Liskov', 'none')],
      {
        'POST /friend-requests': () => (relations.set('e', 'friend'), { status: 201, body: { outcome: 'friends' } }),
        'POST /friend-requests/d/accept': () => (relations.set('d', 'friend'), { body: { success: true } }),
        'DELETE /friend-requests/c': () => (relations.set('c', 'none'), { body: { success: true } }),
      },
    );
    await search('gr');
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend: Barbara Liskov' }));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('status')).toHaveTextContent(
      'You and Barbara Liskov are now friends.',
    );
    await waitFor(() => expect(actionsOf('Barbara Liskov')).toHaveTextContent(/^Friends$/));

    await userEvent.click(screen.getByRole('button', { name: 'Accept friend request from Edsger Dijkstra' }));
    await waitFor(() => expect(actionsOf('Edsger Dijkstra')).toHaveTextContent(/^Friends$/));
    expect(api.callsTo('POST', '/friend-requests/d/accept')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel friend request to Grace Hopper' }));
    await waitFor(() => expect(within(actionsOf('Grace Hopper')).getByRole('button', { name: 'Add Friend: Grace Hopper' })).toBeEnabled());
    expect(api.callsTo('DELETE', '/friend-requests/c')).toHaveLength(1);
  });

  it('disables Add Friend at the weekly invite limit, the button reading the limit text, with a link to the plans', async () => {
    const { api } = renderSearch([found('c', 'Grace Hopper', 'sent'), found('e', 'Barbara Liskov', 'none')], {
      'GET /friends/summary': { body: testSummary({ invites: { used: 10, limit: 10, week: '2026-W10' } }) },
    });
    await search('ba');
    const button = await within(actionsOf('Barbara Liskov')).findByRole('button', { name: LIMIT_TEXT });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(LIMIT_TEXT);
    expect(screen.queryByRole('button', { name: /^Add Friend/ })).not.toBeInTheDocument();
    const notice = screen.getByText(LIMIT_TEXT, { selector: 'p' });
    expect(within(notice).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    // Withdrawing a request is still possible.
    expect(screen.getByRole('button', { name: 'Cancel friend request to Grace Hopper' })).toBeEnabled();
    await userEvent.click(button);
    expect(api.callsTo('POST', '/friend-requests')).toHaveLength(0);
  });

  it('lets an unlimited plan (-1) add friends whatever it has used', async () => {
    renderSearch([found('e', 'Barbara Liskov', 'none')], {
      'GET /friends/summary': { body: testSummary({ invites: { used: 50, limit: -1, week: '2026-W10' } }) },
    });
    await search('ba');
    await waitFor(() => expect(counter('Total Friends')).toBe('0'));
    expect(screen.getByRole('button', { name: 'Add Friend: Barbara Liskov' })).toBeEnabled();
    expect(screen.queryByText(LIMIT_TEXT)).not.toBeInTheDocument();
  });

  it.each([
    {
      status: 429,
      body: { message: 'Too many' },
      says: ['Plan Limit Reached', 'Friend invite limit reached this week. Please upgrade your plan to continue.'],
    },
    { status: 409, body: { message: 'Friend request already sent to this user.' }, says: ['Friend request already sent to this user.'] },
    { status: 500, body: { message: 'boom' }, says: ['Failed to send friend request. Please try again.'] },
  ])('puts the row and counter back and tells why when the server answers $status', async ({ status, body, says }) => {
    const { api, holdReloads } = renderSearch([found('e', 'Barbara Liskov', 'none')], { 'POST /friend-requests': { status, body } });
    await search('ba');
    await waitFor(() => expect(counter('Sent Requests')).toBe('0'));
    const release = holdReloads();
    const searchesBefore = api.callsTo('GET', '/users/search').length;
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend: Barbara Liskov' }));
    const alert = await screen.findByRole('alert');
    for (const text of says) expect(alert).toHaveTextContent(text);
    expect(api.callsTo('POST', '/friend-requests')).toHaveLength(1);
    // The reload is asked for but still waits: the row and the counter are the rollback's.
    await waitFor(() => expect(api.callsTo('GET', '/users/search').length).toBeGreaterThan(searchesBefore));
    expect(within(actionsOf('Barbara Liskov')).getByRole('button', { name: 'Add Friend: Barbara Liskov' })).toBeEnabled();
    expect(counter('Sent Requests')).toBe('0');
    release();
  });
});
