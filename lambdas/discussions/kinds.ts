/**
 * What differs between the discussion kinds (docs/decisions/D13), in one place: how a kind is
 * listed, how its votes work and what each item adds to its stat cards. A new kind is one entry.
 */
import type { DiscussionKind, VoteDirection } from '@contract/discussions';
import { listCategoryOf, type ListKeys, type StoredDiscussionItem } from '../data/discussion-items';
import type { StatsDelta } from '../data/discussion-stats';
import { keys } from '../data/keys';

export interface KindRules {
  /** Lists best first by votes (community, Q&A), or newest first (feedback). */
  readonly listedByVotes: boolean;
  /** Up and down (the same again removes it, switching moves by 2), or a toggle (feedback). */
  readonly voting: 'updown' | 'toggle';
  readonly hasComments: boolean;
  /** What one item adds to the kind's counters, as it stands. */
  readonly countsOf: (item: StoredDiscussionItem) => StatsDelta;
}

/** A blog article counts once published: for its author's role, with its likes and comments (docs/requirements/blog.md §1). */
function blogCounts(item: StoredDiscussionItem): StatsDelta {
  if (item.articleStatus !== 'published') return {};
  return { items: 1, [item.authorRole === 'admin' ? 'adminItems' : 'mentorItems']: 1, likes: item.votes, comments: item.commentCount };
}

const statusCounter = { 'under-review': 'underReview', 'in-progress': 'inProgress', fixed: 'fixed' } as const;

export const kindRules: Record<DiscussionKind, KindRules> = {
  community: {
    listedByVotes: true,
    voting: 'updown',
    hasComments: true,
    countsOf: (item) => ({ items: 1, snippets: item.codeSnippet ? 1 : 0, tutorials: item.category === 'tutorial' ? 1 : 0 }),
  },
  qna: {
    listedByVotes: true,
    voting: 'updown',
    hasComments: true,
    countsOf: (item) => ({ items: 1, answered: item.answers > 0 ? 1 : 0, absVotes: Math.abs(item.votes) }),
  },
  feedback: {
    listedByVotes: false,
    voting: 'toggle',
    hasComments: false,
    countsOf: (item) => ({ items: 1, ...(item.status && { [statusCounter[item.status]]: 1 }) }),
  },
  blog: {
    listedByVotes: false,
    voting: 'toggle',
    hasComments: true,
    countsOf: blogCounts,
  },
};

/** What the counters move by when an item changes from `before` to `after` (either may be absent: created, deleted). */
export function countsChange(kind: DiscussionKind, before: StoredDiscussionItem | undefined, after: StoredDiscussionItem | undefined): StatsDelta {
  const { countsOf } = kindRules[kind];
  const delta: StatsDelta = {};
  for (const [name, by] of Object.entries(after ? countsOf(after) : {})) delta[name as keyof StatsDelta] = (delta[name as keyof StatsDelta] ?? 0) + by;
  for (const [name, by] of Object.entries(before ? countsOf(before) : {})) delta[name as keyof StatsDelta] = (delta[name as keyof StatsDelta] ?? 0) - by;
  return Object.fromEntries(Object.entries(delta).filter(([, by]) => by !== 0));
}

type Listed = Pick<StoredDiscussionItem, 'kind' | 'category' | 'votes' | 'createdAt' | 'itemId'> &
  Partial<Pick<StoredDiscussionItem, 'articleStatus' | 'authorRole' | 'authorId' | 'publishedAt' | 'updatedAt'>>;

/**
 * Where a shown item stands in its kind's list and its category's list. A blog article is listed by
 * its author's role (/blog's filter), newest published first; a draft only on the draft lists.
 */
export function listKeysOf(item: Listed): ListKeys {
  if (item.kind === 'blog' && item.articleStatus !== 'published') {
    const rank = keys.discussionRank(0, item.updatedAt ?? item.createdAt, item.itemId);
    return {
      gsi1pk: keys.discussionsOfCategory(keys.blogDrafts(), item.authorId!),
      gsi1sk: rank,
      gsi2pk: keys.discussionsOfKind(keys.blogDrafts()),
      gsi2sk: rank,
    };
  }
  const rank = keys.discussionRank(kindRules[item.kind].listedByVotes ? item.votes : 0, item.publishedAt ?? item.createdAt, item.itemId);
  return { gsi1pk: keys.discussionsOfCategory(item.kind, listCategoryOf(item)), gsi1sk: rank, gsi2pk: keys.discussionsOfKind(item.kind), gsi2sk: rank };
}

export type Vote = VoteDirection | null;

/**
 * docs/requirements/community.md §2: a first vote adds or subtracts 1, the same vote again removes
 * it, switching moves the count by 2. Feedback's vote is a toggle: +1, then −1.
 */
export function nextVote(voting: KindRules['voting'], current: Vote, pressed: VoteDirection): { next: Vote; delta: number } {
  const value = (vote: Vote) => (vote === 'up' ? 1 : vote === 'down' ? -1 : 0);
  const pressedNow = voting === 'toggle' ? 'up' : pressed;
  const next = current === pressedNow ? null : pressedNow;
  return { next, delta: value(next) - value(current) };
}
