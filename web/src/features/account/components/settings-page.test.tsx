import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
import { mockApi, testProfile } from '../test/api-mock';

describe('settings page', () => {
  it('shows six tabs with tab roles; arrows move between them and the URL follows', async () => {
    mockApi({ 'GET /me': { body: testProfile() }, 'GET /me/sessions': { body: { sessions: [] } } });
    const { router } = renderApp({ path: '/settings', auth: fakeAuthSource(testUser('student')) });
    const tablist = await screen.findByRole('tablist', { name: 'Settings' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Profile', 'Security', 'Subscription', 'Privacy', 'Appearance', 'Account']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profile');

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    // Radix moves focus on the next tick; the focused tab is selected (automatic activation) via the URL.
    await waitFor(() => expect(within(tablist).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(tablist).getByRole('tab', { name: 'Security' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=security');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Security');

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(tablist).getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(tablist).getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(tablist).getByRole('tab', { name: 'Appearance' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=appearance');
    // Tab leaves the tab list for the open panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await userEvent.click(within(tablist).getByRole('tab', { name: 'Subscription' }));
    expect(router.state.location.search).toBe('?tab=subscription');
  });

  it('opens the tab named in the URL', async () => {
    mockApi({ 'GET /me': { body: testProfile() } });
    renderApp({ path: '/settings?tab=account', auth: fakeAuthSource(testUser('student')) });
    expect(await screen.findByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('enables saving only 500 ms after authentication completes', async () => {
    mockApi({ 'GET /me': { body: testProfile() } });
    renderApp({ path: '/settings?tab=account', auth: fakeAuthSource(testUser('student')) });
    const button = await screen.findByRole('button', { name: 'Delete Account' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('sends a visitor to /login', async () => {
    const { router } = renderApp({ path: '/settings' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
