/**
 * The user profile popup as the shell composes it (lib/user-profile + features/user-profile): a name
 * on a leaderboard opens that user's popup, Escape closes it and focus returns to the name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockRankings } from '../../features/rankings/test/leaderboard-fixtures';
import { mockUserCard, testUserCard } from '../../features/user-profile/test/user-card-fixtures';
import { fakeAuthSource, testUser } from '../../test/fake-auth';
import { preloadPages } from '../../test/preload-pages';
import { renderApp } from '../../test/render-app';

beforeAll(() => Promise.all([preloadPages('/leaderboard'), import('../../features/user-profile/components/solved-donut')]), 60_000);

describe('the user profile popup in the shell', () => {
  it('opens from a leaderboard name, closes with Escape and gives focus back to the name', { timeout: 30_000 }, async () => {
    mockRankings();
    const api = mockUserCard((userId) => ({ body: testUserCard({ userId, name: 'Alan Turing' }) }));
    renderApp({ path: '/leaderboard', auth: fakeAuthSource(testUser('student')) });
    const podium = await screen.findByRole('list', { name: 'Top 3' }, { timeout: 10_000 });
    const name = within(podium).getByRole('button', { name: 'View profile of Alan Turing' });

    await userEvent.click(name);
    const dialog = await screen.findByRole('dialog', { name: 'Alan Turing' }, { timeout: 10_000 });
    expect(api.asked).toEqual(['u-2']);
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(name).toHaveFocus();
  });

  it("opens the caller's own row below the top 10 too, and a second name after the first closes", { timeout: 30_000 }, async () => {
    mockRankings();
    const api = mockUserCard((userId) =>
      userId === 'student-id' ? { body: testUserCard({ userId, name: 'Stu Dent' }) } : { status: 404, body: { message: 'User not found' } },
    );
    renderApp({ path: '/leaderboard', auth: fakeAuthSource(testUser('student')) });
    const you = within(await screen.findByRole('list', { name: 'Your rank' }, { timeout: 10_000 })).getByRole('button', { name: 'View profile of Stu Dent' });
    await userEvent.click(you);
    expect(await screen.findByRole('dialog', { name: 'Stu Dent' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(you).toHaveFocus();

    await userEvent.click(within(screen.getByRole('list', { name: 'Ranks 4 to 10' })).getByRole('button', { name: 'View profile of Linus' }));
    expect(await within(await screen.findByRole('dialog', { name: 'User Profile' })).findByRole('alert')).toHaveTextContent('User not found');
    expect(api.asked).toEqual(['student-id', 'u-4']);
  });
});
