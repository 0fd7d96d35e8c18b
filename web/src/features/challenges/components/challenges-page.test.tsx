import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChallengeList, ChallengeSummary } from '@contract/api/challenges';
import { challengeMessages } from '@contract/challenges';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { preloadPages } from '@web/test/preload-pages';

type Reply = Parameters<typeof mockApi>[0][string];

const signedIn = () => fakeAuthSource(testUser('student'));

function summary(fields: Pick<ChallengeSummary, 'challengeId' | 'title' | 'status' | 'startsAt' | 'endsAt'> & Partial<ChallengeSummary>): ChallengeSummary {
  return { summary: '', difficulty: 'Easy', tags: [], testCount: 20, joined: false, submitted: false, ...fields };
}

/** Newest start first, as the API lists them: one upcoming, one active (ends Nov 30), one completed. */
function testChallengeList(overrides: Partial<ChallengeList> = {}): ChallengeList {
  return {
    challenges: [
      summary({
        challengeId: 'wc-graph-sprint',
        title: 'Graph Sprint',
        status: 'upcoming',
        difficulty: 'Hard',
        tags: ['graphs', 'bfs'],
        summary: 'Shortest paths on a grid.',
        startsAt: '2026-11-30T00:00:00.000Z',
        endsAt: '2026-12-07T00:00:00.000Z',
      }),
      summary({
        challengeId: 'wc-two-sum',
        title: 'Two Sum Week',
        status: 'active',
        tags: ['arrays', 'hashing'],
        summary: 'Find two numbers that add up to a target.',
        startsAt: '2026-11-23T00:00:00.000Z',
        endsAt: '2026-11-30T00:00:00.000Z',
      }),
      summary({
        challengeId: 'wc-stacks',
        title: 'Stack Mastery',
        status: 'completed',
        difficulty: 'Medium',
        tags: ['stack'],
        summary: 'Balanced brackets, fast.',
        startsAt: '2026-11-16T00:00:00.000Z',
        endsAt: '2026-11-23T00:00:00.000Z',
        joined: true,
        submitted: true,
      }),
    ],
    stats: { participated: 4, bestRank: 2, averageRank: 3.5, points: 1250, participationPercent: 40 },
    joins: { used: 0, limit: 1 },
    thisWeek: { joined: 0, entered: 0, xp: 0, points: 0 },
    active: {
      challengeId: 'wc-two-sum',
      topPerformers: [{ userId: 'u-1', name: 'Ada Lovelace', points: 960, averageTimeMs: 4.4, chars: 120 }],
      mine: null,
    },
    ...overrides,
  };
}

