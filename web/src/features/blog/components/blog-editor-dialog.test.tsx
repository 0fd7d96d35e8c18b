import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BlogArticleInput } from '@contract/blog';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { server } from '@web/test/msw';
import { renderInProviders } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { article, articleId } from '../test/blog-fixtures';
import { BlogEditorDialog } from './blog-editor-dialog';

const ID = articleId(3);

function mockEditor(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /me': { body: testProfile({ userId: 'admin-id', role: 'admin' }) }, ...routes });
}

/** The editor as a page holds it: open until it asks to close. */
function Harness({ articleId: id, onOpenChange }: { readonly articleId?: string; readonly onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <BlogEditorDialog
      articleId={id}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}

function renderEditor(props: { articleId?: string } = {}) {
  const onOpenChange = vi.fn();
  const view = renderInProviders(<Harness {...props} onOpenChange={onOpenChange} />, { auth: fakeAuthSource(testUser('admin')) });
  return { ...view, onOpenChange };
}

const dialog = (name = 'Write a Blog Post') => screen.findByRole('dialog', { name });
const box = (name: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name });
/** The tags added, read from their remove buttons' names. */
const tagsShown = () =>
  screen.queryAllByRole('button', { name: /^Remove tag / }).map((button) => button.getAttribute('aria-label')?.replace('Remove tag ', ''));

