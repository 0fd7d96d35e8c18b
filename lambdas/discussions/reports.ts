/** Reports (docs/decisions/D13): anyone signed in flags an item or comment for the admins' queue, once. */
import { discussionMessages as m, type DiscussionKind } from '@contract/discussions';
import { fileReport, listReportsPage } from '../data/discussion-reports';
import { getComment } from '../data/discussion-comments';
import { INVALID_CURSOR } from '../data/page-cursors';
import type { Caller } from '../shared/caller';
import { BadRequest, NotFound } from '../shared/errors';
import { newDiscussionId } from './ids';
import { visibleItem } from './items';
import { meter } from './rates';

const REPORTS_PAGE = 25;

export async function report(kind: DiscussionKind, caller: Caller, itemId: string, reason: string, commentId: string | null, now = new Date()) {
  await visibleItem(kind, itemId, caller);
  if (commentId && !(await getComment(itemId, commentId))) throw NotFound(m.commentNotFound);
  await meter(caller, 'reports', now);
  const outcome = await fileReport({
    createdAt: now.toISOString(),
    reportId: newDiscussionId(now),
    kind,
    itemId,
    ...(commentId && { commentId }),
    reason,
    reporterId: caller.userId,
  });
  if (outcome === 'gone') throw NotFound(m.itemNotFound);
  // Reporting the same thing twice is not an error: it is already in the queue.
  return { success: true as const };
}

export async function listReports(cursor: string | undefined) {
  const page = await listReportsPage(REPORTS_PAGE, cursor);
  if (page === INVALID_CURSOR) throw BadRequest('This page link is no longer valid. Please reload the reports.');
  return {
    reports: page.items.map((r) => ({
      id: r.reportId,
      kind: r.kind,
      itemId: r.itemId,
      commentId: r.commentId ?? null,
      reason: r.reason,
      reporterId: r.reporterId,
      createdAt: r.createdAt,
    })),
    nextCursor: page.nextCursor,
  };
}
