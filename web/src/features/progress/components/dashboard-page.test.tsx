import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { testDashboard, testStreak } from '@web/test/dashboard-fixtures';
import { preloadPages } from '@web/test/preload-pages';

type Reply = Parameters<typeof mockApi>[0][string];

function renderDashboard(routes: Record<string, Reply> = {}) {
  const api = mockApi({
    'GET /me': { body: testProfile() },
    'GET /me/dashboard': { body: testDashboard() },
    'GET /me/streak': { body: testStreak() },
    ...routes,
  });
  renderApp({ path: '/dashboard', auth: fakeAuthSource(testUser('student')) });
  return api;
}

/** A tile of the eight (the trends have a 'Problems Solved' tile of their own, further down). */
const tile = (name: string) => screen.getAllByText(name, { selector: 'dt' })[0]!.nextElementSibling!;

afterEach(() => vi.useRealTimers());

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/dashboard'), 60_000);

describe('the dashboard', () => {
  it('says it is loading, then greets the student with their level, XP to the next level and the eight tiles', async () => {
    // Answered only once the loading text is in: it is drawn after the loading view's delay (about 100 ms), not at once.
    let answer!: (reply: { body: ReturnType<typeof testDashboard> }) => void;
    renderDashboard({ 'GET /me/dashboard': () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading your stats...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer({ body: testDashboard() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getByText('23 days active')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Level 1' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress through level 1' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('2,750 XP · 1,250 XP to next level')).toBeInTheDocument();
    expect(
      ['Problems Solved', 'Completion %', 'Current Streak', 'Longest Streak', 'Total XP', 'Global Rank', 'Badges Earned', 'Certificates Earned'].map(
        (t) => tile(t).textContent,
      ),
    ).toEqual(['12', '11%', '3', '9', '2,750', '—', '0', '1']);
    expect(screen.getByRole('img', { name: 'Problems solved: 12 of 108' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hard: 2 of 23' })).toBeInTheDocument();
    expect(screen.getByText('No achievement unlocked so far.')).toBeInTheDocument();
  });

  it('reads Max Level at the top level', async () => {
    renderDashboard({ 'GET /me/dashboard': { body: testDashboard({ xp: 120_000, level: 10, levelStartXp: 100_000, nextLevelXp: null }) } });
    expect(await screen.findByText('120,000 XP · Max Level')).toBeInTheDocument();
  });

  it('shows the week’s XP bars and an unranked student’s ranking card', async () => {
    renderDashboard();
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    expect(within(ranking).getByRole('img', { name: /^Your XP this week: Mon 0 XP, Tue 14 XP, Wed 0 XP/ })).toBeInTheDocument();
    expect(ranking).toHaveTextContent(
      'Not ranked yet: students are ranked by total XP, updated every 5 minutes. Solve problems and take weekly challenges to earn XP and climb.',
    );
    expect(ranking).not.toHaveTextContent(/coming soon/i);
  });

  it('shows the ranking when there is one: top X% globally, global and country rank', async () => {
    const rankingFigures = {
      globalRank: 42,
      globalUsers: 1000,
      topPercent: 5,
      country: 'Pakistan',
      countryRank: 3,
      countryUsers: 80,
      globalWeeklyAverageXp: 12.4,
    };
    renderDashboard({ 'GET /me/dashboard': { body: testDashboard({ ranking: rankingFigures }) } });
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    expect(ranking).toHaveTextContent('Top 5% globally');
    expect(ranking).toHaveTextContent('Global rank 42 of 1000 · Pakistan rank 3 of 80');
    expect(ranking).toHaveTextContent('Global average this week: 12 XP');
    expect(screen.getByText('Global Rank').parentElement).toHaveTextContent('#42');
  });

  it('shows the contest rating on the ranking card, or how to get one', async () => {
    renderDashboard({ 'GET /me/dashboard': { body: testDashboard({ rating: { displayed: 1432, contests: 1, provisional: true } }) } });
    expect(await screen.findByText('Contest rating: 1432 (provisional) after 1 weekly challenge')).toBeInTheDocument();
  });

  it('says a student without a rated challenge is not rated yet', async () => {
    renderDashboard({ 'GET /me/dashboard': { body: testDashboard() } });
    expect(await screen.findByText('Contest rating: not rated yet — take part in a weekly challenge')).toBeInTheDocument();
  });

  it('asks a ranked student without a country to set one for a country rank', async () => {
    const ranking = { globalRank: 7, globalUsers: 9, topPercent: 78, country: null, countryRank: null, countryUsers: null, globalWeeklyAverageXp: 0 };
    renderDashboard({ 'GET /me/dashboard': { body: testDashboard({ ranking }) } });
    const card = await screen.findByRole('region', { name: 'Ranking' });
    expect(card).toHaveTextContent('Top 78% globally');
    expect(card).toHaveTextContent('Global rank 7 of 9 · Set your country in Settings to see your country rank');
  });

  it('shows the trends for the period chosen, a year by default, with 1000+% for a rise from nothing', async () => {
    renderDashboard();
    const trends = await screen.findByRole('region', { name: 'Performance Trends' });
    const tile = (name: string) => within(trends).getByText(name).nextElementSibling!.textContent;
    const solved = () => tile('Problems Solved');
    expect(within(trends).getByRole('combobox', { name: 'Trend period' })).toHaveValue('year');
    expect(solved()).toBe('0%');
    // 840 s against 700 s the year before: slower by a fifth.
    expect([tile('Avg Solving Time'), tile('Avg Time Improved')]).toEqual(['14.0 min', '-20%']);
    await userEvent.selectOptions(within(trends).getByRole('combobox', { name: 'Trend period' }), 'month');
    expect(solved()).toBe('1000+%');
    // Nothing timed the month before: nothing to compare.
    expect(tile('Avg Time Improved')).toBe('—');
    await userEvent.selectOptions(within(trends).getByRole('combobox', { name: 'Trend period' }), 'week');
    expect(solved()).toBe('+50%');
    // 600 s against 750 s: a fifth faster.
    expect([tile('Avg Solving Time'), tile('Avg Time Improved')]).toEqual(['10.0 min', '+20%']);
  });

  it('draws the solving progress by week, month or year', async () => {
    renderDashboard();
    const chart = await screen.findByRole('region', { name: 'Solving Progress' });
    expect(within(chart).getByRole('img', { name: /^Problems solved this week: Mon 0, Tue 2/ })).toBeInTheDocument();
    await userEvent.click(within(chart).getByRole('button', { name: 'Year' }));
    expect(within(chart).getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chart).getByRole('img', { name: /Nov 12, Dec 0$/ })).toBeInTheDocument();
  });

  it('shows empty figures when the dashboard cannot be loaded (the spec keeps such failures silent)', async () => {
    renderDashboard({ 'GET /me/dashboard': { status: 500, body: { message: 'down' } } });
    await screen.findByRole('heading', { name: 'Level 0' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(tile('Problems Solved').textContent).toBe('0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the streak calendar', () => {
  it('shows the month from the Sunday before the 1st, marks visited days and today', async () => {
    renderDashboard();
    const calendar = await screen.findByRole('table', { name: /^November 2026: 3 days visited$/ });
    const cells = within(calendar).getAllByRole('cell');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveAccessibleName('2026-11-01');
    expect(within(calendar).getByRole('cell', { name: '2026-11-25, visited, today' })).toHaveClass('streak-day--visited', 'streak-day--today');
    expect(screen.getByText('Streaks update when you visit the platform daily')).toBeInTheDocument();
  });

  it('refreshes the streak and flashes Streak updated for 3 seconds', async () => {
    const api = renderDashboard({ 'POST /me/streak': { body: testStreak({ updated: true, currentStreak: 4 }) } });
    const refresh = await screen.findByRole('button', { name: 'Refresh streak' });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.click(refresh);
    expect(await screen.findByText('Streak updated')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/me/streak')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.queryByText('Streak updated')).toBeNull());
  });

  it('says Error loading calendar when the calendar cannot be loaded', async () => {
    renderDashboard({ 'GET /me/streak': { status: 500, body: { message: 'down' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading calendar');
  });

  it('says Error loading calendar above the calendar when Refresh fails, keeping the calendar', async () => {
    renderDashboard({ 'POST /me/streak': { status: 500, body: { message: 'down' } } });
    await screen.findByRole('table', { name: /^November 2026/ });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh streak' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading calendar');
    expect(screen.getByRole('table', { name: /^November 2026/ })).toBeInTheDocument();
  });
});