describe('the blog editor (docs/requirements/blog.md §3)', { timeout: 20_000 }, () => {
  it('adds a tag on Enter, never a blank or repeated one, and removes one by its button', async () => {
    mockEditor();
    renderEditor();
    await dialog();
    const tags = box('Tags');
    await userEvent.type(tags, 'Graphs{Enter}');
    expect(tagsShown()).toEqual(['Graphs']);
    expect(tags).toHaveValue('');
    await userEvent.type(tags, '   {Enter}');
    await userEvent.clear(tags);
    await userEvent.type(tags, 'graphs{Enter}');
    expect(tagsShown()).toEqual(['Graphs']);
    await userEvent.clear(tags);
    await userEvent.type(tags, ' DP {Enter}');
    expect(tagsShown()).toEqual(['Graphs', 'DP']);
    // Enter added a tag and did not submit the form.
    expect(screen.queryByText('Blog title is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag Graphs' }));
    expect(tagsShown()).toEqual(['DP']);
  });

  it('counts words and minutes as the content is typed, and previews it as Markdown', async () => {
    mockEditor();
    renderEditor();
    await dialog();
    expect(screen.getByText('0 words · 1 min read')).toBeInTheDocument();
    const content = box('Content');
    await userEvent.type(content, '# Title\n\nSome **bold** words');
    expect(screen.getByText('4 words · 1 min read')).toBeInTheDocument();
    await userEvent.click(content);
    await userEvent.paste(` ${Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ')}`);
    expect(screen.getByText('204 words · 2 min read')).toBeInTheDocument();

    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(preview);
    const shown = screen.getByRole('region', { name: 'Content preview' });
    expect(within(shown).getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
    expect(within(shown).getByText('bold').tagName).toBe('STRONG');
    await userEvent.click(preview);
    expect(screen.queryByRole('region', { name: 'Content preview' })).not.toBeInTheDocument();
  });

  it('refuses an article without title, excerpt or content, and a cover that is not https', async () => {
    const api = mockEditor();
    renderEditor();
    await dialog();
    await userEvent.type(box('Cover Image'), 'http://example.com/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Blog' }));
    expect(await screen.findByText('Blog title is required')).toBeInTheDocument();
    expect(screen.getByText('Excerpt is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByText('Cover image must be an https:// address')).toBeInTheDocument();
    expect(box('Blog Title')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Blog Title')).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'Cover image preview' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/blog/articles')).toHaveLength(0);
  });

  it("publishes what was typed and says 'Blog created successfully!'", async () => {
    const api = mockEditor({ 'POST /blog/articles': { status: 201, body: article(9, { title: 'Segment trees' }) } });
    const { onOpenChange } = renderEditor();
    await dialog();
    await userEvent.type(box('Blog Title'), '  Segment trees ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'algorithm');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await userEvent.type(box('Tags'), 'trees{Enter}');
    await userEvent.type(box('Excerpt'), 'Ranges in log time.');
    await userEvent.type(box('Content'), 'Build it **bottom-up**.');
    await userEvent.type(box('SEO Title'), 'Segment trees explained');
    expect(box('SEO Title')).toHaveAttribute('placeholder', 'Defaults to the blog title');
    expect(box('SEO Description')).toHaveAttribute('placeholder', 'Defaults to the excerpt');
    await userEvent.type(box('Cover Image'), 'https://images.example.com/tree.png');
    expect(screen.getByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', 'https://images.example.com/tree.png');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish Blog' }));
    await waitFor(() => expect(api.callsTo('POST', '/blog/articles')).toHaveLength(1));
    expect(api.callsTo('POST', '/blog/articles')[0]?.body).toEqual({
      title: 'Segment trees',
      category: 'algorithm',
      status: 'draft',
      tags: ['trees'],
      excerpt: 'Ranges in log time.',
      content: 'Build it **bottom-up**.',
      seoTitle: 'Segment trees explained',
      coverImage: 'https://images.example.com/tree.png',
    } satisfies BlogArticleInput);
    expect(await screen.findByRole('status')).toHaveTextContent('Blog created successfully!');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("keeps the form open with the server's reason, or 'Failed to save blog'", async () => {
    let status = 403;
    mockEditor({ 'POST /blog/articles': () => ({ status, body: { message: status === 403 ? 'Only staff write articles.' : 'boom' } }) });
    const { onOpenChange } = renderEditor();
    await dialog();
    await userEvent.type(box('Blog Title'), 'A title');
    await userEvent.type(box('Excerpt'), 'An excerpt');
    await userEvent.type(box('Content'), 'Some content');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Blog' }));
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('Only staff write articles.');
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Publish Blog' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Failed to save blog'));
    expect(box('Blog Title')).toHaveValue('A title');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("edits an article as stored, with 'Update Blog' and Delete", async () => {
    const stored = article(3, {
      title: 'Old title',
      category: 'news',
      tags: ['a', 'b'],
      excerpt: 'Short',
      content: 'Body text here',
      seoTitle: 'Old title',
      seoDescription: 'Custom description',
      coverImage: 'https://cdn.example.com/blog-covers/admin-id/cover-1.png',
      coverImageSource: 'blog-covers/admin-id/cover-1.png',
    });
    const api = mockEditor({
      [`GET /me/blog/articles/${ID}`]: { body: stored },
      [`PUT /blog/articles/${ID}`]: { body: stored },
      [`DELETE /blog/articles/${ID}`]: { body: { success: true } },
    });
    const { onOpenChange } = renderEditor({ articleId: ID });
    const edit = await dialog('Edit Blog Post');
    expect(await within(edit).findByRole('textbox', { name: 'Blog Title' })).toHaveValue('Old title');
    expect(within(edit).getByRole('combobox', { name: 'Category' })).toHaveValue('news');
    expect(tagsShown()).toEqual(['a', 'b']);
    // The SEO title the server filled in from the title keeps following it; a written description stays.
    expect(box('SEO Title')).toHaveValue('');
    expect(box('SEO Description')).toHaveValue('Custom description');
    expect(screen.getByText('3 words · 1 min read')).toBeInTheDocument();
    // An uploaded cover: no address in the box, its picture in the preview, its key kept on save.
    expect(box('Cover Image')).toHaveValue('');
    expect(screen.getByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', 'https://cdn.example.com/blog-covers/admin-id/cover-1.png');
    expect(screen.queryByRole('button', { name: 'Publish Blog' })).not.toBeInTheDocument();
    expect(within(edit).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    await userEvent.clear(box('Blog Title'));
    await userEvent.type(box('Blog Title'), 'New title');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update Blog' }));
    await waitFor(() => expect(api.callsTo('PUT', `/blog/articles/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/blog/articles/${ID}`)[0]?.body).toMatchObject({
      title: 'New title',
      seoDescription: 'Custom description',
      coverImage: 'blog-covers/admin-id/cover-1.png',
    });
    expect(api.callsTo('PUT', `/blog/articles/${ID}`)[0]?.body).not.toHaveProperty('seoTitle');
    expect(await screen.findByRole('status')).toHaveTextContent('Blog updated successfully!');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("deletes from the editor after 'Are you sure…' and says 'Blog deleted successfully!'", async () => {
    let deleted = 500;
    const api = mockEditor({
      [`GET /me/blog/articles/${ID}`]: { body: article(3) },
      [`DELETE /blog/articles/${ID}`]: () => (deleted === 200 ? { body: { success: true } } : { status: deleted, body: { message: 'boom' } }),
    });
    const { onOpenChange } = renderEditor({ articleId: ID });
    const edit = await dialog('Edit Blog Post');
    await userEvent.click(await within(edit).findByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete blog' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this blog? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent('Failed to delete blog');
    expect(onOpenChange).not.toHaveBeenCalled();

    deleted = 200;
    await userEvent.click(within(edit).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete blog' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('DELETE', `/blog/articles/${ID}`)).toHaveLength(2);
    expect(await screen.findByRole('status')).toHaveTextContent('Blog deleted successfully!');
  });

  it('uploads a JPG or PNG cover under 2 MB and saves its key', async () => {
    const key = 'blog-covers/admin-id/cover-1700000000000.png';
    const api = mockEditor({
      'POST /blog/cover-uploads': {
        status: 201,
        body: { uploadUrl: 'https://uploads.example.test/put-here', key, headers: { 'Content-Type': 'image/png' }, expiresInSeconds: 300 },
      },
      'POST /blog/articles': { status: 201, body: article(9) },
    });
    const puts: { type: string | null; size: number }[] = [];
    server.use(
      http.put('https://uploads.example.test/put-here', async ({ request }) => {
        puts.push({ type: request.headers.get('Content-Type'), size: (await request.arrayBuffer()).byteLength });
        return new HttpResponse(null, { status: 200 });
      }),
    );
    // The preview of the chosen file gets a known stand-in (jsdom draws no blobs), put back after.
    const saved = ['createObjectURL', 'revokeObjectURL'].map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:cover-preview' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    try {
      renderEditor();
      await dialog();
      const picker = screen.getByLabelText('Upload Image');
      await userEvent.upload(picker, new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
      expect(await screen.findByText('File size must be less than 2MB.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/blog/cover-uploads')).toHaveLength(0);

      await userEvent.upload(picker, new File(['png-bytes'], 'cover.png', { type: 'image/png' }));
      expect(await screen.findByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', 'blob:cover-preview');
      expect(api.callsTo('POST', '/blog/cover-uploads')[0]?.body).toEqual({ contentType: 'image/png', size: 9 });
      expect(puts).toEqual([{ type: 'image/png', size: 9 }]);
      expect(box('Cover Image')).toHaveValue('');

      await userEvent.type(box('Blog Title'), 'With a cover');
      await userEvent.type(box('Excerpt'), 'Short');
      await userEvent.type(box('Content'), 'Body');
      await userEvent.click(screen.getByRole('button', { name: 'Publish Blog' }));
      await waitFor(() => expect(api.callsTo('POST', '/blog/articles')[0]?.body).toMatchObject({ coverImage: key }));
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
      }
    }
  });
});
