import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionInput } from '@contract/discussions';
import { preloadPages } from '@web/test/preload-pages';
import { ME, author, mockQna, question, renderQna } from '../test/qna-fixtures';

beforeAll(() => preloadPages('/qna'), 60_000);

async function openAsk() {
  await screen.findByRole('heading', { level: 1, name: 'Questions & Answers' });
  await userEvent.click(screen.getByRole('button', { name: 'Ask Question' }));
  return screen.findByRole('dialog', { name: 'Ask a Question' });
}

async function fill(dialog: HTMLElement, title: string, details: string) {
  const titleBox = within(dialog).getByRole('textbox', { name: 'Title' });
  const detailsBox = within(dialog).getByRole('textbox', { name: 'Details' });
  await userEvent.clear(titleBox);
  if (title) await userEvent.type(titleBox, title);
  await userEvent.clear(detailsBox);
  if (details) await userEvent.type(detailsBox, details);
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Submit' });

// Whole-app renders with typing: seconds each on a busy 2-core machine.
describe('the ask modal (docs/requirements/qna.md §2)', { timeout: 30_000 }, () => {
  it('keeps Submit disabled while the title or the details are empty, and checks 3 and 11 characters before sending', async () => {
    const api = mockQna();
    renderQna();
    const dialog = await openAsk();
    // Focus moves into the modal (Radix keeps it there while it is open).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(submit(dialog)).toBeDisabled();
    await fill(dialog, 'Hi there', '');
    expect(submit(dialog)).toBeDisabled();
    await fill(dialog, '   ', 'Some details here');
    expect(submit(dialog)).toBeDisabled();

    await fill(dialog, 'Hi', 'Long enough details');
    await userEvent.click(submit(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Title must be at least 3 characters long.');

    await fill(dialog, 'How to start', 'Too short');
    await userEvent.click(submit(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Content must be at least 11 characters long.');
    expect(api.callsTo('POST', '/qna/questions')).toHaveLength(0);
  });

  it("shows the server's own refusal (its 5 and 10 characters) and keeps what was typed", async () => {
    const api = mockQna({ 'POST /qna/questions': { status: 400, body: { message: 'Title too short.' } } });
    renderQna();
    let dialog = await openAsk();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tools' }));
    await fill(dialog, 'Why', 'Which editor should a beginner use?');
    await userEvent.click(submit(dialog));
    dialog = await screen.findByRole('dialog', { name: 'Ask a Question' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Title too short.');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Why');
    expect(within(dialog).getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST', '/qna/questions')[0]?.body).toEqual({ category: 'tools', title: 'Why', content: 'Which editor should a beginner use?' });
  });

  it('shows a new question at once with zero counts, and takes it back when saving fails', async () => {
    let release: (answer: { status: number; body: unknown }) => void = () => {};
    mockQna({
      'GET /qna/questions': { body: { items: [question(1, { votes: 4 })], nextCursor: null } },
      'POST /qna/questions': () => new Promise((resolve) => (release = resolve)),
    });
    renderQna();
    await screen.findByRole('heading', { level: 3, name: 'Question 1' });
    const dialog = await openAsk();
    await fill(dialog, 'Is a degree needed?', 'Can I get a job without a degree in CS?');
    await userEvent.click(submit(dialog));

    const card = (await screen.findByRole('heading', { level: 3, name: 'Is a degree needed?' })).closest('article')!;
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // First in the list, before the server has answered: votes 0, answers 0, views 0, not answered.
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Is a degree needed?');
    expect(within(card).getByLabelText('0 votes')).toBeInTheDocument();
    expect(card).toHaveTextContent('0 answers · 0 views');
    expect(card).not.toHaveTextContent('Answered');
    expect(card).toHaveTextContent('Just now');

    release({ status: 500, body: { message: 'boom' } });
    const again = await screen.findByRole('dialog', { name: 'Ask a Question' });
    expect(within(again).getByRole('alert')).toHaveTextContent('Failed to submit question.');
    expect(within(again).getByRole('textbox', { name: 'Details' })).toHaveValue('Can I get a job without a degree in CS?');
    // The list behind the modal (hidden from assistive tech while it is open) lost the new question.
    expect(screen.queryByRole('heading', { level: 3, name: 'Is a degree needed?', hidden: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, hidden: true }).map((h) => h.textContent)).toEqual(['Question 1']);
  });

  it('replaces the new question with the stored one, and the asker edits it in place', async () => {
    const stored = (input: QuestionInput) => question('NEW', { ...input, author: author(ME, 'Stu Dent') });
    const api = mockQna({
      'POST /qna/questions': (call) => ({ status: 201, body: stored(call.body as QuestionInput) }),
      'PUT /qna/questions/QUESTION000NEW': (call) => ({ body: { ...stored(call.body as QuestionInput), updatedAt: new Date().toISOString() } }),
    });
    renderQna();
    await screen.findByText('No questions found.');
    const dialog = await openAsk();
    await fill(dialog, 'Best way to learn SQL?', 'Books, courses or practice?');
    await userEvent.click(submit(dialog));
    const card = (await screen.findByRole('heading', { level: 3, name: 'Best way to learn SQL?' })).closest('article')!;
    await waitFor(() => expect(card).not.toHaveAttribute('aria-busy'));

    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Question' });
    expect(within(edit).getByRole('textbox', { name: 'Title' })).toHaveValue('Best way to learn SQL?');
    await fill(edit, 'Best way to learn SQL fast?', 'Books, courses or practice?');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Best way to learn SQL fast?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/qna/questions/QUESTION000NEW')[0]?.body).toMatchObject({ title: 'Best way to learn SQL fast?' });
  });

  it("says 'Failed to update question.' when an edit fails, and keeps the modal open", async () => {
    mockQna({
      'GET /qna/questions': { body: { items: [question(1, { author: author(ME, 'Stu Dent') })], nextCursor: null } },
      'PUT /qna/questions/QUESTION000001': { status: 500, body: { message: 'boom' } },
    });
    renderQna();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Question 1' })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Question' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent('Failed to update question.');
    expect(within(edit).getByRole('textbox', { name: 'Title' })).toHaveValue('Question 1');
    expect(screen.getByRole('heading', { level: 3, name: 'Question 1', hidden: true })).toBeInTheDocument();
  });
});
