import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENT_CAROUSEL_MS, type UserCard } from '@contract/user-card';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderInProviders } from '@web/test/render-app';
import { mockUserCard, testUserCard } from '../test/user-card-fixtures';
import { UserProfilePopup } from './user-profile-popup';

// The donut loads lazily (Recharts): compile it once before the tests wait for it.
beforeAll(() => import('./solved-donut'), 60_000);

function renderPopup(userId = 'u-1', { realtime = false } = {}) {
  const onClose = vi.fn();
  const onRetry = vi.fn();
  renderInProviders(<UserProfilePopup userId={userId} onClose={onClose} onRetry={onRetry} />, {
    auth: fakeAuthSource(testUser('student')),
    createSocket: realtime ? FakeSocket.create : null,
  });
  return { onClose, onRetry };
}

const figure = (list: HTMLElement, label: string) => within(list).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('the user profile popup', () => {
  it("says it is loading, then shows the user's figures, presence, crew, donut and six rankings", async () => {
    // The card is held back: the loading text shows only once a load has taken a moment (QueryView).
    let answer: ((reply: { body: UserCard }) => void) | undefined;
    const api = mockUserCard(() => new Promise((resolve) => (answer = resolve)));
    renderPopup('u-1');
    const dialog = screen.getByRole('dialog', { name: 'User Profile' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Loading...');

    answer!({ body: testUserCard() });
    expect(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(api.asked).toEqual(['u-1']);
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    expect(within(dialog).getByText('No crew yet')).toBeInTheDocument();
    expect(within(dialog).getByText('United Kingdom')).toBeInTheDocument();
    // The flag: a bundled SVG named by the country (never an emoji, which Linux and Windows draw as boxes).
    expect(within(dialog).getByRole('img', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(dialog.querySelector('.user-profile__country')!.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    const figures = dialog.querySelector<HTMLElement>('.user-profile__figures')!;
    expect(['XP', 'Level', 'Longest Streak', 'Member Since', 'Contest Rating'].map((label) => figure(figures, label))).toEqual([
      '4,200',
      '2',
      '9 days',
      'January 2026',
      '1,432',
    ]);

    expect(await within(dialog).findByRole('img', { name: 'Problems Solved: 7 Easy, 4 Medium, 1 Hard' })).toBeInTheDocument();

    const rankings = within(dialog).getByRole('region', { name: 'Rankings' });
    expect(
      within(rankings)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent} ${dt.nextElementSibling!.textContent}`),
    ).toEqual([
      'World Rank #12',
      'Country Rank #3',
      'World Rank This Month #1,250',
      'Country Rank This Month #40',
      'Weekly Challenges World Rank —Not ranked',
      'Weekly Challenges Country Rank —Not ranked',
    ]);
    expect(within(dialog).getByRole('group', { name: '1 of 3' })).toHaveTextContent('Sharpshooter');
    // Never the e-mail: the card has none to show.
    expect(dialog).not.toHaveTextContent('@');
  });

  it("follows the user's presence pushes while open, and ignores other users'", async () => {
    mockUserCard();
    renderPopup('u-1', { realtime: true });
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0), { timeout: 5000 });
    const socket = FakeSocket.latest();
    act(() => socket.open());
    act(() => socket.receive({ type: 'user_status_change', userId: 'someone-else', status: 'offline' }));
    // The query cache notifies a tick later: give a wrong update its chance to show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    act(() => socket.receive({ type: 'user_status_change', userId: 'u-1', status: 'offline' }));
    expect(await within(dialog).findByText('Offline')).toBeInTheDocument();
    expect(within(dialog).queryByText('Online')).toBeNull();
    act(() => socket.receive({ type: 'user_status_change', userId: 'u-1', status: 'hidden' }));
    await vi.waitFor(() => expect(within(dialog).queryByText('Offline')).toBeNull());
    expect(within(dialog).queryByText('Online')).toBeNull();
  });

  it('shows Offline, and a crew with its level when the user is in one', async () => {
    mockUserCard({ body: testUserCard({ status: 'offline', crew: { name: 'Byte Club', levelName: 'Rising' } }) });
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(dialog).getByText('Offline')).toBeInTheDocument();
    expect(within(dialog).getByText('Byte Club · Rising')).toBeInTheDocument();
  });

  it('shows neither Online nor Offline for a hidden status', async () => {
    mockUserCard({ body: testUserCard({ status: 'hidden' }) });
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(dialog).queryByText('Online')).toBeNull();
    expect(within(dialog).queryByText('Offline')).toBeNull();
  });

  it('says there are no achievements when the user hides their badges (the card carries none)', async () => {
    mockUserCard({ body: testUserCard({ achievements: [] }) });
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(dialog).getByText('No achievements yet')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Next achievement' })).toBeNull();
  });

  it("says 'User not found' for an unknown user, without Retry", async () => {
    mockUserCard({ status: 404, body: { message: 'User not found' } });
    renderPopup('u-gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^User not found$/);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("says 'Failed to load user data: {message}' with a Retry that reloads, and Close closes", async () => {
    mockUserCard({ status: 500, body: { message: 'Internal error' } });
    const { onRetry, onClose } = renderPopup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user data: Internal error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

// The carousel's behaviour (rotation, holding, pausing, reduced motion) is components/ui/carousel.test.tsx's.
describe('the achievements carousel', () => {
  const slide = (carousel: HTMLElement) => within(carousel).getByRole('group', { name: /of 3$/ });

  it('shows the achievements one at a time in a carousel named Achievements, moved by Previous / Next achievement', async () => {
    mockUserCard();
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    const carousel = within(dialog).getByRole('group', { name: 'Achievements' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide(carousel)).toHaveAccessibleName('1 of 3');
    expect(slide(carousel)).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide(carousel)).toHaveTextContent('SharpshooterSolved 10 problems');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next achievement' }));
    expect(slide(carousel)).toHaveTextContent('First Blood');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous achievement' }));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous achievement' }));
    expect(slide(carousel)).toHaveAccessibleName('3 of 3');
    expect(within(carousel).getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'false');
  });

  it(`moves on by itself every ${ACHIEVEMENT_CAROUSEL_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockUserCard();
    renderPopup();
    const carousel = within(await screen.findByRole('dialog', { name: 'Ada Lovelace' })).getByRole('group', { name: 'Achievements' });
    expect(slide(carousel)).toHaveTextContent('Sharpshooter');
    act(() => vi.advanceTimersByTime(ACHIEVEMENT_CAROUSEL_MS));
    expect(slide(carousel)).toHaveTextContent('First Blood');
  });
});
