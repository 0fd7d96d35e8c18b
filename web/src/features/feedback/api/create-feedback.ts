import { discussionsApi } from '@contract/api/discussions';
import type { DiscussionItem, FeedbackInput } from '@contract/discussions';
import type { ApiClient } from '@web/lib/api-client';

/** POST /feedback: stored Under Review with no votes; at most a few an hour (a 429 says so). */
export function createFeedback(api: ApiClient, input: FeedbackInput): Promise<DiscussionItem> {
  return api.call(discussionsApi.createFeedback, { body: input });
}
