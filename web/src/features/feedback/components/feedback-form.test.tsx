import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPages } from '@web/test/preload-pages';
import { feedbackItem, form, mockFeedback, page, recentList, renderFeedback, setupUser, testStats } from '../test/feedback-fixtures';

beforeAll(() => preloadPages('/feedback'), 60_000);

type Fill = { title?: string; description?: string; email?: string; stars?: number };

const textField = (label: string) => form().getByLabelText(label);
const star = (n: number) => form().getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
const submitButton = () => form().getByRole('button', { name: 'Submit Feedback' });

async function fill({ title, description, email, stars }: Fill, user = setupUser()) {
  if (title) await user.type(textField('Title'), title);
  if (description) await user.type(textField('Description'), description);
  if (email) await user.type(textField('Email (optional)'), email);
  if (stars) await user.click(star(stars));
}

const valid = { title: 'Dark mode', description: 'Please add a dark editor theme.', email: 'ada@example.com', stars: 4 } as const;

describe('the feedback form (docs/requirements/feedback.md §2)', { timeout: 20_000 }, () => {
  // Each row breaks the rules from its column on; the first broken rule in the spec's order is the one shown.
  it.each([
    { when: 'nothing filled in', values: {}, message: 'Title must be at least 3 characters.', field: 'Title' },
    { when: 'a 2-character title, all else valid', values: { ...valid, title: 'ab' }, message: 'Title must be at least 3 characters.', field: 'Title' },
    {
      when: 'a short description, a bad e-mail and no stars',
      values: { title: 'Dark mode', description: 'too short', email: 'nope' },
      message: 'Description must be at least 11 characters.',
      field: 'Description',
    },
    {
      when: 'a bad e-mail and no stars',
      values: { title: 'Dark mode', description: valid.description, email: 'nope' },
      message: 'Invalid email address.',
      field: 'Email (optional)',
    },
    { when: 'a bad e-mail, stars given', values: { ...valid, email: 'ada@' }, message: 'Invalid email address.', field: 'Email (optional)' },
    {
      when: 'no e-mail (it is optional) and no stars',
      values: { title: 'Dark mode', description: valid.description },
      message: 'Please provide a star rating.',
      field: null,
    },
  ] satisfies { when: string; values: Fill; message: string; field: string | null }[])(
    'with $when shows only "$message" and sends nothing',
    async ({ values, message, field: focused }) => {
      const api = mockFeedback();
      await renderFeedback();
      const user = setupUser();
      await fill(values, user);
      await user.click(submitButton());

      const alert = await form().findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(form().getAllByRole('alert')).toHaveLength(1);
      // The rule's field takes focus and is marked invalid; the stars as a group.
      const target = focused ? textField(focused) : form().getByRole('radiogroup', { name: 'Your rating' });
      expect(target).toHaveAttribute('aria-invalid', 'true');
      if (focused) expect(target).toHaveFocus();
      else expect(star(1)).toHaveFocus();
      expect(api.callsTo('POST', '/feedback')).toHaveLength(0);
    },
  );

  it('picks the type with pressed toggle buttons, General first', async () => {
    mockFeedback();
    await renderFeedback();
    const types = within(form().getByRole('group', { name: 'Feedback type' }));
    const pressed = () =>
      types
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.textContent);
    expect(types.getAllByRole('button').map((b) => b.textContent)).toEqual(['General', 'Bug Report', 'Feature Request', 'Improvement']);
    expect(pressed()).toEqual(['General']);
    await setupUser().click(types.getByRole('button', { name: 'Bug Report' }));
    expect(pressed()).toEqual(['Bug Report']);
  });

  it('rates with the keyboard: one tab stop, arrows move and choose, Home and End, wrapping', async () => {
    const api = mockFeedback({
      'POST /feedback': (call) => ({ status: 201, body: feedbackItem('n', 'Dark mode', { rating: (call.body as { rating: number }).rating }) }),
    });
    await renderFeedback();
    const user = setupUser();
    const group = form().getByRole('radiogroup', { name: 'Your rating' });
    const checked = () =>
      within(group)
        .queryAllByRole('radio', { checked: true })
        .map((r) => r.getAttribute('aria-label'));
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checked()).toEqual([]);

    // From the last type button, Tab lands on the first star (the only tab stop while none is chosen).
    form().getByRole('button', { name: 'Improvement' }).focus();
    await user.tab();
    expect(star(1)).toHaveFocus();
    await user.keyboard(' ');
    expect(checked()).toEqual(['1 star']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(star(3)).toHaveFocus();
    expect(checked()).toEqual(['3 stars']);
    await user.keyboard('{End}');
    expect(checked()).toEqual(['5 stars']);
    await user.keyboard('{ArrowRight}');
    expect(checked()).toEqual(['1 star']);
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toEqual(['5 stars']);
    await user.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(star(3)).toHaveFocus();
    expect(checked()).toEqual(['3 stars']);
    // Only the chosen star is in the tab order.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.tabIndex),
    ).toEqual([-1, -1, 0, -1, -1]);

    await fill({ title: 'Dark mode', description: valid.description }, user);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/feedback')).toHaveLength(1));
    expect(api.callsTo('POST', '/feedback')[0]!.body).toMatchObject({ rating: 3 });
  });

  it('sends the form, then empties it, says thanks and refreshes the recent list and the stats', async () => {
    let stored = [feedbackItem('a', 'Older idea', { hoursAgo: 30 })];
    const api = mockFeedback({
      'GET /feedback': () => ({ body: page(stored) }),
      'GET /feedback/stats': () => ({ body: testStats({ total: stored.length, underReview: stored.length }) }),
      'POST /feedback': () => {
        stored = [feedbackItem('b', 'Dark mode', { feedbackType: 'feature', rating: 4, content: valid.description }), ...stored];
        return { status: 201, body: stored[0] };
      },
    });
    await renderFeedback();
    expect(within(await recentList()).getAllByRole('article')).toHaveLength(1);
    const user = setupUser();
    await user.click(form().getByRole('button', { name: 'Feature Request' }));
    await fill(valid, user);
    await user.selectOptions(form().getByLabelText('Category'), 'Feature');
    await user.click(submitButton());

    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Thank you! Your feedback has been submitted.');
    expect(api.callsTo('POST', '/feedback').map((c) => c.body)).toEqual([
      { title: 'Dark mode', description: valid.description, email: 'ada@example.com', rating: 4, type: 'feature', category: 'feature' },
    ]);
    // Reset: empty fields, no star, General again.
    expect(textField('Title')).toHaveValue('');
    expect(textField('Description')).toHaveValue('');
    expect(textField('Email (optional)')).toHaveValue('');
    expect(form().getByLabelText('Category')).toHaveValue('general');
    expect(form().queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(form().getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
    // The recent list and the stats are read again.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recent Community Feedback' })).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Dark mode' })).toBeInTheDocument();
    const stats = within(screen.getByRole('region', { name: 'Feedback Stats' }));
    await waitFor(() => expect(stats.getByText('Total Feedback').nextElementSibling).toHaveTextContent('2'));
    expect(api.callsTo('GET', '/feedback').length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('GET', '/feedback/stats').length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['a server failure', { status: 500, body: { message: 'Internal error' } }, 'Failed to submit feedback. Please try again.'],
    [
      'the hourly limit (429)',
      { status: 429, body: { message: 'You are sending feedback too often. Please wait a while and try again.' } },
      'You are sending feedback too often. Please wait a while and try again.',
    ],
  ] as const)('keeps what was typed and says why on %s', async (_when, answer, message) => {
    mockFeedback({ 'POST /feedback': answer });
    await renderFeedback();
    const user = setupUser();
    await fill(valid, user);
    await user.click(submitButton());
    expect(await form().findByRole('alert')).toHaveTextContent(message);
    expect(textField('Title')).toHaveValue('Dark mode');
    expect(star(4)).toBeChecked();
    expect(screen.queryByText('Thank you! Your feedback has been submitted.')).not.toBeInTheDocument();
  });
});
