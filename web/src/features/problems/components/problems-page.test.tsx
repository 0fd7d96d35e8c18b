import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { renderApp } from '@web/test/render-app';
import { mockProblemList, testCatalogue } from '../test/list-api';
import { preloadPages } from '@web/test/preload-pages';

const signedIn = () => fakeAuthSource(testUser('student'));
const rows = () =>
  within(screen.getByRole('list', { name: /problems/i }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/problems'), 60_000);

describe('the problems list page', () => {
  it("shows the rows with difficulty, up to three tags and +N more, Solved marks, Solve links, the tabs' counts and the paging", async () => {
    mockProblemList();
    renderApp({ path: '/problems', auth: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coding Problems' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByRole('tab', { name: 'Problems (25)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Solved (3)' })).toBeInTheDocument();
    const p04 = screen.getByRole('heading', { level: 3, name: 'Problem 04' }).closest('li')!;
    expect(
      within(p04)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['array', 'prefix sums', 'two pointers', '+2 more']);
    expect(within(p04).getByText('Easy')).toHaveClass('problem-difficulty--easy');
    expect(within(p04).getByRole('link', { name: 'Solve Problem 04' })).toHaveAttribute('href', '/problem/p04');
    expect(within(screen.getByRole('heading', { level: 3, name: 'Problem 05' }).closest('li')!).getByText('✓ Solved')).toBeInTheDocument();
    expect(within(p04).queryByText('✓ Solved')).toBeNull();
    expect(screen.getByText('Showing 20 of 25 problems')).toBeInTheDocument();
    expect(screen.getByText('Problems per page: 20')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Recommended' })).getByRole('link', { name: 'Problem 01' })).toHaveAttribute('href', '/problem/p01');
  });

  it('shows the catalogue\u2019s tiles, the languages, and a topic carousel of four groups that filters the list', async () => {
    const catalogue = testCatalogue().map((p, i) => ({ ...p, topic: i % 2 ? ('Math & Logic' as const) : ('Arrays & Lists' as const) }));
    const api = mockProblemList({ catalogue, stats: { xp: 1234, successRate: 38, avgSolveSeconds: 3725 } });
    renderApp({ path: '/problems', auth: signedIn() });
    const tile = async (name: string) => (await screen.findByText(name, { selector: 'dt' })).nextElementSibling!.textContent;
    expect(await tile('Total Problems')).toBe('25');
    expect(await tile('Solved')).toBe('3');
    expect([await tile('XP'), await tile('Success Rate'), await tile('Avg. Time')]).toEqual(['1,234', '38%', '01:02:05']);
    expect(
      within(screen.getByRole('region', { name: 'Languages' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['C++', 'Python', 'Java', 'JavaScript', 'C# (soon)', 'React (soon)', 'MySQL (soon)', 'Node (soon)']);
    const carousel = screen.getByRole('region', { name: 'Search by topic' });
    const cards = () =>
      within(carousel)
        .getAllByRole('button', { name: /problems, \d+ solved$/ })
        .map((b) => b.getAttribute('aria-label'));
    expect(cards()).toEqual([
      'Arrays & Lists: 13 problems, 1 solved',
      'Trees & Graphs: 0 problems, 0 solved',
      'Searching & Sorting: 0 problems, 0 solved',
      'Dynamic Programming & Recursion: 0 problems, 0 solved',
    ]);
    expect(within(carousel).getByRole('button', { name: 'Previous topics' })).toBeDisabled();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next topics' }));
    expect(cards()[0]).toBe('Math & Logic: 12 problems, 2 solved');
    expect(carousel).toHaveTextContent('Topics 5–8 of 12');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Math & Logic: 12 problems, 2 solved' }));
    await waitFor(() => expect(api.last().get('topic')).toBe('Math & Logic'));
    expect(within(carousel).getByRole('button', { name: 'Math & Logic: 12 problems, 2 solved' })).toHaveAttribute('aria-pressed', 'true');
    // Pressed again, it clears the filter (the unfiltered list comes from the cache: no new request).
    await userEvent.click(within(carousel).getByRole('button', { name: 'Math & Logic: 12 problems, 2 solved' }));
    await waitFor(() => expect(within(carousel).getByRole('button', { name: 'Math & Logic: 12 problems, 2 solved' })).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByLabelText('Topic', { exact: true })).toHaveValue('');
  });

  it('shows a dash for the success rate and time before any submission', async () => {
    mockProblemList();
    renderApp({ path: '/problems', auth: signedIn() });
    const tile = async (name: string) => (await screen.findByText(name, { selector: 'dt' })).nextElementSibling!.textContent;
    expect([await tile('XP'), await tile('Success Rate'), await tile('Avg. Time')]).toEqual(['0', '—', '—']);
  });

  it('filters by the subtopics picked in the carousel, one by one or all of a group, says how many, and clears them', async () => {
    const api = mockProblemList();
    const { router } = renderApp({ path: '/problems', auth: signedIn() });
    const subtopics = within(await screen.findByRole('group', { name: 'Arrays & Lists subtopics' }));
    // The group's tags, most common first, with the student's progress in each.
    expect(subtopics.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
      'array3/25',
      'greedy0/1',
      'prefix sums0/1',
      'sorting0/1',
      'two pointers0/1',
    ]);
    await userEvent.click(subtopics.getByRole('checkbox', { name: /^greedy/ }));
    await waitFor(() => expect(api.last().get('tags')).toBe('greedy'));
    await waitFor(() => expect(rows()).toEqual(['Problem 04']));
    expect(screen.getByText(/^Filtered by 1 topic/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tags=greedy');
    await userEvent.click(subtopics.getByRole('button', { name: 'Select All in Arrays & Lists' }));
    // Every subtopic of the group picked: the request names the group, not its five tags.
    await waitFor(() => expect(api.last().get('tagGroups')).toBe('Arrays & Lists'));
    expect(api.last().get('tags')).toBeNull();
    expect(screen.getByText(/^Filtered by 5 topics/)).toBeInTheDocument();
    expect(subtopics.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(subtopics.getByRole('button', { name: 'Deselect All in Arrays & Lists' }));
    await waitFor(() => expect(screen.queryByText(/^Filtered by/)).toBeNull());
    await userEvent.click(subtopics.getByRole('checkbox', { name: /^sorting/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Topics' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(subtopics.getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(false);
  });

  it('selects all of a group with more subtopics than a request takes one by one, and of a second group, and the API accepts it', async () => {
    // Math & Logic with 24 subtopics and Advanced Techniques with 20, as in the catalogue: 44 tags in all.
    const group = (topic: 'Math & Logic' | 'Advanced Techniques', prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        problemId: `${prefix}${i + 1}`,
        title: `${topic} ${i + 1}`,
        difficulty: 'Easy' as const,
        topic,
        tags: [`${prefix} tag ${i + 1}`],
        solved: false,
      }));
    const api = mockProblemList({ catalogue: [...testCatalogue(), ...group('Math & Logic', 'math', 24), ...group('Advanced Techniques', 'adv', 20)] });
    const { router, unmount } = renderApp({ path: '/problems', auth: signedIn() });
    const carousel = await screen.findByRole('region', { name: 'Search by topic' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next topics' }));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Select All in Math & Logic' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText(/^Filtered by 24 topics/)).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 24 problems')).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Select All in Advanced Techniques' }));
    await waitFor(() => expect(screen.getByText('Showing 20 of 44 problems')).toBeInTheDocument());
    expect(screen.getByText(/^Filtered by 44 topics/)).toBeInTheDocument();
    expect(screen.queryByText('Unable to load problems')).toBeNull();
    expect(api.last().get('tagGroups')).toBe('Math & Logic,Advanced Techniques');
    // The page's URL keeps the subtopics themselves: a reload restores every pick.
    const search = router.state.location.search;
    expect(new URLSearchParams(search).get('tags')?.split(',')).toHaveLength(44);
    unmount();
    renderApp({ path: `/problems${search}`, auth: signedIn() });
    await waitFor(() => expect(screen.getByText('Showing 20 of 44 problems')).toBeInTheDocument());
    expect(screen.getByText(/^Filtered by 44 topics/)).toBeInTheDocument();
  }, 20_000);

  it('says what went wrong in the server\u2019s words when a request is refused, never that the student should sign in', async () => {
    mockProblemList({ fail: 400, failMessage: 'Too big: expected array to have <=20 items' });
    renderApp({ path: '/problems', auth: signedIn() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load problems');
    expect(alert).toHaveTextContent('Too big: expected array to have <=20 items');
    expect(alert).not.toHaveTextContent(/signed in/);
  });

  it('goes back to the previous page with Back, and forward again, each page a history entry', async () => {
    mockProblemList();
    const { router } = renderApp({ path: '/problems', auth: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(rows()[0]).toBe('Problem 01');
    await act(() => router.navigate(1));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    // From a problem, Back lands on the page it was opened from.
    await userEvent.click(screen.getByRole('link', { name: 'Solve Problem 21' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/problem/p21'));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('pages with Next and Prev, the page kept in the URL', async () => {
    const api = mockProblemList();
    const { router } = renderApp({ path: '/problems', auth: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.last().get('page')).toBe('2');
    expect(rows()).toEqual(['Problem 21', 'Problem 22', 'Problem 23', 'Problem 24', 'Problem 25']);
    expect(screen.getByText('Showing 5 of 25 problems')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('sends the search once, 300 ms after the last keystroke, and goes back to page 1', async () => {
    const api = mockProblemList();
    renderApp({ path: '/problems?page=2', auth: signedIn() });
    await screen.findByText('Page 2 of 2');
    const before = api.queries.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'em 1');
    await waitFor(() => expect(api.last().get('search')).toBe('em 1'));
    const sent = api.queries.slice(before).map((q) => q.get('search'));
    // No request for the partial texts "e", "em", "em ".
    expect(sent.filter((s) => s !== 'em 1')).toEqual([]);
    expect(api.last().get('page')).toBe('1');
    await waitFor(() =>
      expect(rows()).toEqual([
        'Problem 10',
        'Problem 11',
        'Problem 12',
        'Problem 13',
        'Problem 14',
        'Problem 15',
        'Problem 16',
        'Problem 17',
        'Problem 18',
        'Problem 19',
      ]),
    );
  });

  it('filters by difficulty and topic, and Clear Filters brings the whole list back', async () => {
    const api = mockProblemList();
    const { router } = renderApp({ path: '/problems', auth: signedIn() });
    await screen.findByText('Page 1 of 2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Hard');
    await waitFor(() => expect(api.last().get('difficulty')).toBe('Hard'));
    expect(await screen.findByRole('tab', { name: 'Problems (8)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Trees & Graphs');
    await waitFor(() => expect(api.last().get('topic')).toBe('Trees & Graphs'));
    expect(api.last().get('difficulty')).toBe('Hard');
    expect(router.state.location.search).toBe('?difficulty=Hard&topic=Trees+%26+Graphs');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Clear Filters right after a search was sent: the old text is not sent again once the box settles.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search problems' }), 'zz');
    await waitFor(() => expect(api.last().get('search')).toBe('zz'));
    const before = api.queries.length;
    await userEvent.click(within(screen.getByRole('search', { name: 'Filter problems' })).getByRole('button', { name: 'Clear Filters' }));
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(
      api.queries
        .slice(before)
        .map((q) => q.get('search'))
        .filter(Boolean),
    ).toEqual([]);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('');
    expect(await screen.findByRole('tab', { name: 'Problems (25)' })).toBeInTheDocument();
  });

  it('shows the solved problems on the Solved tab, and its empty text', async () => {
    const api = mockProblemList();
    renderApp({ path: '/problems', auth: signedIn() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Solved (3)' }));
    await waitFor(() => expect(api.last().get('view')).toBe('solved'));
    await waitFor(() => expect(rows()).toEqual(['Problem 02', 'Problem 05', 'Problem 10']));

    mockProblemList({ catalogue: testCatalogue().map((p) => ({ ...p, solved: false })) });
    renderApp({ path: '/problems?tab=solved', auth: signedIn() });
    expect(await screen.findByText('No solved problems yet.')).toBeInTheDocument();
  });

  it('says it is unable to load problems, with a permissions hint, when the API fails or the list is empty', async () => {
    mockProblemList({ fail: 403 });
    const { unmount } = renderApp({ path: '/problems', auth: signedIn() });
    expect(await screen.findByText('Unable to load problems')).toBeInTheDocument();
    expect(screen.getByText(/signed in and allowed to view problems/)).toBeInTheDocument();
    unmount();

    mockProblemList({ catalogue: [] });
    renderApp({ path: '/problems', auth: signedIn() });
    expect(await screen.findByText('Unable to load problems')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, without calling the API', async () => {
    const api = mockProblemList();
    renderApp({ path: '/problems' });
    const prompt = (await screen.findByText('Sign in to browse the problems and track your progress.')).parentElement!;
    expect(within(prompt).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(api.queries).toHaveLength(0);
  });
});
