import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadPages } from '@web/test/preload-pages';
import { card, feedbackItem, mockFeedback, page, recentList, renderFeedback, setupUser, testStats } from '../test/feedback-fixtures';

beforeAll(() => preloadPages('/feedback'), 60_000);

const voteButton = (title: string) => within(card(title)).getByRole('button', { name: `Vote for ${title}` });

/** A reply the test releases when it wants: the optimistic state is visible meanwhile. */
function heldReply<T>() {
  let release!: (answer: T) => void;
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer, release };
}

describe('Recent Community Feedback (docs/requirements/feedback.md §1, §3)', { timeout: 20_000 }, () => {
  it('lists the 3 newest with title, description, type, stars, status, age and votes, and never an e-mail', async () => {
    mockFeedback({
      'GET /feedback': {
        body: page([
          feedbackItem('a', 'Dark editor theme', { feedbackType: 'feature', rating: 5, votes: 12, hoursAgo: 0, email: 'ada.private@mail.test' }),
          feedbackItem('b', 'Timer drifts', { feedbackType: 'bug', rating: 2, status: 'in-progress', votes: 1, hoursAgo: 5, email: 'alan.private@mail.test' }),
          feedbackItem('c', 'Faster judge', { feedbackType: 'improvement', rating: 4, status: 'fixed', votes: 0, hoursAgo: 50 }),
        ]),
      },
      'GET /feedback/stats': { body: testStats({ total: 42, underReview: 30, inProgress: 7, implemented: 5 }) },
    });
    await renderFeedback();
    const cards = within(await recentList()).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-labelledby') && within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Dark editor theme',
      'Timer drifts',
      'Faster judge',
    ]);
    const dark = within(card('Dark editor theme'));
    expect(dark.getByText('The description of Dark editor theme.')).toBeInTheDocument();
    expect(dark.getByText('Feature Request')).toBeInTheDocument();
    expect(dark.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(dark.getByText('Under Review')).toBeInTheDocument();
    expect(dark.getByText('Just now')).toBeInTheDocument();
    expect(voteButton('Dark editor theme')).toHaveAccessibleDescription('12 votes');

    const timer = within(card('Timer drifts'));
    expect(timer.getByText('Bug Report')).toBeInTheDocument();
    expect(timer.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(timer.getByText('In Progress')).toBeInTheDocument();
    expect(timer.getByText('5h ago')).toBeInTheDocument();
    expect(voteButton('Timer drifts')).toHaveAccessibleDescription('1 vote');

    // Fixed is shown as Implemented.
    const judge = within(card('Faster judge'));
    expect(judge.getByText('Improvement')).toBeInTheDocument();
    expect(judge.getByText('Implemented')).toBeInTheDocument();
    expect(judge.queryByText('Fixed')).not.toBeInTheDocument();
    expect(judge.getByText('2d ago')).toBeInTheDocument();

    // The e-mail the API returns (to staff) appears nowhere on the page.
    expect(document.body.textContent).not.toMatch(/ada\.private|alan\.private/);
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/private@mail/);
    }

    const stats = within(screen.getByRole('region', { name: 'Feedback Stats' }));
    const value = (label: string) => stats.getByText(label).nextElementSibling?.textContent;
    expect(['Total Feedback', 'Under Review', 'In Progress', 'Implemented'].map(value)).toEqual(['42', '30', '7', '5']);
  });

  it("says 'No feedback found.' when there is none", async () => {
    mockFeedback({ 'GET /feedback': { body: page([]) } });
    await renderFeedback();
    expect(await screen.findByText('No feedback found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent Community Feedback' })).not.toBeInTheDocument();
  });

  it('toggles a vote at once, keeps the server answer, and toggles it back', async () => {
    const held = [heldReply<{ body: unknown }>(), heldReply<{ body: unknown }>()];
    let replies = 0;
    const api = mockFeedback({
      'GET /feedback': { body: page([feedbackItem('a', 'Dark editor theme', { votes: 3 })]) },
      'PUT /feedback/fba0000000000/vote': () => held[replies++]!.answer,
    });
    await renderFeedback();
    await recentList();
    const user = setupUser();
    const button = voteButton('Dark editor theme');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription('3 votes');

    await user.click(button);
    // Optimistic: pressed and counted before the server answers.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleDescription('4 votes');
    await waitFor(() => expect(api.callsTo('PUT', '/feedback/fba0000000000/vote')).toHaveLength(1));
    // The server's count wins (someone else voted meanwhile).
    held[0]!.release({ body: { votes: 5, myVote: 'up' } });
    await waitFor(() => expect(button).toHaveAccessibleDescription('5 votes'));
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription('4 votes');
    held[1]!.release({ body: { votes: 2, myVote: null } });
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 votes'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('PUT', '/feedback/fba0000000000/vote')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the vote back and says so when the server refuses', async () => {
    const held = heldReply<{ status: number; body: unknown }>();
    mockFeedback({
      'GET /feedback': { body: page([feedbackItem('a', 'Dark editor theme', { votes: 7, myVote: 'up' })]) },
      'PUT /feedback/fba0000000000/vote': () => held.answer,
    });
    await renderFeedback();
    await recentList();
    const button = voteButton('Dark editor theme');
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await setupUser().click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription('6 votes');
    held.release({ status: 500, body: { message: 'Internal error' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update vote. Please try again.');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleDescription('7 votes');
  });
});
