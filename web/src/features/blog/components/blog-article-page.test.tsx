import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPages } from '@web/test/preload-pages';
import { MENTOR, article, articleId, comment, mockBlog, page, renderBlog } from '../test/blog-fixtures';

beforeAll(() => preloadPages('/blog/:slug', '/blog'), 60_000);

const ID = articleId(3);
const stored = article(3, {
  title: 'Two pointers explained',
  seoTitle: 'Two Pointers: a guide',
  seoDescription: 'How two indices walk an array once.',
  content: '## The idea\n\nWalk **both** ends.',
  tags: ['arrays', 'patterns'],
  coverImage: 'https://images.example.com/cover.png',
  readTime: 4,
  likes: 2,
  commentCount: 1,
});
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

function mockArticle(routes: Parameters<typeof mockBlog>[0] = {}, role: Parameters<typeof mockBlog>[1] = 'student') {
  return mockBlog(
    {
      [`GET /me/blog/articles/${ID}`]: { body: stored },
      [`POST /blog/articles/${ID}/views`]: { body: { views: 1 } },
      [`GET /me/blog/articles/${ID}/comments`]: { body: { comments: [comment(1, { text: 'Nice one' })], nextCursor: null } },
      ...routes,
    },
    role,
  );
}

describe('an article page (docs/requirements/blog.md §1–2)', { timeout: 30_000 }, () => {
  it('shows the article whole, names the tab and the description after its SEO fields, and counts one view', async () => {
    const api = mockArticle({ [`PUT /blog/articles/${ID}/like`]: { body: { likes: 3, liked: true } } });
    const { router } = renderBlog({ path: `/blog/${stored.slug}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two pointers explained' }, { timeout: 10_000 })).toBeInTheDocument();
    const main = screen.getByRole('article', { name: 'Two pointers explained' });
    expect(within(main).getByRole('heading', { level: 2, name: 'The idea' })).toBeInTheDocument();
    expect(within(main).getByText('both').tagName).toBe('STRONG');
    expect(within(main).getByText('#arrays')).toBeInTheDocument();
    expect(within(main).getByText('4 min read')).toBeInTheDocument();
    expect(within(main).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(main).getByText('Max Mentor')).toBeInTheDocument();
    expect(main.querySelector('img.blog-cover')).toHaveAttribute('src', 'https://images.example.com/cover.png');
    expect(await within(main).findByText('Nice one')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Two Pointers: a guide'));
    expect(description()).toBe('How two indices walk an array once.');

    // A like re-renders the page: still one view.
    await userEvent.click(within(main).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(main).toHaveTextContent('3 likes'));
    expect(api.callsTo('POST', `/blog/articles/${ID}/views`)).toHaveLength(1);
    // A student neither edits nor deletes.
    expect(within(main).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    // Leaving gives the tab and the description back.
    mockArticle({ 'GET /me/blog/articles': { body: page([]) } });
    await act(() => router.navigate('/blog'));
    await waitFor(() => expect(document.title).toBe('Blog · CodeArena'));
    expect(description()).not.toBe('How two indices walk an array once.');
    expect(api.callsTo('POST', `/blog/articles/${ID}/views`)).toHaveLength(1);
  });

  it('counts no view for a visitor', async () => {
    const api = mockArticle();
    renderBlog({ path: `/blog/${stored.slug}`, role: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two pointers explained' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByText('Nice one');
    expect(api.callsTo('POST', `/blog/articles/${ID}/views`)).toHaveLength(0);
  });

  it("replaces an address from before the title changed with the article's own", async () => {
    mockArticle();
    const { router } = renderBlog({ path: `/blog/old-words-${ID}?ref=mail` });
    await screen.findByRole('heading', { level: 1, name: 'Two pointers explained' }, { timeout: 10_000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/blog/${stored.slug}`));
    expect(router.state.location.search).toBe('?ref=mail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows Page Not Found for an address without an id, and for an article the server does not have', async () => {
    const api = mockArticle({ [`GET /me/blog/articles/${articleId(4)}`]: { status: 404, body: { message: 'Article not found' } } });
    const first = renderBlog({ path: '/blog/no-id-here' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/blog/articles/'))).toHaveLength(0);
    first.unmount();

    renderBlog({ path: `/blog/gone-${articleId(4)}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets its author edit and delete it, after the exact question, then goes back to /blog', async () => {
    const api = mockArticle(
      {
        [`DELETE /blog/articles/${ID}`]: { body: { success: true } },
        'GET /me/blog/articles': { body: page([]) },
      },
      'mentor',
    );
    const { router } = renderBlog({ path: `/blog/${stored.slug}`, role: 'mentor' });
    const main = await screen.findByRole('article', { name: 'Two pointers explained' }, { timeout: 10_000 });
    await userEvent.click(within(main).getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Blog Post' });
    expect(await within(editor).findByRole('textbox', { name: 'Blog Title' })).toHaveValue('Two pointers explained');
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(main).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete blog' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this blog? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(api.callsTo('DELETE', `/blog/articles/${ID}`)).toHaveLength(1);
    expect(await screen.findByText('Blog deleted successfully!')).toBeInTheDocument();
  });

  it("gives Edit to an admin on anyone's article, and not to another mentor", async () => {
    mockArticle({}, 'admin');
    const admin = renderBlog({ path: `/blog/${stored.slug}`, role: 'admin' });
    const main = await screen.findByRole('article', { name: 'Two pointers explained' }, { timeout: 10_000 });
    expect(within(main).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    admin.unmount();

    mockArticle({ [`GET /me/blog/articles/${ID}`]: { body: { ...stored, author: { ...MENTOR, userId: 'another-mentor' } } } }, 'mentor');
    renderBlog({ path: `/blog/${stored.slug}`, role: 'mentor' });
    const theirs = await screen.findByRole('article', { name: 'Two pointers explained' });
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
