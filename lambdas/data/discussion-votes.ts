/**
 * Votes (docs/decisions/D13): the user's vote record and the item's count change in one
 * transaction, conditioned on both as they were read (the vote's direction, the item's count), so
 * any number of voters at once, or one voter's tabs flipping at once, end with the count equal to
 * the sum of the stored votes. A condition lost to another voter is read again and tried again.
 */
import { BatchGetCommand, BatchGetRequest, DeleteTransaction, GetItemCommand, PutTransaction, executeBatchGet } from 'dynamodb-toolbox';
import type { VoteDirection } from '@contract/discussions';
import { DiscussionVoteEntity } from './entities/discussion-parts';
import { discussionCounterUpdate, getDiscussionItem, publishedGuard, type StoredDiscussionItem } from './discussion-items';
import { statsShardUpdate, type StatsDelta } from './discussion-stats';
import { namedTransaction, type NamedTransactItem } from './named-transaction';
import { table } from './table';

export type StoredVote = VoteDirection | null;

export async function getVote(itemId: string, userId: string): Promise<StoredVote> {
  const { Item } = await DiscussionVoteEntity.build(GetItemCommand).key({ itemId, userId }).options({ consistent: true }).send();
  return Item?.direction ?? null;
}

/** The caller's votes on a page of items (one BatchGet). */
export async function getVotes(itemIds: readonly string[], userId: string): Promise<Map<string, VoteDirection>> {
  const votes = new Map<string, VoteDirection>();
  if (itemIds.length === 0) return votes;
  const { Responses } = await executeBatchGet(
    { maxAttempts: 6 },
    table.build(BatchGetCommand).requests(...itemIds.map((itemId) => DiscussionVoteEntity.build(BatchGetRequest).key({ itemId, userId }))),
  );
  for (const vote of (Responses?.[0] ?? []) as ({ itemId: string; direction: VoteDirection } | undefined)[]) if (vote) votes.set(vote.itemId, vote.direction);
  return votes;
}

/** What a vote does, decided from what was read: the new vote, and what the item and counters change by. */
export interface VotePlan {
  next: StoredVote;
  /** The item's new count and list keys (absent for kinds not listed by votes). */
  votes: number;
  listKeys?: { gsi1sk?: string; gsi2sk?: string };
  stats: StatsDelta;
  /**
   * The count moves by ADD instead of being set on the count read: for items whose list position
   * does not follow their count (a blog article), so many readers at once do not queue on one
   * another; the voter's own record still decides the change. The answer's count is then as read.
   */
  byAdding?: boolean;
}

/** Tries before giving up on a very contested item: each round at least one voter passes. */
export const VOTE_ATTEMPTS = 40;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * attempt)));

export type VoteOutcome = { votes: number; myVote: StoredVote } | 'gone' | 'contested';

/** What a vote decides from: the item as stored (undefined when gone) and the user's vote on it. */
export type VoteState = [StoredDiscussionItem | undefined, StoredVote];

export function readVoteState(itemId: string, userId: string): Promise<VoteState> {
  return Promise.all([getDiscussionItem(itemId), getVote(itemId, userId)]);
}

/**
 * Casts a vote: reads the item and the user's vote (the first time, `first` when given: read beside
 * other reads), asks `plan` what it changes to, and writes both; on a lost race, reads again. `plan`
 * is the kind's rule (domain), this only keeps it exact.
 */
export async function castVote(
  itemId: string,
  userId: string,
  plan: (item: StoredDiscussionItem, current: StoredVote) => VotePlan,
  first?: VoteState,
): Promise<VoteOutcome> {
  for (let attempt = 1; attempt <= VOTE_ATTEMPTS; attempt++) {
    const [item, current] = attempt === 1 && first ? first : await readVoteState(itemId, userId);
    if (!item || item.hidden) return 'gone';
    const change = plan(item, current);
    const voteWrite: NamedTransactItem<'vote' | 'item' | 'stats'> =
      change.next === null
        ? {
            name: 'vote',
            item: DiscussionVoteEntity.build(DeleteTransaction)
              .key({ itemId, userId })
              .options({ condition: voteIs(current) }),
          }
        : {
            name: 'vote',
            item: DiscussionVoteEntity.build(PutTransaction)
              .item({ itemId, userId, direction: change.next })
              .options({ condition: voteIs(current) }),
          };
    const items: NamedTransactItem<'vote' | 'item' | 'stats'>[] = [
      voteWrite,
      {
        name: 'item',
        item: change.byAdding
          ? discussionCounterUpdate(itemId, { votes: change.votes - item.votes }, {}, publishedGuard(item))
          : discussionCounterUpdate(itemId, {}, { votes: change.votes, ...change.listKeys }, { attr: 'votes', eq: item.votes }, publishedGuard(item)),
      },
    ];
    if (Object.values(change.stats).some((by) => by !== 0)) items.push({ name: 'stats', item: statsShardUpdate(item.kind, itemId, change.stats) });
    const cancelled = await namedTransaction(items);
    if (!cancelled) return { votes: change.votes, myVote: change.next };
    if (cancelled.failed.size === 0 && cancelled.conflicted.size === 0) throw cancelled.error;
    await pause(attempt);
  }
  return 'contested';
}

function voteIs(current: StoredVote) {
  return current === null ? ({ attr: 'direction', exists: false } as const) : ({ attr: 'direction', eq: current } as const);
}
