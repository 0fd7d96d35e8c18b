import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { type BoardRequest, mockRankings, testLeaderboard, testRows, testStats } from '../test/leaderboard-fixtures';

const renderLeaderboard = () => renderApp({ path: '/leaderboard', auth: fakeAuthSource(testUser('student')) });

const statCard = async (name: string) => (await screen.findByText(name, { selector: 'dt' })).nextElementSibling!.textContent;
const statCards = async () => Promise.all(['World Rank', 'Country Rank', 'XP', 'Percentile', 'Rating'].map(statCard));
const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const button = (name: string) => screen.getByRole('button', { name });
const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Leaderboards' })).getByRole('tab', { name });
const request = (board: BoardRequest['board'], period: BoardRequest['period'], scope: BoardRequest['scope']): BoardRequest => ({ board, period, scope });

/** A reply that waits until the test calls `release`. */
function held() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
}

describe('the leaderboard page', () => {
  it("shows the four stat cards: ranks with '#', XP and the percentile with 'th'", async () => {
    mockRankings();
    renderLeaderboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    await waitFor(async () => expect(await statCards()).toEqual(['#12', '#3', '2,750', '87th', '1432 (provisional)']));
    expect(screen.getByText('Ranks update every 5 minutes')).toBeInTheDocument();
  });

  it('shows dashes for a caller not ranked yet, and none and zero XP when the stats fail to load', async () => {
    mockRankings({ stats: { body: testStats({ worldRank: null, countryRank: null, xp: 0, percentile: null, rating: null }) } });
    const { unmount } = renderLeaderboard();
    await screen.findByRole('list', { name: 'Top 3' });
    expect(await statCards()).toEqual(['—', '—', '0', '—', '—']);
    unmount();

    mockRankings({ stats: { status: 500, body: { message: 'Internal error' } } });
    renderLeaderboard();
    await screen.findByRole('list', { name: 'Top 3' });
    await waitFor(async () => expect(await statCards()).toEqual(['—', '—', '0', '—', '—']));
  });

  it('shows the podium of the top 3, ranks 4 to 10 with bars, and appends the caller ranked below the top 10', async () => {
    const api = mockRankings();
    renderLeaderboard();
    const podium = await screen.findByRole('list', { name: 'Top 3' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1stAda Lovelace1,000 XP', '2ndAlan Turing900 XP', '3rdGrace Hopper800 XP']);
    // Flags are bundled SVG images named by their country (an emoji flag is two empty boxes on Linux and Windows).
    expect(within(podium).getAllByRole('img', { name: 'United Kingdom' })).toHaveLength(2);
    await waitFor(() => expect(within(podium).getByRole('img', { name: 'United States' }).tagName).toBe('IMG'));
    expect(within(podium).getByRole('img', { name: 'United States' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(document.body.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(podium.querySelector('.podium__place--1')).toHaveTextContent('Ada Lovelace');

    const rows = items('Ranks 4 to 10');
    expect(rows.map((li) => li.querySelector('.leaderboard-row__rank')!.textContent)).toEqual(['#4', '#5', '#6', '#7', '#8', '#9', '#10']);
    expect(rows[0]).toHaveTextContent('#4FILinus700 XP');
    expect(rows[4]).toHaveTextContent('#8Donald Knuth300 XP');
    // Each bar is the row's score against the first place's: 700 / 1000.
    expect(rows[0]!.querySelector<HTMLElement>('.leaderboard-row__bar span')!.style.width).toBe('70%');
    expect(rows[6]!.querySelector<HTMLElement>('.leaderboard-row__bar span')!.style.width).toBe('10%');
    expect(screen.getByText('November 2026 · 240 users ranked')).toBeInTheDocument();
    // Every name opens that user's profile popup.
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('button', { name: /^View profile of / })
        .map((b) => b.textContent),
    ).toEqual([...testRows().map((r) => r.name), 'Stu Dent']);

    const you = items('Your rank');
    expect(you).toHaveLength(1);
    expect(you[0]).toHaveTextContent('#57Stu DentYou120 XP');
    expect(within(you[0]!).getByRole('img', { name: 'United States' })).toBeInTheDocument();
    expect(you[0]!.querySelector<HTMLElement>('.leaderboard-row__bar span')!.style.width).toBe('12%');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(api.requests).toEqual([request('individual', 'month', 'world')]);
  });

  it("marks the caller's own row in the top 10 with 'You' and appends nothing", async () => {
    mockRankings({ board: (r) => ({ body: testLeaderboard(r, { rows: testRows(5), you: null }) }) });
    renderLeaderboard();
    const rows = await waitFor(() => items('Ranks 4 to 10'));
    expect(rows[2]).toHaveTextContent('#6NLEdsger DijkstraYou500 XP');
    expect(rows[2]).toHaveClass('leaderboard-row--you');
    expect(screen.getAllByText('You')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Your rank' })).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('asks for the period and scope picked, and keeps what it loaded for 5 minutes', async () => {
    const api = mockRankings();
    renderLeaderboard();
    await screen.findByRole('list', { name: 'Top 3' });
    expect(
      within(screen.getByRole('group', { name: 'Period' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Last Year', 'Last Month']);
    expect(button('Last Month')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Last Year')).toHaveAttribute('aria-pressed', 'false');
    expect(button('World Rankings')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(button('Last Year'));
    await waitFor(() => expect(api.last()).toEqual(request('individual', 'year', 'world')));
    expect(button('Last Year')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Last Month')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('2026 · 240 users ranked')).toBeInTheDocument();

    await userEvent.click(button('United States Rankings'));
    await waitFor(() => expect(api.last()).toEqual(request('individual', 'year', 'country')));
    expect(button('United States Rankings')).toHaveAttribute('aria-pressed', 'true');
    expect(button('World Rankings')).toHaveAttribute('aria-pressed', 'false');

    // Back to boards already loaded: answered from the cache.
    await userEvent.click(button('World Rankings'));
    await userEvent.click(button('Last Month'));
    expect(await screen.findByText('November 2026 · 240 users ranked')).toBeInTheDocument();
    expect(api.requests).toEqual([request('individual', 'month', 'world'), request('individual', 'year', 'world'), request('individual', 'year', 'country')]);
  });

  it("says it is loading, then that nobody is ranked; in the country's view it names the country and suggests the world", async () => {
    const hold = held();
    mockRankings({
      board: async (r) => {
        if (r.period === 'month' && r.scope === 'world') await hold.gate;
        return { body: testLeaderboard(r, { rows: [], you: null, total: 0 }) };
      },
    });
    renderLeaderboard();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    hold.release();
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(screen.queryByText('Try switching to World Rankings to see all users.')).toBeNull();

    await userEvent.click(button('United States Rankings'));
    expect(await screen.findByText('No users found from United States.')).toBeInTheDocument();
    expect(screen.getByText('Try switching to World Rankings to see all users.')).toBeInTheDocument();
  });

  it('shows the empty state when the board fails to load', async () => {
    mockRankings({ board: { status: 500, body: { message: 'Internal error' } } });
    renderLeaderboard();
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Top 3' })).toBeNull();
  });

  it('takes the country from the board when the profile has none, and disables the country view without one', async () => {
    mockRankings({ me: { status: 500, body: { message: 'Internal error' } }, board: (r) => ({ body: testLeaderboard(r, { country: 'PK' }) }) });
    const { unmount } = renderLeaderboard();
    expect(await screen.findByRole('button', { name: 'Pakistan Rankings' })).toBeEnabled();
    unmount();

    // Signed in on the sign-up country of the token, while neither the profile nor the board has one.
    mockRankings({ me: { body: testProfile({ country: undefined }) }, board: (r) => ({ body: testLeaderboard(r, { country: null }) }) });
    renderApp({ path: '/leaderboard', auth: fakeAuthSource({ ...testUser('student'), country: 'United States|US' }) });
    await screen.findByRole('list', { name: 'Top 3' });
    const country = button('Country Rankings');
    expect(country).toBeDisabled();
    expect(country).toHaveAccessibleDescription('Set your country in Settings to see your country rankings.');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('ranks weekly challenge points on their own tab, with its own loading and empty texts', async () => {
    const hold = held();
    const api = mockRankings({
      board: async (r) => {
        if (r.board === 'individual') return { body: testLeaderboard(r) };
        await hold.gate;
        return { body: r.scope === 'world' ? testLeaderboard(r) : testLeaderboard(r, { rows: [], you: null, total: 0 }) };
      },
    });
    renderLeaderboard();
    await screen.findByRole('list', { name: 'Top 3' });
    await userEvent.click(tab('Weekly Challenges'));
    expect(await screen.findByText('Loading Weekly Challenge Rankings...')).toBeInTheDocument();
    hold.release();
    const podium = await screen.findByRole('list', { name: 'Top 3' });
    expect(within(podium).getAllByRole('listitem')[0]).toHaveTextContent('1stAda Lovelace1,000 points');
    expect(items('Your rank')[0]).toHaveTextContent('#57Stu DentYou120 points');
    expect(api.last()).toEqual(request('challenges', 'month', 'world'));

    await userEvent.click(button('United States Rankings'));
    expect(await screen.findByText('No Weekly Challenge Rankings')).toBeInTheDocument();
    expect(api.last()).toEqual(request('challenges', 'month', 'country'));
  });

  it('shows Coming Soon on Tournaments and no crews on Crews, without asking for a board', async () => {
    const api = mockRankings();
    renderLeaderboard();
    await screen.findByRole('list', { name: 'Top 3' });
    await userEvent.click(tab('Tournaments'));
    const tournaments = within(screen.getByRole('tabpanel', { name: 'Tournaments' }));
    expect(tournaments.getByText('Coming Soon.')).toBeInTheDocument();
    expect(tournaments.getByText('Good things take time.')).toBeInTheDocument();

    await userEvent.click(tab('Crews'));
    expect(within(screen.getByRole('tabpanel', { name: 'Crews' })).getByText('No crews found.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    const api = mockRankings();
    renderLeaderboard();
    await screen.findByRole('list', { name: 'Top 3' });
    const tabs = within(screen.getByRole('tablist', { name: 'Leaderboards' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Individual', 'Weekly Challenges', 'Tournaments', 'Crews']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Weekly Challenges')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Weekly Challenges')).toHaveFocus();
    await waitFor(() => expect(api.last()).toEqual(request('challenges', 'month', 'world')));

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tab('Crews')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No crews found.');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab('Tournaments')).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(tab('Individual')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Individual')).toHaveFocus();
  });
});
