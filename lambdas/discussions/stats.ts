/** The stat cards (docs/requirements/community.md §1, qna.md §1, feedback.md §1), from the counters the writes keep. */
import type { CommunityStats, FeedbackStats, QnaStats } from '@contract/discussions';
import { readDiscussionStats } from '../data/discussion-stats';

export async function communityStats(now = new Date()): Promise<CommunityStats> {
  const totals = await readDiscussionStats('community', now);
  return { totalPosts: totals.items, activeMembers: totals.activeUsers, codeSnippets: totals.snippets, tutorials: totals.tutorials };
}

export async function qnaStats(now = new Date()): Promise<QnaStats> {
  const totals = await readDiscussionStats('qna', now);
  return { totalQuestions: totals.items, answered: totals.answered, contributors: totals.contributors, totalVotes: totals.absVotes };
}

export async function feedbackStats(now = new Date()): Promise<FeedbackStats> {
  const totals = await readDiscussionStats('feedback', now);
  return { total: totals.items, underReview: totals.underReview, inProgress: totals.inProgress, implemented: totals.fixed };
}
