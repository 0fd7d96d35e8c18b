import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@web/lib/api-client';
import type { EditorContent } from '@web/components/code-editor/editor-panel';
import { runChallenge } from '../api/challenge-calls';

/** Run (docs/requirements/challenges.md §2): test case 1 with the editor's code, after joining. */
export function useChallengeRun(challengeId: string, ensureJoined: () => Promise<void>) {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (code: EditorContent) => {
      await ensureJoined();
      return runChallenge(api, challengeId, code);
    },
  });
}

export type ChallengeRun = ReturnType<typeof useChallengeRun>;