/** Answers GET /me and GET /weekly-challenges, and Join Now of the active challenge with `join`. */
function mockChallenges(list: Reply = { body: testChallengeList() }, join: Reply = { body: { joins: { used: 1, limit: 1 } } }) {
  return mockApi({ 'GET /me': { body: testProfile() }, 'GET /weekly-challenges': list, 'POST /weekly-challenges/wc-two-sum/join': join });
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Challenges' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const statCard = async (name: string) => (await screen.findByText(name, { selector: 'dt' })).nextElementSibling!.textContent;
const activeBlock = async () => within(await screen.findByRole('region', { name: 'Active Challenge' }));
const countdown = () => [...screen.getByRole('timer', { name: 'Time left' }).querySelectorAll('dd')].map((dd) => dd.textContent).join(':');

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/weekly-challenges'), 60_000);

describe('the weekly challenges page', () => {
  it("shows 'Nil' without Top Performers, and the student's own submission analytics once they submitted", async () => {
    const mine = {
      submissionId: 's-1',
      language: 'cpp' as const,
      status: 'done' as const,
      verdict: 'WA' as const,
      passedTests: 18,
      totalTests: 20,
      xp: 180,
      optimality: 301.4,
      band: { label: 'Good', colour: 'yellow' as const },
      points: 841,
      averageTimeMs: 12.6,
      chars: 233,
      tests: [],
      submittedAt: '2026-11-24T10:00:00.000Z',
    };
    mockChallenges({ body: testChallengeList({ active: { challengeId: 'wc-two-sum', topPerformers: [], mine } }) });
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    const active = await activeBlock();
    expect(within(active.getByRole('region', { name: 'Top Performers' })).getByText('Nil')).toBeInTheDocument();
    const figures = within(active.getByRole('region', { name: 'Your submission' }));
    const value = (term: string) => figures.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(['Language', 'Test cases passed', 'Points', 'Characters', 'Avg. execution time', 'Optimality'].map(value)).toEqual([
      'C++',
      '18/20',
      '841',
      '233',
      '13 ms',
      'Good (301/400)',
    ]);
  });

  it('shows the five stat cards, the active challenge and every challenge with its badges, dates and link', async () => {
    mockChallenges();
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Challenges' })).toBeInTheDocument();
    expect([
      await statCard('Participated'),
      await statCard('Best Rank'),
      await statCard('Avg Rank'),
      await statCard('Points'),
      await statCard('Participation %'),
    ]).toEqual(['4', '#2', '3.5', '1,250', '40%']);

    const active = await activeBlock();
    expect(active.getByRole('heading', { level: 3, name: 'Two Sum Week' })).toBeInTheDocument();
    expect(active.getByText('Find two numbers that add up to a target.')).toBeInTheDocument();
    expect(active.getByText(/^Posted/)).toHaveTextContent('Posted Nov 23, 2026');
    expect(active.getByRole('button', { name: 'Join Now' })).toBeEnabled();
    const performers = within(active.getByRole('region', { name: 'Top Performers' }));
    expect(performers.getByRole('listitem')).toHaveTextContent('Ada Lovelace960 pts4 ms120 chars');
    expect(active.queryByRole('region', { name: 'Your submission' })).toBeNull();

    expect(rows()).toEqual(['Graph Sprint', 'Two Sum Week', 'Stack Mastery']);
    const stacksRow = screen.getByRole('heading', { level: 3, name: 'Stack Mastery' }).closest('li')!;
    const stacks = within(stacksRow);
    expect(stacks.getByText('Balanced brackets, fast.')).toBeInTheDocument();
    expect(stacks.getByText('Medium')).toHaveClass('problem-difficulty--medium');
    expect(stacks.getByText('Completed')).toHaveClass('challenge-status--completed');
    expect(stacksRow.querySelector('.challenge-row__dates')).toHaveTextContent('Nov 16, 2026 – Nov 23, 2026');
    expect(stacks.getByText('✓ Submitted')).toBeInTheDocument();
    expect(stacks.getByRole('link', { name: 'Open Stack Mastery' })).toHaveAttribute('href', '/weekly-challenge/wc-stacks');
    expect(within(screen.getByRole('heading', { level: 3, name: 'Graph Sprint' }).closest('li')!).getByText('Upcoming')).toHaveClass(
      'challenge-status--upcoming',
    );
  });

  it('shows a dash for the ranks before the first completed challenge', async () => {
    mockChallenges({ body: testChallengeList({ stats: { participated: 0, bestRank: null, averageRank: null, points: 0, participationPercent: 0 } }) });
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    expect([await statCard('Best Rank'), await statCard('Avg Rank'), await statCard('Participation %')]).toEqual(['—', '—', '0%']);
  });

  it("shows this week's weekly challenge summary: joined, entered, XP and points", async () => {
    mockChallenges({ body: testChallengeList({ thisWeek: { joined: 2, entered: 1, xp: 180, points: 1450 } }) });
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    expect((await screen.findByLabelText("This week's weekly challenges")).textContent).toBe('This week: 2 joined · 1 entered · 180 XP · 1,450 points');
  });

  it('searches titles, first lines and tags whatever the case, filters by status, and says when nothing matches', async () => {
    mockChallenges();
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    const search = await screen.findByRole('searchbox', { name: 'Search challenges' });
    const status = screen.getByRole('combobox', { name: 'Filter by status' });
    expect([...(status as HTMLSelectElement).options].map((o) => o.value)).toEqual(['all', 'active', 'upcoming', 'completed']);

    await userEvent.type(search, 'HASH');
    expect(rows()).toEqual(['Two Sum Week']);
    await userEvent.clear(search);
    await userEvent.type(search, 'brackets');
    expect(rows()).toEqual(['Stack Mastery']);
    await userEvent.clear(search);
    await userEvent.type(search, 'graph sp');
    expect(rows()).toEqual(['Graph Sprint']);
    await userEvent.clear(search);

    await userEvent.selectOptions(status, 'upcoming');
    expect(rows()).toEqual(['Graph Sprint']);
    await userEvent.selectOptions(status, 'completed');
    expect(rows()).toEqual(['Stack Mastery']);
    await userEvent.type(search, 'graph');
    expect(screen.queryByRole('list', { name: 'Challenges' })).toBeNull();
    expect(screen.getByText('No challenges found matching your criteria.')).toBeInTheDocument();
    // The active challenge stays whatever the filters.
    expect((await activeBlock()).getByRole('heading', { level: 3, name: 'Two Sum Week' })).toBeInTheDocument();
    await userEvent.selectOptions(status, 'all');
    expect(rows()).toEqual(['Graph Sprint']);
  });

  it('says there are no challenges when the API lists none, without an active block', async () => {
    mockChallenges({ body: testChallengeList({ challenges: [] }) });
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    expect(await screen.findByText('No challenges found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active Challenge' })).toBeNull();
  });

  it('says it is loading until the list arrives', async () => {
    let answer!: (reply: { body: ChallengeList }) => void;
    mockChallenges(() => new Promise((resolve) => (answer = resolve)));
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    expect(await screen.findByText('Loading challenges...')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer({ body: testChallengeList() });
    expect(await screen.findByRole('heading', { level: 3, name: 'Stack Mastery' })).toBeInTheDocument();
    expect(screen.queryByText('Loading challenges...')).toBeNull();
  });

  it('says the list failed to load, and Retry loads it', async () => {
    let calls = 0;
    mockChallenges(() => (++calls === 1 ? { status: 500, body: { message: 'Internal error' } } : { body: testChallengeList() }));
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    expect(await screen.findByText('Failed to load challenges. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Stack Mastery' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load challenges. Please try again.')).toBeNull();
  });

  it('counts down to the end of the active challenge every second, and shows zeros once it has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00.000Z'));
    mockChallenges();
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    await activeBlock();
    expect(countdown()).toBe('04:12:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toBe('04:11:59:59');
    act(() => vi.advanceTimersByTime(61_000));
    expect(countdown()).toBe('04:11:58:58');
    // Past the end (the clock jumps, as after a sleeping laptop wakes): zeros at the next tick.
    vi.setSystemTime(new Date('2026-12-01T00:00:00.000Z'));
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toBe('00:00:00:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toBe('00:00:00:00');
  });

  it('joins with Join Now and opens the challenge; back on the list it reads Continue', async () => {
    const api = mockChallenges();
    const { router } = renderApp({ path: '/weekly-challenges', auth: signedIn() });
    await userEvent.click((await activeBlock()).getByRole('button', { name: 'Join Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/weekly-challenge/wc-two-sum'));
    expect(api.callsTo('POST', '/weekly-challenges/wc-two-sum/join')).toHaveLength(1);

    // The joins are now at the limit, but the joined challenge itself stays open.
    await act(() => router.navigate('/weekly-challenges'));
    const active = await activeBlock();
    expect(active.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/weekly-challenge/wc-two-sum');
    expect(screen.queryByText(challengeMessages.joinLimitReached)).toBeNull();
  });

  it('only opens a challenge already joined, with Continue', async () => {
    const list = testChallengeList({ joins: { used: 1, limit: 1 } });
    list.challenges[1] = { ...list.challenges[1]!, joined: true };
    const api = mockChallenges({ body: list });
    const { router } = renderApp({ path: '/weekly-challenges', auth: signedIn() });
    const active = await activeBlock();
    expect(active.queryByRole('button', { name: 'Join Now' })).toBeNull();
    expect(screen.queryByText(challengeMessages.joinLimitReached)).toBeNull();
    await userEvent.click(active.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/weekly-challenge/wc-two-sum'));
    expect(api.callsTo('POST', '/weekly-challenges/wc-two-sum/join')).toHaveLength(0);
  });

  it('disables Join Now at the plan\u2019s weekly limit, with the spec\u2019s message; an unlimited plan never is', async () => {
    mockChallenges({ body: testChallengeList({ joins: { used: 2, limit: 2 } }) });
    const { unmount } = renderApp({ path: '/weekly-challenges', auth: signedIn() });
    const active = await activeBlock();
    const join = active.getByRole('button', { name: 'Join Now' });
    expect(join).toBeDisabled();
    expect(active.getByRole('alert')).toHaveTextContent("You've reached your weekly limit. Upgrade your plan to unlock more.");
    expect(join).toHaveAccessibleDescription(challengeMessages.joinLimitReached);
    unmount();

    mockChallenges({ body: testChallengeList({ joins: { used: 9, limit: -1 } }) });
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    expect((await activeBlock()).getByRole('button', { name: 'Join Now' })).toBeEnabled();
    expect(screen.queryByText(challengeMessages.joinLimitReached)).toBeNull();
  });

  it('shows the limit message when the server refuses the join with 403, and the server\u2019s words for a 409', async () => {
    mockChallenges(undefined, { status: 403, body: { message: 'Forbidden' } });
    const { router, unmount } = renderApp({ path: '/weekly-challenges', auth: signedIn() });
    await userEvent.click((await activeBlock()).getByRole('button', { name: 'Join Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(challengeMessages.joinLimitReached);
    expect(router.state.location.pathname).toBe('/weekly-challenges');
    unmount();

    mockChallenges(undefined, { status: 409, body: { message: challengeMessages.notActive } });
    renderApp({ path: '/weekly-challenges', auth: signedIn() });
    await userEvent.click((await activeBlock()).getByRole('button', { name: 'Join Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(challengeMessages.notActive);
  });
});
