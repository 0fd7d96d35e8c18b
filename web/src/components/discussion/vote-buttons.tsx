import './discussion.css';
import { useRef, useState } from 'react';
import { discussionMessages, type VoteDirection, type VoteResult } from '@contract/discussions';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { ApiError } from '@web/lib/api-client';
import { nextVote } from './vote-state';

export interface VoteButtonsProps {
  /** The count and the caller's vote as last read (the item in the list's cache). */
  readonly votes: number;
  readonly myVote: VoteDirection | null;
  /** Sends the vote (PUT …/vote {direction}); resolves with the server's count and the caller's vote. */
  readonly onVote: (direction: VoteDirection) => Promise<VoteResult>;
  /** The server's answer, for the caller to store in its cache (then the buttons show the cache again). */
  readonly onVoted?: (result: VoteResult) => void;
  /** Signed out: both buttons disabled (docs/requirements/community.md §2). */
  readonly disabled?: boolean;
  /** Names the group for assistive tech, e.g. "Votes for <title>". */
  readonly label?: string;
}

/** What is shown while a vote is in flight or answered, and the cache state it was computed from. */
interface Shown {
  readonly base: VoteResult;
  readonly value: VoteResult;
}

const same = (a: VoteResult, b: VoteResult) => a.votes === b.votes && a.myVote === b.myVote;

/**
 * Up and down votes with the count between them. A press shows its effect at once (vote-state.ts),
 * then the server's count; a failure puts the count back and says 'Failed to vote.', except a
 * refusal (403), which is silent. One vote at a time: presses while one is in flight are ignored.
 */
export function VoteButtons({ votes, myVote, onVote, onVoted, disabled = false, label = 'Votes' }: VoteButtonsProps) {
  const toast = useToast();
  const [shown, setShown] = useState<Shown | null>(null);
  const inFlight = useRef(false);
  const fromProps: VoteResult = { votes, myVote };
  // The optimistic or answered state holds while the cache still says what it was computed from.
  const current = shown && same(shown.base, fromProps) ? shown.value : fromProps;

  const vote = async (direction: VoteDirection) => {
    if (disabled || inFlight.current) return;
    inFlight.current = true;
    const before = current;
    setShown({ base: fromProps, value: nextVote(before, direction) });
    try {
      const result = await onVote(direction);
      setShown({ base: fromProps, value: result });
      onVoted?.(result);
    } catch (error) {
      setShown(null);
      if (!(error instanceof ApiError && error.status === 403)) toast.error(discussionMessages.voteFailed);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="vote-buttons" role="group" aria-label={label}>
      <button
        type="button"
        className="vote-buttons__button vote-buttons__button--up"
        aria-label="Upvote"
        aria-pressed={current.myVote === 'up'}
        disabled={disabled}
        onClick={() => void vote('up')}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <span className="vote-buttons__count" aria-live="polite" aria-label={`${current.votes} votes`}>
        {current.votes}
      </span>
      <button
        type="button"
        className="vote-buttons__button vote-buttons__button--down"
        aria-label="Downvote"
        aria-pressed={current.myVote === 'down'}
        disabled={disabled}
        onClick={() => void vote('down')}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </div>
  );
}
