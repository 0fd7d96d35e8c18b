import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { qnaCategories } from '@contract/discussions';
import { preloadPages } from '@web/test/preload-pages';
import { listCalls, mockQna, question, questions, renderQna, testStats } from '../test/qna-fixtures';

beforeAll(() => preloadPages('/qna', '/login'), 60_000);

const list = () => screen.findByRole('list', { name: 'Questions' });
const shownTitles = async () =>
  within(await list())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const pager = () => screen.getByRole('navigation', { name: 'Questions pages' });

// Whole-app renders with typing: seconds each on a busy 2-core machine.
describe('the Q&A page (docs/requirements/qna.md §1)', { timeout: 20_000 }, () => {
  it('shows the title, the four stats, the tag filter and the sidebar', async () => {
    mockQna({
      'GET /qna/stats': { body: testStats({ totalQuestions: 12, answered: 7, contributors: 5, totalVotes: 31 }) },
      'GET /qna/questions': { body: { items: [question(1, { votes: -2, answers: 1, commentCount: 2 })], nextCursor: null } },
    });
    renderQna({ signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions & Answers' })).toBeInTheDocument();
    const stats = screen.getByLabelText('Q&A statistics');
    await waitFor(() => expect(stats).toHaveTextContent('Total Questions12Answered7Contributors5Total Votes31'));
    // A vote count is not floored: a question may stand below zero.
    const card = (await screen.findByRole('heading', { level: 3, name: 'Question 1' })).closest('article')!;
    expect(within(card).getByLabelText('-2 votes')).toBeInTheDocument();
    expect(card).toHaveTextContent('Answered');
    expect(card).toHaveTextContent('3h ago');
    expect(within(card).getByRole('button', { name: '2 comments' })).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Filter by tag' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Career', 'Education', 'Tools', 'Motivation', 'Freelancing', 'Interview Prep', 'Learning Path', 'Industry']);
    const sidebar = screen.getByRole('complementary', { name: 'Q&A sidebar' });
    const tags = within(sidebar).getByRole('heading', { name: 'Popular Tags' }).closest('section')!;
    expect(
      within(tags)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(qnaCategories.map((c) => `#${c}`));
    expect(within(sidebar).getByRole('heading', { name: 'Ask Your Question' })).toBeInTheDocument();
    const guidelines = within(sidebar).getByRole('heading', { name: 'Asking Guidelines' }).closest('section')!;
    expect(guidelines).toHaveTextContent(/non-coding questions/);
    expect(guidelines).toHaveTextContent(/Community for coding problems/);
    expect(guidelines).toHaveTextContent(/clear and give context/);
    expect(guidelines).toHaveTextContent(/Search existing questions first/);
  });

  it("says 'No questions found.' for an empty list and 'Failed to load questions.' when the list fails", async () => {
    let fail = false;
    mockQna({ 'GET /qna/questions': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { items: [], nextCursor: null } }) });
    renderQna();
    expect(await screen.findByText('No questions found.')).toBeInTheDocument();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Tools' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load questions.');
    expect(screen.queryByText('No questions found.')).not.toBeInTheDocument();
  });

  it('searches 300 ms after typing stops, and filters by a tag from the filter or the sidebar', async () => {
    const api = mockQna();
    renderQna();
    await screen.findByText('No questions found.');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'resume');
    await waitFor(() => expect(listCalls(api).some((c) => c.query.q === 'resume')).toBe(true));
    // One search for the whole word, not one per letter.
    expect(
      listCalls(api)
        .filter((c) => c.query.q !== undefined)
        .map((c) => c.query.q),
    ).toEqual(['resume']);
    const sidebar = screen.getByRole('complementary', { name: 'Q&A sidebar' });
    await userEvent.click(within(sidebar).getByRole('button', { name: '#freelancing' }));
    await waitFor(() => expect(api.calls.at(-1)?.query).toEqual({ category: 'freelancing', q: 'resume' }));
    expect(screen.getByRole('button', { name: 'Freelancing' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query).toEqual({ q: 'resume' }));
  });

  it('shows 10 a page with Prev, Next and numbered buttons, loading the next server page when a page needs it', async () => {
    const api = mockQna({
      'GET /qna/questions': (call) => {
        if (call.query.cursor === 'c2') return { body: { items: questions(11, 10), nextCursor: 'c3' } };
        if (call.query.cursor === 'c3') return { body: { items: questions(21, 5), nextCursor: null } };
        return { body: { items: questions(1, 10), nextCursor: 'c2' } };
      },
    });
    renderQna();
    await waitFor(async () => expect(await shownTitles()).toHaveLength(10));
    expect((await shownTitles())[0]).toBe('Question 1');
    // One server page so far: page 2 is known to exist, nothing more.
    expect(
      within(pager())
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2']);
    expect(within(pager()).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(listCalls(api)).toHaveLength(1);

    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect((await shownTitles())[0]).toBe('Question 11'));
    expect(await shownTitles()).toHaveLength(10);
    expect(within(pager()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await waitFor(async () => expect(await shownTitles()).toEqual(questions(21, 5).map((q) => q.title)), { timeout: 4_000 });
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(listCalls(api).map((c) => c.query.cursor ?? null)).toEqual([null, 'c2', 'c3']);

    // Pages already loaded are not read again.
    await userEvent.click(within(pager()).getByRole('button', { name: 'Page 1' }));
    await waitFor(async () => expect((await shownTitles())[0]).toBe('Question 1'));
    expect(listCalls(api)).toHaveLength(3);
  });

  it('keeps at least 1 s between two loads of more questions', async () => {
    const at: number[] = [];
    mockQna({
      'GET /qna/questions': (call) => {
        const cursor = call.query.cursor;
        if (cursor) at.push(performance.now());
        if (cursor === 'c2') return { body: { items: questions(11, 10), nextCursor: 'c3' } };
        if (cursor === 'c3') return { body: { items: questions(21, 10), nextCursor: null } };
        return { body: { items: questions(1, 10), nextCursor: 'c2' } };
      },
    });
    renderQna();
    await waitFor(async () => expect(await shownTitles()).toHaveLength(10));
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 3, name: 'Question 11' });
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    // The third page is loaded only once 1 s has passed since the second (the gate's own timing is
    // tested with a fake clock in load-more-gate.test.ts; here, between the page's real requests).
    // The gate times the loads it starts; a request reaches the mock some milliseconds later, more for
    // one than the other on a busy machine (15 ms once), where without the gate the two would be a click apart.
    await screen.findByRole('heading', { level: 3, name: 'Question 21' }, { timeout: 4_000 });
    expect(at).toHaveLength(2);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(900);
  });

  it('sends a visitor who asks a question to /login, remembering the page', async () => {
    mockQna();
    const { router } = renderQna({ signedIn: false });
    await screen.findByText('No questions found.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: '/qna' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
