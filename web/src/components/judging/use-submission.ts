import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { judgeMessages } from '@contract/judge';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { meQueryKey } from '@web/lib/me';
import { useRealtime } from '@web/lib/realtime/realtime-provider';
import type { EditorContent } from '@web/components/code-editor/editor-panel';
import { createSubmission, getSubmission } from './submission-calls';
import { judgeErrorMessage } from './judge-error-message';
import { xpAnnouncement } from './xp-announcement';
import { initialJudgingState, isJudgeMessage, type JudgeMessage, judgingReducer, type JudgingState } from './judging-state';

/**
 * When the WebSocket is quiet this long (no push yet, or pushes stopped), the screen asks
 * GET /submissions/{id} instead, and again every `pollEveryMs` while judging goes on.
 */
export const judgingPolicy = {
  pushQuietMs: 3_000,
  pollEveryMs: 1_500,
  /** Past this the screen stops waiting and says so; the result can still be read later. */
  giveUpAfterMs: 5 * 60_000,
} as const;

export const judgingTooLong = 'Judging is taking longer than expected. Check your submissions for the result later.';

export interface Submission {
  readonly state: JudgingState;
  /**
   * Submits the code with the solving timer's seconds, once: a press while a submission is on its
   * way or being judged does nothing.
   */
  readonly submit: (content: EditorContent, elapsedSeconds: number) => void;
  readonly busy: boolean;
  /** The Plan Limit Reached dialog: opened by a 403 from submit, closed by the user. */
  readonly limitDialogOpen: boolean;
  readonly closeLimitDialog: () => void;
}

export interface SubmissionOptions {
  /**
   * Sends the code with the timer's seconds and answers the new submission's id: POST
   * /problems/{problemId}/submissions unless given (a weekly challenge posts to its own route).
   */
  readonly create?: (content: EditorContent, elapsedSeconds: number) => Promise<string>;
  /**
   * Whether a 403 is the plan's weekly problem limit (the Plan Limit Reached dialog; the default).
   * When false a 403 is a failure like any other, in the server's words.
   */
  readonly planLimitDialog?: boolean;
}

/**
 * Submit (docs/requirements/practice.md §6): sends the code, then follows the judge test by test over the WebSocket
 * (judge_progress, judge_result) and falls back to polling when no push arrives.
 * `xpBefore`: the student's XP now (their profile), to tell a level-up from a plain XP award.
 */
export function useSubmission(problemId: string, xpBefore?: number, options: SubmissionOptions = {}): Submission {
  const api = useApiClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  /** The XP when Submit was pressed: the profile is refetched after the award. */
  const xpAtSubmit = useRef<number | undefined>(undefined);
  const { subscribe, state: realtime } = useRealtime();
  const [state, dispatch] = useReducer(judgingReducer, initialJudgingState);
  /** Set at the press, before any render can disable the button: the double-submit guard. */
  const inFlight = useRef(false);
  /** The submission being followed; null between the press and the server's answer. */
  const followed = useRef<string | null>(null);
  /** Pushes that came before the submit's answer named the submission (the judge can be that fast). */
  const early = useRef<JudgeMessage[]>([]);
  const lastPushAt = useRef(0);
  const acceptedAt = useRef(0);
  const [limitDialogOpen, setLimitDialogOpen] = useState(false);
  const { create, planLimitDialog = true } = options;

  useEffect(
    () =>
      subscribe((message) => {
        if (!isJudgeMessage(message) || !inFlight.current) return;
        if (followed.current === null) {
          early.current.push(message);
          return;
        }
        if (message.submissionId !== followed.current) return;
        lastPushAt.current = Date.now();
        dispatch({ type: 'message', message });
      }),
    [subscribe],
  );

  /** The server refused for the plan's weekly limit: a press after that (before the button re-renders disabled) sends nothing. */
  const refusedForLimit = useRef(false);

  const submit = useCallback(
    (content: EditorContent, elapsedSeconds: number) => {
      if (inFlight.current || refusedForLimit.current) return;
      inFlight.current = true;
      xpAtSubmit.current = xpBefore;
      followed.current = null;
      early.current = [];
      dispatch({ type: 'submit' });
      (create ? create(content, elapsedSeconds) : createSubmission(api, problemId, content, elapsedSeconds)).then(
        (submissionId) => {
          followed.current = submissionId;
          lastPushAt.current = acceptedAt.current = Date.now();
          dispatch({ type: 'accepted', submissionId });
          for (const message of early.current.filter((m) => m.submissionId === submissionId)) dispatch({ type: 'message', message });
          early.current = [];
        },
        (error: unknown) => {
          inFlight.current = false;
          if (planLimitDialog && error instanceof ApiError && error.status === 403) {
            refusedForLimit.current = true;
            dispatch({ type: 'limitReached' });
            setLimitDialogOpen(true);
          } else dispatch({ type: 'failed', error: judgeErrorMessage(error, judgeMessages.submitFailed) });
        },
      );
    },
    [api, problemId, xpBefore, create, planLimitDialog],
  );

  const { phase, submissionId } = state;
  const connected = realtime.status === 'connected';

  // The polling fallback, for as long as the submission is being judged.
  useEffect(() => {
    if (phase !== 'judging' || !submissionId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (ms: number) => {
      timer = setTimeout(() => void poll(), ms);
    };
    const poll = async () => {
      const quietFor = Date.now() - lastPushAt.current;
      if (quietFor < judgingPolicy.pushQuietMs) return schedule(judgingPolicy.pushQuietMs - quietFor);
      try {
        const view = await getSubmission(api, submissionId, controller.signal);
        dispatch({ type: 'polled', view });
        if (view.status === 'done') return;
      } catch {
        if (controller.signal.aborted) return;
        // A failed poll is retried: the submission is stored and judging goes on regardless.
      }
      if (Date.now() - acceptedAt.current >= judgingPolicy.giveUpAfterMs) dispatch({ type: 'failed', error: judgingTooLong });
      else schedule(judgingPolicy.pollEveryMs);
    };
    // Without a connection no push can come: poll soon instead of waiting for one. (A socket that
    // drops or comes back while judging restarts this, with the wait that suits it.)
    if (!connected) lastPushAt.current = 0;
    schedule(connected ? judgingPolicy.pushQuietMs : judgingPolicy.pollEveryMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, phase, submissionId, connected]);

  // The end of a submission frees the button, and the XP it earned is announced (docs/requirements/practice.md §6 XP toast).
  const { result } = state;
  useEffect(() => {
    if (phase === 'done' || phase === 'failed') inFlight.current = false;
    if (phase === 'done' && result && result.xpAwarded > 0) {
      const { message, durationMs } = xpAnnouncement(result.xpAwarded, xpAtSubmit.current);
      toast.success(message, durationMs);
      void queryClient.invalidateQueries({ queryKey: meQueryKey(user?.userId) });
    }
  }, [phase, result, toast, queryClient, user?.userId]);

  const closeLimitDialog = useCallback(() => setLimitDialogOpen(false), []);
  return { state, submit, busy: phase === 'submitting' || phase === 'judging', limitDialogOpen, closeLimitDialog };
}
