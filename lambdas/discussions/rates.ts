/** Per-user write rates of the discussion engine (contract/discussions.ts DISCUSSION_RATES, README's limits). */
import { DISCUSSION_RATES, discussionMessages as m } from '@contract/discussions';
import { countDiscussionWrite } from '../data/discussion-meters';
import type { Caller } from '../shared/caller';
import { tooManyRequestsFor } from '../shared/errors';

const rates = {
  items: ['discussionItems', DISCUSSION_RATES.itemsPerHour, 'hour', 'posting'],
  comments: ['discussionComments', DISCUSSION_RATES.commentsPerHour, 'hour', 'commenting'],
  feedback: ['feedback', DISCUSSION_RATES.feedbackPerHour, 'hour', 'sending feedback'],
  votes: ['discussionVotes', DISCUSSION_RATES.votesPerMinute, 'minute', 'voting'],
  reports: ['discussionReports', DISCUSSION_RATES.reportsPerHour, 'hour', 'reporting'],
} as const;

/** Counts the caller's write against their hourly (or per-minute) rate, or answers 429 with Retry-After. */
export async function meter(caller: Caller, what: 'items' | 'comments' | 'feedback' | 'votes' | 'reports', now: Date): Promise<void> {
  const [meterName, limit, per, doing] = rates[what];
  const wait = await countDiscussionWrite(caller.userId, meterName, limit, per, now);
  if (wait > 0) throw tooManyRequestsFor(m.tooOften(doing), wait);
}
