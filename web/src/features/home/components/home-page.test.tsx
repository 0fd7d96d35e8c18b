import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FamousProblem, FamousProblems } from '@contract/api/problems';
import { defaultPlanLimits } from '@contract/plans';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { preloadPages } from '@web/test/preload-pages';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';

const card = (n: number, over: Partial<FamousProblem> = {}): FamousProblem => ({
  problemId: `p-${n}`,
  title: `Problem ${n}`,
  difficulty: 'Easy',
  tags: ['array', 'math', 'loops', 'greedy'],
  solvers: 0,
  recommended: false,
  ...over,
});

const famous: FamousProblems = {
  totalProblems: 104,
  languages: {
    cpp: {
      total: 104,
      problems: [card(1, { solvers: 12, recommended: true, title: 'Knapsack', difficulty: 'Medium' }), ...[2, 3, 4, 5, 6].map((n) => card(n))],
    },
    python: { total: 104, problems: [card(7, { solvers: 1, title: 'Word Frequency' })] },
    javascript: { total: 104, problems: [] },
    java: { total: 104, problems: [card(8, { title: 'Edit Distance', difficulty: 'Hard' })] },
  },
};

const home = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /famous-problems': { body: famous },
    'GET /plans': { body: { plans: defaultPlanLimits } },
    'GET /weekly-challenges/active': { body: { challenge: null } },
    ...routes,
  });

// The first visit compiles the page (and the plan cards): done once before the tests, not inside a find*'s wait.
beforeAll(() => preloadPages('/'), 60_000);

