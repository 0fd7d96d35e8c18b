import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamousProblems } from '@contract/api/problems';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';

const famous: FamousProblems = {
  totalProblems: 103,
  languages: {
    cpp: { total: 103, problems: [] },
    python: { total: 103, problems: [] },
    javascript: { total: 103, problems: [] },
    java: { total: 103, problems: [] },
  },
};

async function openAbout(options: Parameters<typeof renderApp>[0] = {}) {
  renderApp({ path: '/about', ...options });
  // The first visit loads the page's module graph: seconds on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'About CodeArena' }, { timeout: 10_000 });
}

describe('the About page (docs/requirements/shell.md §7)', { timeout: 20_000 }, () => {
  it('shows the mission, the real figures, the four values, the timeline and the team, headings in order', async () => {
    mockApi({ 'GET /famous-problems': { body: famous } });
    await openAbout();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Our Mission', 'CodeArena in Numbers', 'Our Values', 'Our Journey', 'Meet the Team', 'Ready to start your journey?']);
    const numbers = within(screen.getByRole('region', { name: 'CodeArena in Numbers' }));
    expect(await numbers.findByText('103')).toBeInTheDocument();
    expect(numbers.getByText('Problems in the catalogue')).toBeInTheDocument();
    expect(numbers.getByText('Programming languages').nextSibling).toHaveTextContent('4');
    expect(numbers.getByText('Topic groups').nextSibling).toHaveTextContent('12');

    const values = within(screen.getByRole('region', { name: 'Our Values' }));
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Excellence', 'Community', 'Innovation', 'Passion']);
    const timeline = within(screen.getByRole('region', { name: 'Our Journey' }));
    expect(timeline.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.slice(0, 4))).toEqual(['2022', '2023', '2024', '2025']);
    expect(within(screen.getByRole('region', { name: 'Meet the Team' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('sends a visitor to sign up and to the contact page from its two buttons', async () => {
    mockApi({ 'GET /famous-problems': { status: 500, body: { message: 'down' } } });
    await openAbout();
    const cta = within(screen.getByRole('region', { name: 'Ready to start your journey?' }));
    expect(cta.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/signup');
    expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // A count that cannot be read is not guessed.
    expect(await screen.findByText('—')).toBeInTheDocument();
  });

  it('sends a signed-in student to the dashboard', async () => {
    mockApi({ 'GET /famous-problems': { body: famous }, 'GET /me': { body: testProfile() } });
    await openAbout({ auth: fakeAuthSource(testUser('student')) });
    expect(await screen.findByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/dashboard');
  });
});
