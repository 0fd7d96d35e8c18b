import { queryOptions } from '@tanstack/react-query';
import { type ChallengeDetail, type ChallengeEntry, challengesApi } from '@contract/api/challenges';
import type { RunResponse } from '@contract/judge';
import type { ApiClient } from '@web/lib/api-client';
import type { EditorContent } from '@web/components/code-editor/editor-panel';
import { challengeListQueryKey } from './challenges';

/**
 * Keyed by user: another sign-in never sees the previous user's draft, score or allowances from the
 * cache. It starts with the list's key, so what the challenge page changes (joins, submissions)
 * invalidates the list as well as the page.
 */
export const challengeQueryKey = (userId: string, challengeId: string) => [...challengeListQueryKey(userId), challengeId] as const;

/** While the latest submission is being judged and no push follows it (the page was reloaded), it is asked again this often. */
export const judgingRefetchMs = 5_000;

/**
 * GET /weekly-challenges/{challengeId}: the challenge, its content (null for a student while it is
 * upcoming), Top Performers, the caller's draft and latest score card, and their allowances.
 */
export function challengeQueryOptions(api: ApiClient, userId: string, challengeId: string) {
  return queryOptions({
    queryKey: challengeQueryKey(userId, challengeId),
    queryFn: ({ signal }): Promise<ChallengeDetail> => api.call(challengesApi.getChallenge, { params: { challengeId }, signal }),
    refetchInterval: (query) => {
      const latest = query.state.data?.entry.latest;
      return latest && latest.status !== 'done' ? judgingRefetchMs : false;
    },
  });
}

/** POST /weekly-challenges/{challengeId}/run: test 1 only (docs/requirements/challenges.md §2); nothing stored, no quota. */
export function runChallenge(api: ApiClient, challengeId: string, { language, code }: EditorContent): Promise<RunResponse> {
  return api.call(challengesApi.runChallenge, { params: { challengeId }, body: { language, source: code } });
}

/** PUT /weekly-challenges/{challengeId}/draft (Save) with the stopwatch; 409 once submitted. */
export function saveChallengeDraft(
  api: ApiClient,
  challengeId: string,
  { language, code }: EditorContent,
  elapsedSeconds: number,
): Promise<NonNullable<ChallengeEntry['draft']>> {
  return api.call(challengesApi.saveChallengeDraft, { params: { challengeId }, body: { language, source: code, elapsedSeconds } });
}

/** POST /weekly-challenges/{challengeId}/submissions: 202 with the id; judged like any submission, scored when recorded. */
export async function submitChallenge(api: ApiClient, challengeId: string, { language, code }: EditorContent, elapsedSeconds: number): Promise<string> {
  const { submissionId } = await api.call(challengesApi.submitChallenge, { params: { challengeId }, body: { language, source: code, elapsedSeconds } });
  return submissionId;
}
