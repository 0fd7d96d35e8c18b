import { queryOptions } from '@tanstack/react-query';
import { discussionsApi } from '@contract/api/discussions';
import type { FeedbackStats } from '@contract/discussions';
import type { ApiClient } from '@web/lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /feedback/stats: the total and the count in each status, kept by the writes. */
export function getFeedbackStats(api: ApiClient, signal?: AbortSignal): Promise<FeedbackStats> {
  return api.call(discussionsApi.getFeedbackStats, { signal });
}

export function feedbackStatsQueryOptions(api: ApiClient, me: string) {
  return queryOptions({ queryKey: feedbackKeys.stats(me), queryFn: ({ signal }) => getFeedbackStats(api, signal), enabled: me !== '' });
}
