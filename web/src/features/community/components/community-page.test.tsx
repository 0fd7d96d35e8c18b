import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommunityPostInput } from '@contract/discussions';
import { preloadPages } from '@web/test/preload-pages';
import { ME, mockCommunity, post, renderCommunity, testStats } from '../test/community-fixtures';

beforeAll(() => preloadPages('/community', '/login'), 60_000);

const titles = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const card = (title: string) => screen.getByRole('article', { name: title });
const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const pageOf = (n: number) => Array.from({ length: 8 }, (_, i) => post(n * 10 + i, { title: `Page ${n} post ${i}` }));

describe('the community page', { timeout: 30_000 }, () => {
  it('shows the four stat cards, the posts with their votes, type, author, time, Markdown and snippet', async () => {
    mockCommunity({
      'GET /community/stats': { body: testStats({ totalPosts: 42, activeMembers: 7, codeSnippets: 5, tutorials: 3 }) },
      'GET /community/posts': {
        body: {
          items: [
            post(1, {
              title: 'Segment trees',
              category: 'tutorial',
              votes: 4,
              content: 'Use **lazy** propagation',
              codeSnippet: { language: 'python', code: 'print(1)' },
              commentCount: 2,
            }),
          ],
          nextCursor: null,
        },
      },
    });
    renderCommunity();
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(['Total Posts', 'Active Members', 'Code Snippets', 'Tutorials Shared'].map(stat)).toEqual(['42', '7', '5', '3']));
    const article = await screen.findByRole('article', { name: 'Segment trees' });
    expect(within(article).getByText('Tutorial')).toBeInTheDocument();
    expect(within(article).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(article).getByText('Mentor')).toBeInTheDocument();
    expect(within(article).getByText('1h ago')).toBeInTheDocument();
    expect(within(article).getByText('lazy').tagName).toBe('STRONG');
    expect(within(article).getByText('Python')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: '2 comments' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Upvote' })).toBeEnabled();
    expect(within(article).getByRole('group', { name: 'Votes for Segment trees' })).toHaveTextContent('4');
    expect(screen.getByRole('combobox').querySelectorAll('option')).toHaveLength(7);
    expect([...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All',
      'Discussion',
      'Tutorial',
      'Showcase',
      'Help',
      'Advice',
      'General',
    ]);
  });

  it("says 'No posts found.' for an empty list", async () => {
    mockCommunity();
    renderCommunity();
    expect(await screen.findByText('No posts found.')).toBeInTheDocument();
  });

  it('gives Edit and Delete to the author only and Report to others; deleting asks first', async () => {
    const api = mockCommunity({
      'GET /community/posts': { body: { items: [post(1, { title: 'Mine', author: ME }), post(2, { title: 'Theirs' })], nextCursor: null } },
      'DELETE /community/posts/POST00000001': { body: { success: true } },
      'POST /community/posts/POST00000002/reports': { status: 201, body: { success: true } },
    });
    renderCommunity();
    const mine = await screen.findByRole('article', { name: 'Mine' });
    const theirs = card('Theirs');
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await userEvent.click(within(theirs).getByRole('button', { name: 'Report' }));
    const report = await screen.findByRole('dialog', { name: 'Report post' });
    await userEvent.type(within(report).getByRole('textbox', { name: 'Reason' }), 'Spam link');
    await userEvent.click(within(report).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(api.callsTo('POST', '/community/posts/POST00000002/reports')[0]?.body).toEqual({ reason: 'Spam link' }));

    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/community/posts/POST00000001')).toHaveLength(1));
  }, 20_000);

  it('shows a new post at once under a temporary id and removes it with the message in the form when saving fails', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = mockCommunity({
      'GET /community/posts': { body: { items: [post(1, { title: 'Older post' })], nextCursor: null } },
      'POST /community/posts': async () => {
        await held;
        return { status: 429, body: { message: 'You are posting too often. Please wait a while and try again.' } };
      },
    });
    renderCommunity();
    await screen.findByRole('article', { name: 'Older post' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    // Title and content are required after trimming.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/community/posts')).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Post type' }), 'help');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'How do I start?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'Any tips?');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add a code snippet' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'cpp');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'int x;');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(titles()).toEqual(['How do I start?', 'Older post']));
    expect(card('How do I start?')).toHaveAttribute('aria-busy', 'true');
    expect(within(card('How do I start?')).getByRole('button', { name: 'Upvote' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = api.callsTo('POST', '/community/posts')[0]?.body as CommunityPostInput;
    expect(sent).toEqual({ category: 'help', title: 'How do I start?', content: 'Any tips?', codeSnippet: { language: 'cpp', code: 'int x;' } });

    release();
    dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You are posting too often. Please wait a while and try again.');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('How do I start?');
    expect(within(dialog).getByRole('combobox', { name: 'Post type' })).toHaveValue('help');
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toHaveValue('int x;');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(titles()).toEqual(['Older post']);
  }, 30_000);

  it('replaces the new post with the stored one when it saves', async () => {
    const stored = post(5, { id: 'POSTSTORED01', title: 'Fresh', author: ME, createdAt: new Date().toISOString() });
    mockCommunity({
      'GET /community/posts': { body: { items: [post(1, { title: 'Older post' })], nextCursor: null } },
      'POST /community/posts': { status: 201, body: stored },
    });
    renderCommunity();
    await screen.findByRole('article', { name: 'Older post' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Fresh');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(within(card('Fresh')).getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(card('Fresh')).not.toHaveAttribute('aria-busy');
  }, 20_000);

  it('pages with Previous / Next by cursor, keeps the page in the URL so Back works, and scrolls to the top', async () => {
    const scrolled = vi.mocked(window.scrollTo);
    scrolled.mockClear();
    const api = mockCommunity({
      'GET /community/posts': (call) => {
        if (call.query.cursor === 'c2') return { body: { items: pageOf(2), nextCursor: 'c3' } };
        if (call.query.cursor === 'c3') return { body: { items: pageOf(3).slice(0, 3), nextCursor: null } };
        return { body: { items: pageOf(1), nextCursor: 'c2' } };
      },
    });
    const { router } = renderCommunity();
    await waitFor(() => expect(titles()).toHaveLength(8));
    const pager = screen.getByRole('navigation', { name: 'Post pages' });
    expect(pager).toHaveTextContent('Page 1');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(titles()[0]).toBe('Page 2 post 0'));
    expect(pager).toHaveTextContent('Page 2');
    expect(router.state.location.search).toBe('?page=2&after=c2');
    expect(scrolled).toHaveBeenCalled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(titles()).toEqual(['Page 3 post 0', 'Page 3 post 1', 'Page 3 post 2']));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?page=3&after=c2.c3');

    // Back returns to page 2, and Previous from there to page 1.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()[0]).toBe('Page 2 post 0'));
    expect(screen.getByRole('navigation', { name: 'Post pages' })).toHaveTextContent('Page 2');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Post pages' })).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(titles()[0]).toBe('Page 1 post 0'));
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('GET', '/community/posts').map((c) => c.query.cursor ?? null)).toEqual(expect.arrayContaining([null, 'c2', 'c3']));
  }, 30_000);

  it("pages a search's matches by the cursor the server gives, keeping the search in the URL", async () => {
    const api = mockCommunity({
      'GET /community/posts': (call) =>
        call.query.cursor === 'search-8'
          ? { body: { items: pageOf(2).slice(0, 2), nextCursor: null } }
          : { body: { items: pageOf(1), nextCursor: call.query.q ? 'search-8' : null } },
    });
    const { router } = renderCommunity({ path: '/community?q=graphs' });
    await waitFor(() => expect(titles()).toHaveLength(8));
    const pager = screen.getByRole('navigation', { name: 'Post pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(titles()).toEqual(['Page 2 post 0', 'Page 2 post 1']));
    expect(pager).toHaveTextContent('Page 2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?q=graphs&page=2&after=search-8');
    expect(api.callsTo('GET', '/community/posts').map((c) => [c.query.q, c.query.cursor ?? null])).toEqual([
      ['graphs', null],
      ['graphs', 'search-8'],
    ]);
  }, 20_000);

  it('opens the page a URL names, with its category, and sends the search after typing pauses', async () => {
    const api = mockCommunity({
      'GET /community/posts': (call) => ({
        body: { items: [post(1, { title: `${call.query.category ?? 'all'}|${call.query.q ?? ''}|${call.query.cursor ?? ''}` })], nextCursor: null },
      }),
    });
    const { router } = renderCommunity({ path: '/community?category=tutorial&page=2&after=c2' });
    await waitFor(() => expect(titles()).toEqual(['tutorial||c2']));
    expect(screen.getByRole('navigation', { name: 'Post pages' })).toHaveTextContent('Page 2');
    expect(screen.getByRole('combobox')).toHaveValue('tutorial');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'graphs');
    await waitFor(() => expect(titles()).toEqual(['tutorial|graphs|']));
    // Debounced: one search for the whole word, not one per letter.
    expect(api.callsTo('GET', '/community/posts').filter((c) => c.query.q)).toHaveLength(1);
    expect(router.state.location.search).toBe('?category=tutorial&q=graphs');

    await userEvent.selectOptions(screen.getByRole('combobox'), 'all');
    await waitFor(() => expect(titles()).toEqual(['all|graphs|']));
  }, 20_000);
});
