import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPages } from '@web/test/preload-pages';
import { ME, author, comment, mockQna, question, renderQna } from '../test/qna-fixtures';

beforeAll(() => preloadPages('/qna'), 60_000);

const cardOf = async (title: string) => (await screen.findByRole('heading', { level: 3, name: title })).closest('article')!;

const mine = question(1, { title: 'My question', author: author(ME, 'Stu Dent'), commentCount: 2, answers: 1 });
const theirs = question(2, { title: 'Their question', commentCount: 1, answers: 0 });
const answer = comment(1, { text: 'An answer from someone else', isAnswer: true });
const ownNote = comment(2, { text: 'A note from the asker', isAnswer: false, author: author(ME, 'Stu Dent') });

// Whole-app renders with typing: seconds each on a busy 2-core machine.
describe('a question card (docs/requirements/qna.md §1, §3)', { timeout: 20_000 }, () => {
  it('shows Edit and Delete to the author only, and none to a visitor', async () => {
    mockQna({ 'GET /qna/questions': { body: { items: [mine, theirs], nextCursor: null } } });
    const view = renderQna();
    const my = await cardOf('My question');
    expect(within(my).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(my).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const other = await cardOf('Their question');
    expect(within(other).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    view.unmount();

    renderQna({ signedIn: false });
    const visitorView = await cardOf('My question');
    expect(within(visitorView).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(visitorView).getByRole('button', { name: 'Upvote' })).toBeDisabled();
  });

  it("lets a signed-in reader report another's question for the admins, but not their own", async () => {
    const reports: unknown[] = [];
    mockQna({
      'GET /qna/questions': { body: { items: [mine, theirs], nextCursor: null } },
      'POST /qna/questions/QUESTION000002/reports': (call) => {
        reports.push(call.body);
        return { status: 201, body: { success: true } };
      },
    });
    renderQna();
    expect(within(await cardOf('My question')).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await userEvent.click(within(await cardOf('Their question')).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report question' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asks for exam answers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report question' })).not.toBeInTheDocument());
    expect(reports).toEqual([{ reason: 'Asks for exam answers' }]);
  });

  it('offers Accept to the asker on answers only, and marks the accepted answer', async () => {
    const api = mockQna({
      'GET /qna/questions': { body: { items: [mine, theirs], nextCursor: null } },
      'GET /qna/questions/QUESTION000001/comments': { body: { comments: [answer, ownNote], nextCursor: null } },
      'GET /qna/questions/QUESTION000002/comments': { body: { comments: [comment(3, { text: 'Another answer' })], nextCursor: null } },
      'POST /qna/questions/QUESTION000001/views': { body: { views: 1 } },
      'POST /qna/questions/QUESTION000002/views': { body: { views: 1 } },
      'PUT /qna/questions/QUESTION000001/accepted-answer': (call) => ({
        body: { ...mine, acceptedCommentId: (call.body as { commentId: string }).commentId },
      }),
    });
    renderQna();
    const my = await cardOf('My question');
    await userEvent.click(within(my).getByRole('button', { name: '2 comments' }));
    const thread = await within(my).findByRole('list', { name: 'Comments on My question' });
    const [answerItem, noteItem] = await waitFor(() => {
      const items = within(thread).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      return items;
    });
    expect(within(answerItem!).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(noteItem!).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await userEvent.click(within(answerItem!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(answerItem).toHaveTextContent('Accepted answer'));
    expect(answerItem).toHaveClass('qna-comment--accepted');
    expect(within(answerItem!).getByRole('button', { name: 'Unaccept' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT', '/qna/questions/QUESTION000001/accepted-answer')[0]?.body).toEqual({ commentId: 'COMMENT000001' });

    // Someone else's question: its answers carry no Accept for this reader.
    const other = await cardOf('Their question');
    await userEvent.click(within(other).getByRole('button', { name: '1 comment' }));
    const otherThread = await within(other).findByRole('list', { name: 'Comments on Their question' });
    expect(await within(otherThread).findByText('Another answer')).toBeInTheDocument();
    expect(within(otherThread).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('posts a view once per session when a signed-in reader opens a question', async () => {
    const api = mockQna({
      'GET /qna/questions': { body: { items: [theirs], nextCursor: null } },
      'GET /qna/questions/QUESTION000002/comments': { body: { comments: [], nextCursor: null } },
      'POST /qna/questions/QUESTION000002/views': { body: { views: 7 } },
    });
    renderQna();
    const card = await cardOf('Their question');
    const toggle = within(card).getByRole('button', { name: '1 comment' });
    await userEvent.click(toggle);
    await waitFor(() => expect(card).toHaveTextContent('7 views'));
    await userEvent.click(within(card).getByRole('button', { name: 'Hide comments' }));
    await userEvent.click(within(card).getByRole('button', { name: '1 comment' }));
    expect(await within(card).findByText('No comments yet.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/qna/questions/QUESTION000002/views')).toHaveLength(1);
  });

  it('deletes after the confirmation, and says so when deleting fails', async () => {
    let fail = true;
    const api = mockQna({
      'GET /qna/questions': { body: { items: [mine], nextCursor: null } },
      'DELETE /qna/questions/QUESTION000001': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { success: true } }),
    });
    renderQna();
    const card = await cardOf('My question');
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete question' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this question?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/qna/questions/QUESTION000001')).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete question' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete question.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'My question' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete question' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No questions found.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/qna/questions/QUESTION000001')).toHaveLength(2);
  });

  it('votes below zero (not floored) and keeps the count the server answers', async () => {
    const api = mockQna({
      'GET /qna/questions': { body: { items: [question(3, { votes: 0 })], nextCursor: null } },
      'PUT /qna/questions/QUESTION000003/vote': { body: { votes: -1, myVote: 'down' } },
    });
    renderQna();
    const card = await cardOf('Question 3');
    await userEvent.click(within(card).getByRole('button', { name: 'Downvote' }));
    await waitFor(() => expect(within(card).getByLabelText('-1 votes')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT', '/qna/questions/QUESTION000003/vote')[0]?.body).toEqual({ direction: 'down' });
  });
});
