import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testSubmissionView } from '@web/components/judging/test/submission-fixtures';
import { editor } from '@web/test/render-solving-page';
import { renderProblem, submitButton } from '../test/render-problem-page';
import { problemPageBetweenTests } from './problem-page-test-hooks';

problemPageBetweenTests();

describe('problem page: timer and attempt counter', () => {
  it('counts the time on the problem in HH:MM:SS and stops it at Submit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { api } = renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } } } });
    await editor();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:01');
    await userEvent.click(submitButton());
    await act(async () => vi.advanceTimersByTimeAsync(3_600_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:01:0\d$/);
    // Submit sends the timer's seconds: the student's average solving time (dashboard, problems list).
    const [sent] = api.callsTo('POST', '/problems/a-plus-b/submissions');
    expect((sent!.body as { elapsedSeconds: number }).elapsedSeconds).toBeGreaterThanOrEqual(61);
    expect((sent!.body as { elapsedSeconds: number }).elapsedSeconds).toBeLessThan(70);
  });

  it('shows the next attempt\u2019s number, red with (XP locked) from the third', async () => {
    const { source: _code, tests: _tests, finishedAt: _finished, ...row } = testSubmissionView();
    renderProblem({ routes: { 'GET /problems/a-plus-b/submissions': { body: { submissions: [row], total: 1 } } } });
    expect(await screen.findByText('Attempt 2')).not.toHaveClass('solve-status__attempt--locked');
  });

  it('marks the third attempt (XP locked)', async () => {
    const { source: _code, tests: _tests, finishedAt: _finished, ...row } = testSubmissionView();
    renderProblem({ routes: { 'GET /problems/a-plus-b/submissions': { body: { submissions: [row, { ...row, submissionId: 'sub-0' }], total: 2 } } } });
    expect(await screen.findByText('Attempt 3 (XP locked)')).toHaveClass('solve-status__attempt--locked');
  });
});
