import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { VoteDirection, VoteResult } from '@contract/discussions';
import { ApiError } from '@web/lib/api-client';
import { renderInProviders } from '@web/test/render-app';
import { VoteButtons } from './vote-buttons';
import { nextVote } from './vote-state';

describe('the vote state machine', () => {
  it.each([
    [{ votes: 5, myVote: null }, 'up', { votes: 6, myVote: 'up' }],
    [{ votes: 5, myVote: null }, 'down', { votes: 4, myVote: 'down' }],
    [{ votes: 6, myVote: 'up' }, 'up', { votes: 5, myVote: null }],
    [{ votes: 4, myVote: 'down' }, 'down', { votes: 5, myVote: null }],
    [{ votes: 6, myVote: 'up' }, 'down', { votes: 4, myVote: 'down' }],
    [{ votes: 4, myVote: 'down' }, 'up', { votes: 6, myVote: 'up' }],
    [{ votes: 0, myVote: null }, 'down', { votes: -1, myVote: 'down' }],
  ] as const)('%o + %s → %o (never floored)', (current, direction, expected) => {
    expect(nextVote(current, direction)).toEqual(expected);
  });
});

/** A deferred answer: the test decides when and how the server answers. */
function deferred() {
  let resolve!: (value: VoteResult) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<VoteResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Harness({ onVote, initial }: { readonly onVote: (d: VoteDirection) => Promise<VoteResult>; readonly initial: VoteResult }) {
  const [state, setState] = useState(initial);
  return <VoteButtons votes={state.votes} myVote={state.myVote} onVote={onVote} onVoted={setState} />;
}

const count = () => screen.getByRole('group', { name: 'Votes' }).querySelector('.vote-buttons__count')?.textContent;
const up = () => screen.getByRole('button', { name: 'Upvote' });
const down = () => screen.getByRole('button', { name: 'Downvote' });

describe('VoteButtons', { timeout: 15_000 }, () => {
  it('shows a vote at once, then the count the server answers', async () => {
    let answer = deferred();
    renderInProviders(<Harness initial={{ votes: 10, myVote: null }} onVote={() => answer.promise} />);
    await userEvent.click(up());
    expect(count()).toBe('11');
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    // The server counted someone else's vote too: its number wins.
    answer.resolve({ votes: 12, myVote: 'up' });
    await waitFor(() => expect(count()).toBe('12'));

    answer = deferred();
    await userEvent.click(down());
    expect(count()).toBe('10');
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    answer.resolve({ votes: 10, myVote: 'down' });
    await waitFor(() => expect(down()).toHaveAttribute('aria-pressed', 'true'));
  });

  it("rolls back and says 'Failed to vote.' when the vote fails", async () => {
    const answer = deferred();
    renderInProviders(<Harness initial={{ votes: 3, myVote: 'up' }} onVote={() => answer.promise} />);
    await userEvent.click(down());
    expect(count()).toBe('1');
    answer.reject(new ApiError('boom', 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to vote.');
    expect(count()).toBe('3');
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    expect(down()).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back silently on a refusal (403)', async () => {
    const answer = deferred();
    renderInProviders(<Harness initial={{ votes: 0, myVote: null }} onVote={() => answer.promise} />);
    await userEvent.click(up());
    expect(count()).toBe('1');
    answer.reject(new ApiError('Forbidden', 403));
    await waitFor(() => expect(count()).toBe('0'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is disabled when signed out', async () => {
    const calls: VoteDirection[] = [];
    renderInProviders(
      <VoteButtons
        votes={2}
        myVote={null}
        disabled
        onVote={async (d) => {
          calls.push(d);
          return { votes: 3, myVote: d };
        }}
      />,
    );
    expect(up()).toBeDisabled();
    expect(down()).toBeDisabled();
    await userEvent.click(up());
    expect(calls).toEqual([]);
    expect(count()).toBe('2');
  });
});