describe('the home page (docs/requirements/shell.md §6)', () => {
  it('sends a visitor to sign up or the arena from the hero and the final call to action', async () => {
    home();
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Master competitive programming, one problem at a time' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Code for Free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Explore Arena' })).toHaveAttribute('href', '/practice');
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'View Questions' })).toHaveAttribute('href', '/practice');
  });

  it('sends a signed-in student to the dashboard instead', async () => {
    home({ 'GET /me': { body: testProfile() } });
    renderApp({ path: '/', auth: fakeAuthSource(testUser('student')) });
    expect(await screen.findByRole('link', { name: 'Code for Free' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the famous questions of C++ first, with the real counts, and switches language by tab and arrow keys', async () => {
    home();
    renderApp({ path: '/' });
    const section = within(await screen.findByRole('region', { name: 'Famous Questions' }));
    const tabs = await section.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['C++', 'Python', 'JavaScript', 'Java']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(section.getByText('104 problems to solve in C++')).toBeInTheDocument();
    const cards = section.getAllByRole('link', { name: /^Problem \d|^Knapsack/ });
    expect(cards).toHaveLength(6);
    expect(cards[0]).toHaveAttribute('href', '/problem/p-1');
    expect(cards[0]).toHaveTextContent(/^KnapsackMediumRecommendedarraymathloopsSolved by 12 students in C\+\+$/);
    expect(cards[1]).toHaveTextContent('Be the first to solve it');
    expect(section.getByRole('link', { name: 'Explore all 104 problems' })).toHaveAttribute('href', '/practice-arena');

    const user = userEvent.setup({ delay: null });
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(section.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    expect(section.getByRole('link', { name: /^Word Frequency/ })).toHaveTextContent('Solved by 1 student in Python');
    await user.click(section.getByRole('tab', { name: 'Java' }));
    expect(section.getByRole('link', { name: /^Edit Distance/ })).toHaveAttribute('href', '/problem/p-8');
  });

  it('says so while the catalogue is empty, with no tabs and no count of zero', async () => {
    home({
      'GET /famous-problems': {
        body: {
          totalProblems: 0,
          languages: {
            cpp: { total: 0, problems: [] },
            python: { total: 0, problems: [] },
            javascript: { total: 0, problems: [] },
            java: { total: 0, problems: [] },
          },
        },
      },
    });
    renderApp({ path: '/' });
    expect(await screen.findByText('The first problems are on their way: check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Explore all/ })).toBeNull();
  });

  it('says when the famous questions cannot be loaded, and tries again', async () => {
    let fail = true;
    home({ 'GET /famous-problems': () => (fail ? { status: 500, body: { message: 'down' } } : { body: famous }) });
    renderApp({ path: '/' });
    expect(await screen.findByText('Problems could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('104 problems to solve in C++')).toBeInTheDocument();
  });

  it('shows no active challenge yet, a countdown of zeros, and leads to the challenges list', async () => {
    home();
    renderApp({ path: '/' });
    const block = within(await screen.findByRole('region', { name: 'Weekly Challenge' }));
    expect(block.getByText('No active weekly challenge')).toBeInTheDocument();
    expect(block.getAllByRole('definition').map((d) => d.textContent)).toEqual(['00', '00', '00', '00']);
    expect(block.getAllByRole('term').map((d) => d.textContent)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    expect(block.getByRole('link', { name: 'Compete Now' })).toHaveAttribute('href', '/weekly-challenges');
    expect(block.getByRole('link', { name: 'View All Weekly Challenges' })).toHaveAttribute('href', '/weekly-challenges');
  });

  it('shows the active challenge: its title, when it was posted, a live countdown to its end, and Compete Now to it', async () => {
    const endsAt = new Date(Date.now() + ((2 * 24 + 3) * 60 + 4) * 60_000 + 30_000).toISOString();
    home({
      'GET /weekly-challenges/active': {
        body: { challenge: { challengeId: 'wc-2026-w48-abc123', title: 'Sum of Squares', startsAt: '2026-11-23T00:00:00.000Z', endsAt } },
      },
    });
    renderApp({ path: '/' });
    const block = within(await screen.findByRole('region', { name: 'Weekly Challenge' }));
    expect(await block.findByText('Sum of Squares')).toBeInTheDocument();
    expect(block.getByText(/^Posted/).querySelector('time')).toHaveAttribute('datetime', '2026-11-23T00:00:00.000Z');
    expect(
      block
        .getAllByRole('definition')
        .map((d) => d.textContent)
        .slice(0, 3),
    ).toEqual(['02', '03', '04']);
    expect(block.getByRole('link', { name: 'Compete Now' })).toHaveAttribute('href', '/weekly-challenge/wc-2026-w48-abc123');
  });

  it('shows the four feature cards and the pricing section', async () => {
    home();
    renderApp({ path: '/' });
    const features = within(await screen.findByRole('region', { name: 'Everything you need to improve' }));
    expect(features.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Practice',
      'Weekly Challenges',
      'Community',
      'Progress Tracking',
    ]);
    const pricing = within(screen.getByRole('region', { name: 'Choose Your Plan' }));
    expect(pricing.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['plan-free-title', 'plan-pro-title', 'plan-premium-title']);
  });

  it('pages the testimonials three at a time with the arrows and the dots', async () => {
    home();
    renderApp({ path: '/' });
    const section = within(await screen.findByRole('region', { name: 'What Our Students Say' }));
    const shown = () => section.getAllByRole('figure').map((f) => f.querySelector('strong')!.textContent);
    expect(shown()).toEqual(['Ayesha', 'Daniel', 'Mei']);
    const user = userEvent.setup({ delay: null });
    await user.click(section.getByRole('button', { name: 'Next testimonials' }));
    expect(shown()).toEqual(['Omar', 'Lucía', 'Kwame']);
    expect(section.getByRole('button', { name: 'Testimonials page 2 of 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(section.getByRole('button', { name: 'Next testimonials' }));
    expect(shown()).toEqual(['Ayesha', 'Daniel', 'Mei']);
    await user.click(section.getByRole('button', { name: 'Previous testimonials' }));
    expect(shown()).toEqual(['Omar', 'Lucía', 'Kwame']);
    await user.click(section.getByRole('button', { name: 'Testimonials page 1 of 2' }));
    await waitFor(() => expect(shown()).toEqual(['Ayesha', 'Daniel', 'Mei']));
  });
});
