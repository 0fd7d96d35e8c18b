import { boolean, Entity, item, number, string } from 'dynamodb-toolbox';
import { discussionKinds, voteDirections } from '@contract/discussions';
import { keys } from '../keys';
import { table } from '../table';

/** A comment, in its item's partition; comment ids sort by time, so a reverse Query is newest first. */
export const DiscussionCommentEntity = new Entity({
  name: 'DiscussionComment',
  table,
  schema: item({
    itemId: string().key(),
    commentId: string().key(),
    text: string(),
    authorId: string(),
    createdAt: string(),
    updatedAt: string().optional(),
    /** Q&A: written by someone other than the asker (counted in the question's answers). */
    isAnswer: boolean(),
    hidden: boolean(),
  }),
  computeKey: ({ itemId, commentId }) => ({ pk: keys.discussion(itemId), sk: keys.discussionCommentSort(commentId) }),
  timestamps: false,
});

/** One user's vote on one item: stored with the item's counter in one transaction. */
export const DiscussionVoteEntity = new Entity({
  name: 'DiscussionVote',
  table,
  schema: item({
    itemId: string().key(),
    userId: string().key(),
    direction: string().enum(...voteDirections),
  }),
  computeKey: ({ itemId, userId }) => ({ pk: keys.discussion(itemId), sk: keys.discussionVoteSort(userId) }),
  timestamps: false,
});

/** A signed-in viewer of a question, once (docs/decisions/D13: views are distinct signed-in viewers). */
export const DiscussionViewEntity = new Entity({
  name: 'DiscussionView',
  table,
  schema: item({ itemId: string().key(), userId: string().key() }),
  computeKey: ({ itemId, userId }) => ({ pk: keys.discussion(itemId), sk: keys.discussionViewSort(userId) }),
  timestamps: false,
});

/** One search-index entry: a word of an item's title or content (contract/discussions.ts). */
export const DiscussionWordEntity = new Entity({
  name: 'DiscussionWord',
  table,
  schema: item({
    kind: string().key(),
    word: string().key(),
    inTitle: boolean().key(),
    createdAt: string().key(),
    itemId: string().key(),
    /** The item's category, so a search within a category keeps only its own matches before ranking. */
    category: string(),
  }),
  computeKey: ({ kind, word, inTitle, createdAt, itemId }) => ({
    pk: keys.discussionWord(kind, word),
    sk: keys.discussionWordSort(inTitle, createdAt, itemId),
  }),
  timestamps: false,
});

/** A report waiting in the admins' queue (read by the staff dashboards), and the marker that makes it one per user. */
export const DiscussionReportEntity = new Entity({
  name: 'DiscussionReport',
  table,
  schema: item({
    createdAt: string().key(),
    reportId: string().key(),
    kind: string().enum(...discussionKinds),
    itemId: string(),
    commentId: string().optional(),
    reason: string(),
    reporterId: string(),
  }),
  computeKey: ({ createdAt, reportId }) => ({ pk: keys.discussionReports(), sk: keys.discussionReportSort(createdAt, reportId) }),
  timestamps: false,
});

export const DiscussionReportMarkEntity = new Entity({
  name: 'DiscussionReportMark',
  table,
  schema: item({ itemId: string().key(), userId: string().key(), commentId: string().key() }),
  computeKey: ({ itemId, userId, commentId }) => ({
    pk: keys.discussion(itemId),
    sk: keys.discussionReportMarkSort(userId, commentId === '' ? null : commentId),
  }),
  timestamps: false,
});

/**
 * A kind's counters: shard items summed on read (a write picks its item's shard, so two writes
 * rarely meet on one item), and per-day counts of distinct active users. Every field is ADDed.
 */
export const DiscussionStatsEntity = new Entity({
  name: 'DiscussionStats',
  table,
  schema: item({
    kind: string().key(),
    slot: string().key(),
    items: number().optional(),
    snippets: number().optional(),
    tutorials: number().optional(),
    answered: number().optional(),
    absVotes: number().optional(),
    contributors: number().optional(),
    underReview: number().optional(),
    inProgress: number().optional(),
    fixed: number().optional(),
    likes: number().optional(),
    comments: number().optional(),
    adminItems: number().optional(),
    mentorItems: number().optional(),
    activeUsers: number().optional(),
  }),
  computeKey: ({ kind, slot }) => ({ pk: keys.discussionStats(kind), sk: slot }),
  timestamps: false,
});

/** In the user's partition: the last UTC day they posted, commented or voted in a kind. */
export const DiscussionParticipationEntity = new Entity({
  name: 'DiscussionParticipation',
  table,
  schema: item({ userId: string().key(), kind: string().key(), lastDay: string(), firstAt: string() }),
  computeKey: ({ userId, kind }) => ({ pk: keys.user(userId), sk: keys.discussionParticipationSort(kind) }),
  timestamps: false,
});

/**
 * The e-mail a feedback was sent with, in its author's partition (not on the feedback, which stays
 * after the account is deleted): deleting the account deletes it with the rest of the user's items.
 */
export const FeedbackEmailEntity = new Entity({
  name: 'FeedbackEmail',
  table,
  schema: item({ userId: string().key(), itemId: string().key(), email: string() }),
  computeKey: ({ userId, itemId }) => ({ pk: keys.user(userId), sk: keys.feedbackEmailSort(itemId) }),
  timestamps: false,
});
