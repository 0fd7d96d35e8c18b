import { describe, expect, it } from 'vitest';
import { initialJudgingState, judgingReducer, type JudgingAction, type JudgingState } from './judging-state';
import { testSubmissionView } from './test/submission-fixtures';

const run = (actions: JudgingAction[], from: JudgingState = initialJudgingState) => actions.reduce(judgingReducer, from);
const judging = run([{ type: 'submit' }, { type: 'accepted', submissionId: 'sub-1' }]);
const progress = (tests: { index: number; state: 'running' | 'passed' | 'failed' | 'skipped' }[], submissionId = 'sub-1'): JudgingAction => ({
  type: 'message',
  message: { type: 'judge_progress', submissionId, tests },
});

describe('judging state', () => {
  it('never takes a finished test back to running (a late or repeated progress message)', () => {
    const state = run(
      [progress([{ index: 0, state: 'running' }]), progress([{ index: 0, state: 'passed' }]), progress([{ index: 0, state: 'running' }])],
      judging,
    );
    expect(state.tests).toEqual({ 0: 'passed' });
  });

  it('ignores news of another submission, and any news once the result is in', () => {
    const view = testSubmissionView();
    const done = run([{ type: 'polled', view }], judging);
    expect(done.phase).toBe('done');
    expect(done.result).toMatchObject({ verdict: 'WA', passedTests: 3, totalTests: 4, xpAwarded: 6 });
    expect(run([progress([{ index: 3, state: 'running' }]), { type: 'failed', error: 'late' }], done)).toBe(done);
    expect(run([progress([{ index: 0, state: 'failed' }], 'other')], judging)).toBe(judging);
  });

  it('takes a running view as progress and a finished one as the result, counting what the view leaves out', () => {
    const running = testSubmissionView({ status: 'running', verdict: undefined, tests: [{ index: 0, verdict: 'SKIPPED', timeMs: 0, memoryKb: 0 }] });
    expect(run([{ type: 'polled', view: running }], judging)).toMatchObject({ phase: 'judging', tests: { 0: 'skipped' } });
    const bare = testSubmissionView({ passedTests: undefined, totalTests: undefined, xpAwarded: undefined });
    expect(run([{ type: 'polled', view: bare }], judging).result).toMatchObject({ passedTests: 3, totalTests: 4, xpAwarded: 0 });
  });

  it('starts afresh on the next submit, and a 403 leaves the limit marked', () => {
    const limited = run([{ type: 'submit' }, { type: 'limitReached' }]);
    expect(limited).toEqual({ ...initialJudgingState, limitReached: true });
    expect(run([{ type: 'submit' }], run([{ type: 'polled', view: testSubmissionView() }], judging))).toEqual({ ...initialJudgingState, phase: 'submitting' });
  });
});
