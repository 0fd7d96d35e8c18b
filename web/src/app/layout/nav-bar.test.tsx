import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '../../test/fake-auth';
import { renderApp } from '../../test/render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('shell', () => {
  it('shows the promo banner, the visitor navigation, a Sign In link and the version', async () => {
    renderApp({ path: '/' });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('complementary', { name: 'Promotion' })).toHaveTextContent('WELCOME20');
    const nav = within(mainNav());
    for (const name of ['Home', 'Tournaments', 'Leaderboard']) expect(nav.getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Practice', 'Connect', 'Information']) {
      expect(nav.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(nav.queryByRole('link', { name: 'My Crew' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('v1.0.0');
  });

  it('opens a dropdown, follows its link, and closes it', async () => {
    const { router } = renderApp({ path: '/' });
    const practice = within(mainNav()).getByRole('button', { name: 'Practice' });
    expect(practice).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(practice);
    expect(practice).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Practice' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Practice Arena', 'Problems', 'Weekly Challenges']);
    // Items that go somewhere stay links.
    expect(within(menu).getByRole('menuitem', { name: 'Weekly Challenges' })).toHaveAttribute('href', '/weekly-challenges');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Weekly Challenges' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(practice).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows move through the items, Enter follows one', async () => {
    const { router } = renderApp({ path: '/' });
    const connect = within(mainNav()).getByRole('button', { name: 'Connect' });
    connect.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Connect' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Friends' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Community' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The last item stays focused: the menu does not wrap around.
    expect(within(menu).getByRole('menuitem', { name: 'Blog' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(menu).getByRole('menuitem', { name: 'Friends' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  });

  it('collapses the mobile menu after following one of its links', async () => {
    const { router } = renderApp({ path: '/' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Tournaments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournaments'));
    // Asked again: the page loads on demand, and the shell may render anew around it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes a dropdown on Escape and returns focus to its button', async () => {
    renderApp({ path: '/' });
    const connect = within(mainNav()).getByRole('button', { name: 'Connect' });
    await userEvent.click(connect);
    expect(screen.getByRole('menuitem', { name: 'Community' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(connect).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Community' })).not.toBeInTheDocument();
    await waitFor(() => expect(connect).toHaveFocus());
  });

  it('gives a signed-in student My Crew and an account menu whose Sign Out leads to /login', async () => {
    const auth = fakeAuthSource(testUser('student'));
    const { router } = renderApp({ path: '/blog', auth });
    // Named by what it shows, the user (from the token until GET /me answers), then what it is.
    const account = await screen.findByRole('button', { name: /, Account menu$/ });
    expect(account).toHaveAccessibleName('student@example.com, Account menu');
    expect(within(mainNav()).getByRole('link', { name: 'My Crew' })).toHaveAttribute('href', '/crews');
    expect(within(mainNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await userEvent.click(account);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(auth.signOutCalls).toBe(1);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('gives staff a Dashboard link to their own dashboard', async () => {
    renderApp({ path: '/', auth: fakeAuthSource(testUser('mentor')) });
    expect(await within(mainNav()).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/mentor/dashboard');
  });

  it('follows a sign-in that happens elsewhere (an auth event)', async () => {
    const auth = fakeAuthSource(null);
    renderApp({ path: '/', auth });
    await screen.findByRole('link', { name: 'Sign In' });
    auth.setUser(testUser('admin'));
    expect(await within(mainNav()).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });
});
