import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ChallengeDetail } from '@contract/api/challenges';
import { challengeMessages } from '@contract/challenges';
import { ApiError, useApiClient } from '@web/lib/api-client';
import type { EditorContent } from '@web/components/code-editor/editor-panel';
import { challengeQueryKey, saveChallengeDraft } from '../api/challenge-calls';
import type { StopwatchClock } from '../components/stopwatch';
import { challengeSavedMessageMs } from '../lib/challenge-page-texts';

/** Save while no submission is left: refused on the page, without asking the server (docs/requirements/challenges.md §4). */
class SaveAfterSubmission extends Error {
  constructor() {
    super(challengeMessages.savedAfterSubmission);
  }
}

/** Save's refusals: submitted already (here, or the server's 409), or the week's join limit (a 403 of the join before it). */
function saveRefusal(error: unknown): string | null {
  if (error instanceof SaveAfterSubmission) return error.message;
  if (error instanceof ApiError && (error.status === 409 || error.status === 403)) return error.message;
  return null;
}

interface DraftSaveOptions {
  readonly clock: StopwatchClock;
  readonly submittedOut: boolean;
  readonly ensureJoined: () => Promise<void>;
}

/** Save on a weekly challenge (docs/requirements/challenges.md §6): the draft with the stopwatch's seconds, its message shown 600 ms. */
export function useChallengeDraftSave(detail: ChallengeDetail, userId: string, { clock, submittedOut, ensureJoined }: DraftSaveOptions) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { challengeId } = detail;
  const save = useCallback(
    async (code: EditorContent) => {
      if (submittedOut) throw new SaveAfterSubmission();
      await ensureJoined();
      const saved = await saveChallengeDraft(api, challengeId, code, clock.seconds());
      queryClient.setQueryData<ChallengeDetail>(challengeQueryKey(userId, challengeId), (old) => old && { ...old, entry: { ...old.entry, draft: saved } });
    },
    [api, queryClient, challengeId, userId, clock, submittedOut, ensureJoined],
  );
  const saveFeedback = useMemo(() => ({ shownMs: challengeSavedMessageMs, refusal: saveRefusal }), []);
  return { save, saveFeedback };
}
