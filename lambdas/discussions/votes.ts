/** Votes (docs/requirements/community.md §2, qna.md §3, feedback.md §3): the kind's rule, kept exact by data/discussion-votes.ts. */
import { discussionMessages as m, type DiscussionKind, type VoteDirection, type VoteResult } from '@contract/discussions';
import { castVote } from '../data/discussion-votes';
import { noteParticipation } from '../data/discussion-stats';
import type { Caller } from '../shared/caller';
import { Conflict, NotFound } from '../shared/errors';
import { meter } from './rates';
import { countsChange, kindRules, listKeysOf, nextVote } from './kinds';

export async function vote(kind: DiscussionKind, caller: Caller, itemId: string, pressed: VoteDirection, now = new Date()): Promise<VoteResult> {
  await meter(caller, 'votes', now);
  const rules = kindRules[kind];
  // castVote reads the item itself (hidden or gone answers 'gone'); one of another kind is not found here either.
  const outcome = await castVote(itemId, caller.userId, (item, current) => {
    if (item.kind !== kind) throw NotFound(m.itemNotFound);
    const { next, delta } = nextVote(rules.voting, current, pressed);
    const after = { ...item, votes: item.votes + delta };
    const { gsi1sk, gsi2sk } = listKeysOf(after);
    return { next, votes: after.votes, ...(rules.listedByVotes && { listKeys: { gsi1sk, gsi2sk } }), stats: countsChange(kind, item, after) };
  });
  if (outcome === 'gone') throw NotFound(m.itemNotFound);
  if (outcome === 'contested') throw Conflict('Many people are voting on this right now. Please try again.');
  if (kind === 'community') await noteParticipation(caller.userId, kind, now);
  return outcome;
}
