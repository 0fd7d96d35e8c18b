import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '../test/fake-auth';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { footerColumns } from './layout/nav-links';
import { type AppRoute, routeTable } from './route-table';

const table: readonly AppRoute[] = routeTable;
const byPath = new Map(table.map((route) => [route.path, route]));
const footerLinks = footerColumns.flatMap((column) => column.items);

/** The route a link lands on, after a redirect. */
const landing = (path: string) => {
  const route = byPath.get(path)!;
  return route.redirectTo ? byPath.get(route.redirectTo)! : route;
};

/** docs/requirements/shell.md §4: every footer link opens a real page. */
const infoPages = [
  ['/help', 'Help Center'],
  ['/about', 'About CodeArena'],
  ['/contact', 'Contact Us'],
  ['/careers', 'Careers'],
  ['/press', 'Press'],
  ['/partners', 'Partners'],
  ['/investors', 'Investors'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms and Conditions'],
  ['/cookies', 'Cookie Policy'],
  ['/gdpr', 'GDPR'],
  ['/security', 'Security'],
] as const;

describe('the footer links (docs/requirements/shell.md §4)', () => {
  it('each open a built page', () => {
    for (const link of footerLinks) expect(landing(link.to).page, `${link.label} → ${link.to}`).toBeDefined();
  });

  it('lists only pages the footer links', () => {
    const linked = new Set(footerLinks.map((link) => link.to));
    for (const [path] of infoPages) expect(linked.has(path), path).toBe(true);
  });

  it('lists Feedback under Support, once its page is built (docs/requirements/feedback.md §1)', () => {
    const support = footerColumns.find((column) => column.label === 'Support')!;
    expect(support.items).toContainEqual({ label: 'Feedback', to: '/feedback' });
    expect(byPath.get('/feedback')?.page).toBeDefined();
  });

  it('opens the feedback page for a signed-in user, not the placeholder', { timeout: 20_000 }, async () => {
    mockApi({
      'GET /feedback': { body: { items: [], nextCursor: null } },
      'GET /feedback/stats': { body: { total: 0, underReview: 0, inProgress: 0, implemented: 0 } },
    });
    const { router } = renderApp({ path: '/help', auth: fakeAuthSource(testUser('student')) });
    const support = await screen.findByRole('navigation', { name: 'Support' }, { timeout: 10_000 });
    await userEvent.click(within(support).getByRole('link', { name: 'Feedback' }));
    expect(router.state.location.pathname).toBe('/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Not built yet/)).not.toBeInTheDocument();
    expect(await screen.findByText('No feedback found.')).toBeInTheDocument();
  });

  it('lists Q&A under Support and opens the Q&A page for a visitor (docs/requirements/qna.md §1)', { timeout: 20_000 }, async () => {
    const support = footerColumns.find((column) => column.label === 'Support')!;
    expect(support.items).toContainEqual({ label: 'Q&A', to: '/qna' });
    mockApi({
      'GET /qna/questions': { body: { items: [], nextCursor: null } },
      'GET /qna/stats': { body: { totalQuestions: 0, answered: 0, contributors: 0, totalVotes: 0 } },
    });
    const { router } = renderApp({ path: '/help' });
    const footer = await screen.findByRole('navigation', { name: 'Support' }, { timeout: 10_000 });
    await userEvent.click(within(footer).getByRole('link', { name: 'Q&A' }));
    expect(router.state.location.pathname).toBe('/qna');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions & Answers' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Not built yet/)).not.toBeInTheDocument();
    expect(await screen.findByText('No questions found.')).toBeInTheDocument();
  });

  it.each(infoPages)('%s shows its own content, not the placeholder', { timeout: 20_000 }, async (path, heading) => {
    mockApi({});
    renderApp({ path });
    // The first visit loads the page's module graph: seconds on a busy machine.
    const title = await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
    expect(screen.queryByText(/Not built yet/)).not.toBeInTheDocument();
    const main = title.closest('main') ?? document.body;
    // Headings go down one level at a time.
    const levels = within(main as HTMLElement)
      .getAllByRole('heading')
      .map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!, `${path} heading ${i + 2}`).toBeLessThanOrEqual(1));
    expect(levels.filter((level) => level === 2).length).toBeGreaterThan(0);
  });
});
