import { queryOptions } from '@tanstack/react-query';
import { discussionsApi } from '@contract/api/discussions';
import type { DiscussionPage } from '@contract/discussions';
import type { ApiClient } from '@web/lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /feedback: the newest first, 3 a page (docs/requirements/feedback.md §1). */
export function listFeedback(api: ApiClient, signal?: AbortSignal): Promise<DiscussionPage> {
  return api.call(discussionsApi.listFeedback, { signal });
}

/** 'Recent Community Feedback': the first page only, the 3 newest. */
export function recentFeedbackQueryOptions(api: ApiClient, me: string) {
  return queryOptions({ queryKey: feedbackKeys.recent(me), queryFn: ({ signal }) => listFeedback(api, signal), enabled: me !== '' });
}
