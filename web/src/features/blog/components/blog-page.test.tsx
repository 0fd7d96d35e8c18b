import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPages } from '@web/test/preload-pages';
import { ADMIN, MENTOR, article, articleId, comment, listCalls, mockBlog, page, renderBlog, summary, testStats } from '../test/blog-fixtures';

beforeAll(() => preloadPages('/blog', '/login'), 60_000);

const list = () => screen.findByRole('list', { name: 'Articles' });
const titles = async () =>
  within(await list())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const card = (title: string) => screen.getByRole('article', { name: title });
const stat = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const pager = () => screen.getByRole('navigation', { name: 'Article pages' });
/** The numbers and gaps between Previous and Next, as shown (a gap is hidden from assistive tech). */
const pageButtons = () => [...pager().querySelectorAll('li')].map((li) => li.textContent);
const eight = (pageNo: number) => Array.from({ length: 8 }, (_, i) => summary(pageNo * 10 + i, { title: `Page ${pageNo} article ${i}` }));

// Whole-app renders with typing: seconds each on a busy 2-core machine.
describe('the blog page (docs/requirements/blog.md §1)', { timeout: 30_000 }, () => {
  it('shows the title, the four stats, Top Authors with their counts, and 8 articles with numbered pages', async () => {
    const api = mockBlog({
      'GET /blog/stats': {
        body: testStats({
          totalArticles: 40,
          thisMonth: 3,
          totalLikes: 1234,
          comments: 17,
          topAuthors: [
            { author: ADMIN, articles: 5 },
            { author: MENTOR, articles: 1 },
          ],
        }),
      },
      'GET /me/blog/articles': (call) => ({
        body: page(eight(Number(call.query.page ?? 1)), { page: Number(call.query.page ?? 1), totalPages: 5, total: 40 }),
      }),
    });
    renderBlog({ role: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'CodeArena Blog' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(['Total Articles', 'This Month', 'Total Likes', 'Comments'].map(stat)).toEqual(['40', '3', '1,234', '17']));
    const authors = within(screen.getByRole('complementary', { name: 'Blog sidebar' }))
      .getByRole('heading', { name: 'Top Authors' })
      .closest('section')!;
    const [top, second] = within(authors).getAllByRole('listitem');
    expect(within(authors).getAllByRole('listitem')).toHaveLength(2);
    expect(top).toHaveTextContent(/Ada Admin.*Admin.*5 articles/);
    expect(second).toHaveTextContent(/Max Mentor.*Mentor.*1 article$/);

    await waitFor(async () => expect(await titles()).toHaveLength(8));
    const first = card('Page 1 article 0');
    expect(within(first).getByText('Mentor')).toBeInTheDocument();
    expect(within(first).getByText('Tutorial')).toBeInTheDocument();
    expect(within(first).getByText('#graphs')).toBeInTheDocument();
    expect(within(first).getByText('3 min read')).toBeInTheDocument();
    expect(within(first).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(first).getByText('The excerpt of article 10.')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');

    // Page 1 of 5: 1, 2, …, 5, the current one marked.
    expect(pageButtons()).toEqual(['1', '2', '…', '5']);
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Page 5' }));
    await waitFor(async () => expect((await titles())[0]).toBe('Page 5 article 0'));
    expect(pageButtons()).toEqual(['1', '…', '4', '5']);
    expect(within(pager()).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
    await waitFor(async () => expect((await titles())[0]).toBe('Page 4 article 0'));
    expect(listCalls(api).map((c) => c.query.page)).toEqual(['1', '5', '4']);
  });

  it('sends the search once typing stops, and the author filter as author=admin', async () => {
    const api = mockBlog({
      'GET /me/blog/articles': (call) => ({ body: page([summary(1, { title: `${call.query.author ?? 'all'}|${call.query.q ?? ''}` })]) }),
    });
    const { router } = renderBlog({ role: null });
    await waitFor(async () => expect(await titles()).toEqual(['all|']));
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    expect(search).toHaveAttribute('placeholder', 'Search articles...');

    await userEvent.type(search, 'graphs');
    // Debounced: nothing is sent while typing, then one search for the whole word.
    expect(listCalls(api).filter((c) => c.query.q)).toHaveLength(0);
    await waitFor(async () => expect(await titles()).toEqual(['all|graphs']));
    expect(listCalls(api).filter((c) => c.query.q)).toEqual([expect.objectContaining({ query: { q: 'graphs', page: '1' } })]);
    expect(router.state.location.search).toBe('?q=graphs');

    const filter = screen.getByRole('group', { name: 'Author' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Admin', 'Mentor']);
    await userEvent.click(within(filter).getByRole('button', { name: 'Admin' }));
    await waitFor(async () => expect(await titles()).toEqual(['admin|graphs']));
    expect(within(filter).getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.at(-1)?.query).toEqual({ author: 'admin', q: 'graphs', page: '1' });
  });

  it('expands an article in place with its sanitized Markdown, its comments and a link to its page', async () => {
    const whole = article(1, {
      title: 'Two pointers',
      commentCount: 1,
      content: 'Use **two** pointers.\n\n<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\n![ok](javascript:alert(1))',
    });
    const api = mockBlog({
      'GET /me/blog/articles': { body: page([summary(1, { title: 'Two pointers', commentCount: 1 })]) },
      [`GET /me/blog/articles/${articleId(1)}`]: { body: whole },
      [`GET /me/blog/articles/${articleId(1)}/comments`]: { body: { comments: [comment(1, { text: 'Great read' })], nextCursor: null } },
    });
    renderBlog({ role: null });
    await screen.findByRole('article', { name: 'Two pointers' });
    await userEvent.click(within(card('Two pointers')).getByRole('button', { name: 'Read More' }));
    const strong = await within(card('Two pointers')).findByText('two');
    expect(strong.tagName).toBe('STRONG');
    const body = card('Two pointers').querySelector('.markdown-body')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(card('Two pointers')).getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card('Two pointers')).getByRole('link', { name: 'Open article' })).toHaveAttribute('href', `/blog/${whole.slug}`);

    await userEvent.click(within(card('Two pointers')).getByRole('button', { name: '1 comment' }));
    expect(await within(card('Two pointers')).findByText('Great read')).toBeInTheDocument();
    expect(api.callsTo('GET', `/blog/articles/${articleId(1)}/comments`)[0]?.query).toEqual({ limit: '3' });
    // A visitor reads the comments but has no box to write one.
    expect(within(card('Two pointers')).queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    // Nor is a visitor's reading counted as a view.
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/views'))).toEqual([]);
  });

  it('shows a like at once, keeps the count the server answers, and takes it back when the request fails', async () => {
    let answer: (value: { status?: number; body?: unknown }) => void = () => {};
    const api = mockBlog({
      'GET /me/blog/articles': { body: page([summary(1, { title: 'Likeable', likes: 4 })]) },
      [`GET /me/blog/articles/${articleId(1)}`]: { body: article(1, { title: 'Likeable', likes: 4 }) },
      [`PUT /blog/articles/${articleId(1)}/like`]: () => new Promise((resolve) => (answer = resolve)),
      [`POST /blog/articles/${articleId(1)}/views`]: { body: { views: 1 } },
    });
    renderBlog();
    await screen.findByRole('article', { name: 'Likeable' });
    await userEvent.click(within(card('Likeable')).getByRole('button', { name: 'Read More' }));
    const like = await within(card('Likeable')).findByRole('button', { name: 'Like' });
    // Reading it in place counts as a view, once.
    await waitFor(() => expect(api.callsTo('POST', `/blog/articles/${articleId(1)}/views`)).toHaveLength(1));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(card('Likeable')).toHaveTextContent('4 likes');

    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(card('Likeable')).toHaveTextContent('5 likes');
    await waitFor(() => expect(api.callsTo('PUT', `/blog/articles/${articleId(1)}/like`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/blog/articles/${articleId(1)}/like`)[0]?.body).toEqual({ liked: true });
    answer({ body: { likes: 9, liked: true } });
    await waitFor(() => expect(card('Likeable')).toHaveTextContent('9 likes'));
    expect(like).toHaveAttribute('aria-pressed', 'true');

    // Unliking fails: the like and its count come back, and the reader is told.
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(card('Likeable')).toHaveTextContent('8 likes');
    await waitFor(() => expect(api.callsTo('PUT', `/blog/articles/${articleId(1)}/like`)).toHaveLength(2));
    expect(api.callsTo('PUT', `/blog/articles/${articleId(1)}/like`)[1]?.body).toEqual({ liked: false });
    answer({ status: 500, body: { message: 'boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update the like. Please try again.');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(card('Likeable')).toHaveTextContent('9 likes');
  });

  it('gives Write Post to admins and mentors only, labelled with their access', async () => {
    mockBlog({}, 'admin');
    const admin = renderBlog({ role: 'admin' });
    const write = await screen.findByRole('button', { name: 'Write Post' }, { timeout: 10_000 });
    expect(write).toHaveAccessibleDescription('Admin Access');
    expect(await screen.findByText('No blogs yet. Create your first blog!')).toBeInTheDocument();
    admin.unmount();

    mockBlog({}, 'mentor');
    const mentor = renderBlog({ role: 'mentor' });
    expect(await screen.findByRole('button', { name: 'Write Post' })).toHaveAccessibleDescription('Mentor Access');
    expect(screen.queryByText('Admin Access')).not.toBeInTheDocument();
    mentor.unmount();

    mockBlog();
    renderBlog({ role: 'student' });
    expect(await screen.findByText('No articles found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My drafts' })).not.toBeInTheDocument();
  });

  it('leads from a page past the end back to page 1', async () => {
    const api = mockBlog({
      'GET /me/blog/articles': (call) => ({ body: call.query.page === '9' ? page([], { page: 9 }) : page([summary(1)]) }),
    });
    const { router } = renderBlog({ path: '/blog?page=9', role: null });
    expect(await screen.findByText('No articles found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await screen.findByRole('article', { name: 'Article 1' });
    expect(router.state.location.search).toBe('');
    expect(listCalls(api).map((c) => c.query.page)).toEqual(['9', '1']);
  });

  it("lists a mentor's drafts under My drafts and opens one in the editor", async () => {
    const draft = article(7, { title: 'Half written', status: 'draft', publishedAt: null, author: MENTOR });
    const api = mockBlog(
      {
        'GET /me/blog/articles': (call) => ({ body: page(call.query.status === 'draft' ? [summary(7, { ...draft })] : [summary(1, { author: ADMIN })]) }),
        [`GET /me/blog/articles/${articleId(7)}`]: { body: draft },
      },
      'mentor',
    );
    const { router } = renderBlog({ role: 'mentor' });
    await screen.findByRole('article', { name: 'Article 1' });
    // Another author's article: no Edit for a mentor.
    expect(within(card('Article 1')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My drafts' }));
    await screen.findByRole('article', { name: 'Half written' });
    expect(router.state.location.search).toBe('?view=drafts');
    expect(listCalls(api).at(-1)?.path).toBe('/me/blog/articles');
    expect(listCalls(api).at(-1)?.query).toEqual({ status: 'draft', page: '1' });
    expect(within(card('Half written')).getByText('Draft')).toBeInTheDocument();

    await userEvent.click(within(card('Half written')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blog Post' });
    expect(await within(dialog).findByRole('textbox', { name: 'Blog Title' })).toHaveValue('Half written');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    expect(within(dialog).getByRole('button', { name: 'Update Blog' })).toBeInTheDocument();
  });

  it("subscribes from Stay Updated with a 'Newsletter Subscription' toast", async () => {
    const api = mockBlog({ 'POST /newsletter': { status: 201, body: { success: true, message: 'Successfully subscribed to newsletter!' } } });
    renderBlog({ role: null });
    const form = await screen.findByRole('form', { name: 'Stay Updated' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email address' }), 'fan@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toHaveTextContent(
        'Newsletter Subscription Successfully subscribed to newsletter!',
      ),
    );
    expect(api.callsTo('POST', '/newsletter')[0]?.body).toEqual({ email: 'fan@example.com' });
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', 'http://127.0.0.1:9/api/blog/rss.xml');
  });
});
