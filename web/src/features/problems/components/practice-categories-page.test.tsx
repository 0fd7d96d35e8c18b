import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { server } from '@web/test/msw';
import { renderApp, testConfig } from '@web/test/render-app';
import { mockProblemList, testCatalogue } from '../test/list-api';
import { preloadPages } from '@web/test/preload-pages';

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/practice-categories'), 60_000);

describe('the practice categories page', () => {
  it('shows each topic group with its problems and the solved share, linking to the list filtered by it', async () => {
    const catalogue = testCatalogue().map((p, i) => ({ ...p, topic: i % 2 ? ('Math & Logic' as const) : ('Arrays & Lists' as const) }));
    mockProblemList({ catalogue });
    renderApp({ path: '/practice-categories', auth: fakeAuthSource(testUser('student')) });
    const grid = await screen.findByRole('list', { name: 'Practice categories' });
    const arrays = within(grid).getByRole('link', { name: 'Arrays & Lists' });
    expect(arrays).toHaveAttribute('href', '/problems?topic=Arrays+%26+Lists');
    const card = arrays.closest('li')!;
    expect(card).toHaveTextContent(/13 problems · \d+ solved/);
    expect(within(card).getByRole('progressbar', { name: /^Arrays & Lists: \d+% solved$/ })).toBeInTheDocument();
  });

  it("says why the categories could not be loaded, in the server's words, and Try again loads them", async () => {
    mockProblemList();
    let fail = true;
    // Ahead of mockProblemList's overview: fails while `fail`, else falls through to it.
    server.use(
      http.get(`${testConfig.apiUrl}/problems-overview`, () => (fail ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }) : undefined)),
    );
    renderApp({ path: '/practice-categories', auth: fakeAuthSource(testUser('student')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not load the categories: Service unavailable$/);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Practice categories' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    renderApp({ path: '/practice-categories' });
    const prompt = (await screen.findByText('Sign in to browse the categories and track your progress.')).parentElement!;
    expect(within(prompt).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
