import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthorCard, DiscussionComment } from '@contract/discussions';
import { Button } from '@web/components/ui/button';
import { type ApiCall, mockApi } from '@web/test/mock-api';
import { renderInProviders } from '@web/test/render-app';
import { communityCommentRoutes } from './comment-routes';
import { CommentThread } from './comment-thread';
import type { Viewer } from './use-viewer';

const ITEM = 'POST0000000001';
const base = `/community/posts/${ITEM}/comments`;
const me: Viewer = { userId: 'student-id', name: 'Stu Dent', role: 'student', plan: 'free' };
const other: AuthorCard = { userId: 'other-id', name: 'Ada Lovelace', role: 'mentor', plan: 'pro' };
const anonymous: AuthorCard = { userId: null, name: 'Anonymous', role: 'student', plan: 'free' };

const comment = (n: number, author: AuthorCard = other): DiscussionComment => ({
  id: `COMMENT${String(n).padStart(6, '0')}`,
  text: `Comment ${n}`,
  author,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 60 - n)).toISOString(),
  updatedAt: null,
  isAnswer: false,
  hidden: false,
});

/** Comments 1 (newest) to `total`, paged by the route's limit and an offset cursor. */
function pagedComments(all: DiscussionComment[]) {
  return (call: ApiCall) => {
    const start = Number(call.query.cursor ?? 0);
    const limit = Number(call.query.limit ?? 3);
    const end = start + limit;
    return { body: { comments: all.slice(start, end), nextCursor: end < all.length ? String(end) : null } };
  };
}

const shownTexts = () =>
  within(screen.getByRole('list', { name: 'Comments' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.comment__text')?.textContent);
const box = () => screen.getByRole('textbox', { name: 'Write a comment' });

describe('CommentThread', { timeout: 20_000 }, () => {
  it("shows 3 newest first, 'Load more' adds 5 from the server, 'Show less' goes back to 3", async () => {
    const all = Array.from({ length: 12 }, (_, i) => comment(i + 1));
    const api = mockApi({ [`GET ${base}`]: pagedComments(all) });
    renderInProviders(<CommentThread itemId={ITEM} routes={communityCommentRoutes} viewer={me} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comment...');
    await waitFor(() => expect(shownTexts()).toEqual(['Comment 1', 'Comment 2', 'Comment 3']));
    expect(screen.queryByRole('button', { name: 'Show less' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownTexts()).toHaveLength(8));
    expect(shownTexts()).toEqual(all.slice(0, 8).map((c) => c.text));
    expect(api.callsTo('GET', base).map((c) => c.query)).toEqual([{ limit: '3' }, { cursor: '3', limit: '5' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownTexts()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(shownTexts()).toEqual(['Comment 1', 'Comment 2', 'Comment 3']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('sends on Enter, makes a new line on Shift+Enter, and never sends blank text', async () => {
    const api = mockApi({
      [`GET ${base}`]: { body: { comments: [], nextCursor: null } },
      [`POST ${base}`]: (call) => ({ status: 201, body: { ...comment(99, me), text: (call.body as { text: string }).text } }),
    });
    renderInProviders(<CommentThread itemId={ITEM} routes={communityCommentRoutes} viewer={me} />);
    await screen.findByText('No comments yet.');
    await userEvent.type(box(), '   {Enter}');
    expect(api.callsTo('POST', base)).toHaveLength(0);

    await userEvent.clear(box());
    await userEvent.type(box(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(box()).toHaveValue('first line\nsecond line');
    expect(api.callsTo('POST', base)).toHaveLength(0);

    await userEvent.type(box(), '{Enter}');
    await waitFor(() => expect(api.callsTo('POST', base)).toHaveLength(1));
    expect(api.callsTo('POST', base)[0]?.body).toEqual({ text: 'first line\nsecond line' });
    expect(box()).toHaveValue('');
    await waitFor(() => expect(shownTexts()).toEqual(['first line\nsecond line']));
  });

  it('shows a new comment at once and, when saving fails, removes it and puts its text back', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      [`GET ${base}`]: { body: { comments: [comment(1)], nextCursor: null } },
      [`POST ${base}`]: async () => {
        await held;
        return { status: 429, body: { message: 'You are commenting too often. Please wait a while and try again.' } };
      },
    });
    renderInProviders(<CommentThread itemId={ITEM} routes={communityCommentRoutes} viewer={me} />);
    await waitFor(() => expect(shownTexts()).toEqual(['Comment 1']));
    await userEvent.type(box(), 'My reply{Enter}');
    // Shown at once, first (newest), by its author, with no controls while it is being sent.
    expect(shownTexts()).toEqual(['My reply', 'Comment 1']);
    const pending = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')[0]!;
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByText('Stu Dent')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(box()).toHaveValue('');

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are commenting too often. Please wait a while and try again.');
    expect(shownTexts()).toEqual(['Comment 1']);
    expect(box()).toHaveValue('My reply');
  });

  it('gives Edit and Delete to the author only, edits with non-empty text and deletes after the confirmation', async () => {
    const mine = comment(1, me);
    const api = mockApi({
      [`GET ${base}`]: { body: { comments: [mine, comment(2), comment(3, anonymous)], nextCursor: null } },
      [`PUT ${base}/${mine.id}`]: (call) => ({ body: { ...mine, text: (call.body as { text: string }).text, updatedAt: mine.createdAt } }),
      [`DELETE ${base}/${mine.id}`]: { body: { success: true } },
    });
    const deleted: string[] = [];
    renderInProviders(
      <CommentThread
        itemId={ITEM}
        routes={communityCommentRoutes}
        viewer={me}
        renderActions={(c) => (c.author.userId === 'other-id' ? <Button>Accept</Button> : null)}
        onDeleted={(c) => deleted.push(c.id)}
      />,
    );
    await waitFor(() => expect(shownTexts()).toHaveLength(3));
    const [first, second, third] = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // The page's own per-comment action (Q&A's Accept) sits in the slot.
    expect(within(second).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(second).getByText('Mentor')).toBeInTheDocument();
    expect(within(third).getByText('Anonymous')).toBeInTheDocument();
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    const editBox = within(first).getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(editBox);
    await userEvent.click(within(first).getByRole('button', { name: 'Save' }));
    expect(within(first).getByRole('alert')).toHaveTextContent('Comment cannot be empty.');
    expect(api.callsTo('PUT', `${base}/${mine.id}`)).toHaveLength(0);
    await userEvent.type(editBox, 'Changed');
    await userEvent.click(within(first).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shownTexts()[0]).toBe('Changed'));
    expect(api.callsTo('PUT', `${base}/${mine.id}`)[0]?.body).toEqual({ text: 'Changed' });

    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    expect(dialog).toHaveTextContent('Delete this comment?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `${base}/${mine.id}`)).toHaveLength(0);
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownTexts()).toEqual(['Comment 2', 'Comment 3']));
    expect(deleted).toEqual([mine.id]);
  });

  it('shows the list without a box to a signed-out reader', async () => {
    mockApi({ [`GET ${base}`]: { body: { comments: [comment(1, me)], nextCursor: null } } });
    renderInProviders(<CommentThread itemId={ITEM} routes={communityCommentRoutes} viewer={null} />);
    await waitFor(() => expect(shownTexts()).toEqual(['Comment 1']));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
