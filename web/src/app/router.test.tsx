import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthSource, testUser } from '../test/fake-auth';
import { renderApp } from '../test/render-app';
import { type AppRoute, routeTable } from './route-table';

describe('app routes', () => {
  it('shows a page that is not built yet with its title and a "Not built yet" status', async () => {
    renderApp({ path: '/crews' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crews' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not built yet. This page will be filled by docs/requirements/crews.md §1 Crews page.');
    await waitFor(() => expect(document.title).toBe('Crews · CodeArena'));
  });

  it('sends a signed-out visitor from a protected page to /login, remembering where they came from', async () => {
    const { router } = renderApp({ path: '/leaderboard?period=month', auth: fakeAuthSource(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: '/leaderboard?period=month',
      message: 'Please sign in to view leaderboards and see your ranking among other programmers',
    });
  });

  it('sends a signed-out visitor from /feedback to /login with the feedback sign-in message', async () => {
    const { router } = renderApp({ path: '/feedback', auth: fakeAuthSource(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/feedback', message: 'Please sign in to submit feedback and help us improve the platform' });
    expect(screen.getByText('Please sign in to submit feedback and help us improve the platform')).toBeInTheDocument();
  });

  it('sends a student away from the admin dashboard to /dashboard', async () => {
    const { router } = renderApp({ path: '/admin/dashboard', auth: fakeAuthSource(testUser('student')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a mentor from an admin page to the mentor dashboard, and lets an admin in', async () => {
    const mentor = renderApp({ path: '/admin/problems', auth: fakeAuthSource(testUser('mentor')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentor Dashboard' })).toBeInTheDocument();
    expect(mentor.router.state.location.pathname).toBe('/mentor/dashboard');
    mentor.unmount();

    const admin = renderApp({ path: '/admin/problems', auth: fakeAuthSource(testUser('admin')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(admin.router.state.location.pathname).toBe('/admin/problems');
  });

  it('shows nothing for the first 100 ms while auth loads, then the loading view', async () => {
    renderApp({ path: '/dashboard', auth: fakeAuthSource('pending') });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('forwards /practice-arena to /practice', async () => {
    const { router } = renderApp({ path: '/practice-arena' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Arena' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/practice');
  });

  it('sends a signed-in user who opens /login back to the page they came from', async () => {
    const returning = renderApp({ path: { pathname: '/login', state: { from: '/crews' } }, auth: fakeAuthSource(testUser('student')) });
    await waitFor(() => expect(returning.router.state.location.pathname).toBe('/crews'));
    returning.unmount();

    const fresh = renderApp({ path: '/signup', auth: fakeAuthSource(testUser('student')) });
    await waitFor(() => expect(fresh.router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows a not-found page for an unknown path', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the Oops page with Refresh Page when a page fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    const table: AppRoute[] = [
      ...routeTable,
      { path: '/broken', title: 'Broken', access: 'public', spec: 'docs/requirements/shell.md §5', page: async () => Broken },
    ];
    renderApp({ path: '/broken', table });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
