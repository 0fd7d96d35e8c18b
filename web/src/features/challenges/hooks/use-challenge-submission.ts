import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChallengeDetail } from '@contract/api/challenges';
import { useApiClient } from '@web/lib/api-client';
import { useMe } from '@web/lib/me';
import type { EditorContent } from '@web/components/code-editor/editor-panel';
import { useSubmission } from '@web/components/judging/use-submission';
import { submitChallenge } from '../api/challenge-calls';
import { challengeListQueryKey } from '../api/challenges';
import { useStopwatch } from '../components/stopwatch';

/**
 * Submit on a weekly challenge (docs/requirements/challenges.md §4): joins first, sends the stopwatch's seconds and follows
 * the judge live. The stopwatch runs while nothing is submitted, from a saved draft's seconds, and
 * stops on submit.
 */
export function useChallengeSubmission(detail: ChallengeDetail, userId: string, ensureJoined: () => Promise<void>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { challengeId } = detail;
  const { latest, draft } = detail.entry;

  const me = useMe();
  const create = useCallback(
    async (code: EditorContent, elapsedSeconds: number) => {
      await ensureJoined();
      return submitChallenge(api, challengeId, code, elapsedSeconds);
    },
    [api, challengeId, ensureJoined],
  );
  const submissionOptions = useMemo(() => ({ create, planLimitDialog: false }), [create]);
  const submission = useSubmission(challengeId, me.data?.xp, submissionOptions);
  const { phase } = submission.state;

  const [initialSeconds] = useState(draft?.elapsedSeconds ?? 0);
  const running = !detail.submitted && latest === null && (phase === 'idle' || phase === 'failed');
  const clock = useStopwatch(initialSeconds, running);

  // The page's figures follow the submission: counted when accepted, scored when judged, refreshed when refused.
  // The list's key starts the page's too, so both are refreshed.
  useEffect(() => {
    if (phase === 'judging' || phase === 'done' || phase === 'failed') void queryClient.invalidateQueries({ queryKey: challengeListQueryKey(userId) });
  }, [phase, queryClient, userId]);

  return { submission, clock, running };
}
