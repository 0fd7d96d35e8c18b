import type { SubmissionView, TestOutcome, TestState, Verdict } from '@contract/judge';
import type { ServerMessage } from '@contract/realtime';
import { stateOfVerdict } from './verdict-labels';

/** The judge's final word on a submission, from the judge_result push or a finished GET /submissions/{id}. */
export interface FinalResult {
  readonly verdict: Verdict;
  readonly passedTests: number;
  readonly totalTests: number;
  readonly xpAwarded: number;
  readonly compileMessage?: string;
  readonly tests: readonly TestOutcome[];
}

export type JudgingPhase = 'idle' | 'submitting' | 'judging' | 'done' | 'failed';

export interface JudgingState {
  readonly phase: JudgingPhase;
  readonly submissionId: string | null;
  /** Each test's latest live state, by its 0-based index; a test not in it has not been reached ('na'). */
  readonly tests: Readonly<Record<number, TestState>>;
  readonly result: FinalResult | null;
  readonly error: string | null;
  /** The server refused the submit: the plan's weekly problem limit is reached (docs/requirements/practice.md §6, §8). */
  readonly limitReached: boolean;
}

export const initialJudgingState: JudgingState = { phase: 'idle', submissionId: null, tests: {}, result: null, error: null, limitReached: false };

export type JudgeMessage = Extract<ServerMessage, { type: 'judge_progress' | 'judge_result' }>;

export type JudgingAction =
  | { type: 'submit' }
  | { type: 'accepted'; submissionId: string }
  | { type: 'message'; message: JudgeMessage }
  | { type: 'polled'; view: SubmissionView }
  | { type: 'failed'; error: string }
  | { type: 'limitReached' };

export function isJudgeMessage(message: ServerMessage): message is JudgeMessage {
  return message.type === 'judge_progress' || message.type === 'judge_result';
}

/** A view from GET /submissions/{id} that is finished, as the judge_result push would have said it. */
function resultOfView(view: SubmissionView): FinalResult | null {
  if (view.status !== 'done' || !view.verdict) return null;
  return {
    verdict: view.verdict,
    passedTests: view.passedTests ?? view.tests.filter((t) => t.verdict === 'AC').length,
    totalTests: view.totalTests ?? view.tests.length,
    xpAwarded: view.xpAwarded ?? 0,
    ...(view.compileMessage ? { compileMessage: view.compileMessage } : {}),
    tests: view.tests,
  };
}

const finish = (state: JudgingState, result: FinalResult): JudgingState => ({
  ...state,
  phase: 'done',
  result,
  tests: Object.fromEntries(result.tests.map((t) => [t.index, stateOfVerdict(t.verdict)])),
});

/**
 * One submission's way from Submit to its verdict. Pushes and polls may overlap or come late:
 * only the current submission's news counts, and nothing changes a finished one.
 */
export function judgingReducer(state: JudgingState, action: JudgingAction): JudgingState {
  switch (action.type) {
    case 'submit':
      return { ...initialJudgingState, phase: 'submitting' };
    case 'accepted':
      return state.phase === 'submitting' ? { ...state, phase: 'judging', submissionId: action.submissionId } : state;
    case 'limitReached':
      return { ...initialJudgingState, limitReached: true };
    case 'failed':
      return state.phase === 'done' ? state : { ...state, phase: 'failed', error: action.error };
    case 'message': {
      const { message } = action;
      if (state.phase !== 'judging' || message.submissionId !== state.submissionId) return state;
      if (message.type === 'judge_result') return finish(state, message);
      // A finished test never goes back to running (a late or repeated progress message).
      const tests = { ...state.tests };
      for (const { index, state: next } of message.tests) {
        const current = tests[index];
        if (next === 'running' && current && current !== 'running') continue;
        tests[index] = next;
      }
      return { ...state, tests };
    }
    case 'polled': {
      const { view } = action;
      if (state.phase !== 'judging' || view.submissionId !== state.submissionId) return state;
      const result = resultOfView(view);
      if (result) return finish(state, result);
      const tests = { ...state.tests };
      for (const t of view.tests) tests[t.index] = stateOfVerdict(t.verdict);
      return { ...state, tests };
    }
  }
}
