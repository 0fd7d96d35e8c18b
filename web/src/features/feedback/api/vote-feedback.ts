import { discussionsApi } from '@contract/api/discussions';
import type { VoteResult } from '@contract/discussions';
import type { ApiClient } from '@web/lib/api-client';

/** PUT /feedback/{itemId}/vote: toggles the caller's vote and answers the count and the caller's vote after it. */
export function voteFeedback(api: ApiClient, itemId: string): Promise<VoteResult> {
  return api.call(discussionsApi.voteFeedback, { params: { itemId } });
}
