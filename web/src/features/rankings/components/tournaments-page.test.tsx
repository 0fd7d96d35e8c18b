import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@web/test/render-app';

describe('the tournaments page', () => {
  it("says Coming Soon, as the leaderboard's tab does, and leads to the weekly challenges and the leaderboard", async () => {
    renderApp({ path: '/tournaments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Coming Soon.');
    expect(screen.queryByText(/Not built yet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View Weekly Challenges' })).toHaveAttribute('href', '/weekly-challenges');
    expect(screen.getByRole('link', { name: 'Open the Leaderboard' })).toHaveAttribute('href', '/leaderboard');
  });
});
