import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { testDashboard } from '@web/test/dashboard-fixtures';
import { preloadPages } from '@web/test/preload-pages';

const hub = () => within(screen.getByRole('region', { name: 'Practice Arena' }));

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/practice'), 60_000);

describe('the Practice Arena hub', () => {
  it('shows the two cards with the student’s progress, recent activity newest first, quick actions and the next level', async () => {
    mockApi({ 'GET /me': { body: testProfile() }, 'GET /me/dashboard': { body: testDashboard() } });
    renderApp({ path: '/practice', auth: fakeAuthSource(testUser('student')) });
    expect(await screen.findByRole('link', { name: /^Problems 12\/108 solved · 11%/ })).toHaveAttribute('href', '/problems');
    expect(hub().getByRole('link', { name: 'Weekly Challenges 1/3 participated' })).toHaveAttribute('href', '/weekly-challenges');
    const activity = within(screen.getByRole('region', { name: 'Recent Activity' })).getAllByRole('listitem');
    expect(activity.map((a) => a.textContent)).toEqual([
      expect.stringMatching(/^MediumRange XOR\+25 XP/),
      expect.stringMatching(/^HardWeekly challengeSum of Squares841 points/),
      expect.stringMatching(/^EasyA \+ B\+4 XP/),
    ]);
    expect(within(activity[0]!).getByRole('link', { name: 'Range XOR' })).toHaveAttribute('href', '/problem/range-xor');
    expect(within(activity[1]!).getByRole('link', { name: 'Sum of Squares' })).toHaveAttribute('href', '/weekly-challenge/wc-2026-w48-3f9a1c');
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('link');
    expect(actions.map((a) => a.getAttribute('href'))).toEqual(['/problems', '/weekly-challenges', '/tournaments']);
    expect(screen.getByRole('region', { name: 'Progress to Next Level' })).toHaveTextContent('Level 1 · 1,250 XP to next level');
  });

  it('invites a student with no activity yet to start', async () => {
    mockApi({
      'GET /me': { body: testProfile() },
      'GET /me/dashboard': { body: testDashboard({ recentActivity: [], weeklyChallenges: { participated: 0, held: 0 } }) },
    });
    renderApp({ path: '/practice', auth: fakeAuthSource(testUser('student')) });
    expect(await screen.findByText('Start solving problems or joining challenges to populate your recent activity.')).toBeInTheDocument();
    expect(hub().getByRole('link', { name: 'Weekly Challenges 0/0 participated' })).toBeInTheDocument();
  });

  it('shows a guest the ways in and a sign-in link, and asks the API nothing about them', async () => {
    const api = mockApi({});
    renderApp({ path: '/practice', auth: fakeAuthSource(null) });
    expect(await screen.findByRole('link', { name: 'Sign in to track your progress' })).toHaveAttribute('href', '/login');
    expect(hub().getByRole('link', { name: /^Problems Solve problems/ })).toHaveAttribute('href', '/problems');
    expect(api.callsTo('GET', '/me/dashboard')).toHaveLength(0);
  });
});
