import type { VoteDirection, VoteResult } from '@contract/discussions';

/**
 * docs/requirements/community.md §2 (and qna.md): none → up +1, none → down −1, the same vote again
 * removes it, switching moves the count by 2; never floored. The optimistic state the buttons show
 * until the server answers its own count.
 */
export function nextVote(current: VoteResult, direction: VoteDirection): VoteResult {
  const value = (vote: VoteDirection | null) => (vote === 'up' ? 1 : vote === 'down' ? -1 : 0);
  const myVote = current.myVote === direction ? null : direction;
  return { votes: current.votes - value(current.myVote) + value(myVote), myVote };
}
