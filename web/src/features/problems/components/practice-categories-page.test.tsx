import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
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

  it('asks a visitor to sign in', async () => {
    renderApp({ path: '/practice-categories' });
    const prompt = (await screen.findByText('Sign in to browse the categories and track your progress.')).parentElement!;
    expect(within(prompt).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
