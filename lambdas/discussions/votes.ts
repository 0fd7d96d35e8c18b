/** Votes (docs/requirements/community.md §2, qna.md §3, feedback.md §3): the kind's rule, kept exact by data/discussion-votes.ts. */
import { discussionMessages as m, type DiscussionKind, type VoteDirection, type VoteResult } from '@contract/discussions';
import { castVote, readVoteState, type StoredVote } from '../data/discussion-votes';
import type { StoredDiscussionItem } from '../data/discussion-items';
import { noteParticipation, readParticipation } from '../data/discussion-stats';
import type { Caller } from '../shared/caller';
import { Conflict, NotFound } from '../shared/errors';
import { meter } from './rates';
import { countsChange, kindRules, listKeysOf, nextVote } from './kinds';

export async function vote(kind: DiscussionKind, caller: Caller, itemId: string, pressed: VoteDirection, now = new Date()): Promise<VoteResult> {
  // The rate, the item, the caller's vote and their participation in one round of requests, not
  // three after one another (bench:community's votes wait on DynamoDB more than they compute).
  const [, state, participation] = await Promise.all([
    meter(caller, 'votes', now),
    readVoteState(itemId, caller.userId),
    kind === 'community' ? readParticipation(caller.userId, kind) : undefined,
  ]);
  const rules = kindRules[kind];
  // Hidden or gone answers 'gone'; an item of another kind is not found here either.
  const plan = (item: StoredDiscussionItem, current: StoredVote) => {
    if (item.kind !== kind) throw NotFound(m.itemNotFound);
    const { next, delta } = nextVote(rules.voting, current, pressed);
    const after = { ...item, votes: item.votes + delta };
    const { gsi1sk, gsi2sk } = listKeysOf(after);
    return { next, votes: after.votes, ...(rules.listedByVotes && { listKeys: { gsi1sk, gsi2sk } }), stats: countsChange(kind, item, after) };
  };
  const outcome = await castVote(itemId, caller.userId, plan, state);
  if (outcome === 'gone') throw NotFound(m.itemNotFound);
  if (outcome === 'contested') throw Conflict('Many people are voting on this right now. Please try again.');
  if (participation) await noteParticipation(caller.userId, kind, now, participation);
  return outcome;
}
