import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { testProfile } from '@web/test/test-profile';
import { testSubmissionView } from '@web/components/judging/test/submission-fixtures';
import { editor, openSocket, push } from '@web/test/render-solving-page';
import { renderProblem, submitButton } from '../test/render-problem-page';
import { problemPageBetweenTests } from './problem-page-test-hooks';

problemPageBetweenTests();

describe('problem page: XP, level and the editor theme of the profile', () => {
  it('announces a level-up (4 s) instead of the XP when the award crosses a level', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProblem({
      createSocket: FakeSocket.create,
      profile: testProfile({ xp: 1495 }),
      routes: { 'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } } },
    });
    await editor();
    const socket = await openSocket();
    await userEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Submission: judging...' });
    const { tests, verdict, passedTests, totalTests } = testSubmissionView();
    push(socket, { type: 'judge_result', submissionId: 'sub-1', verdict, passedTests, totalTests, xpAwarded: 6, tests });
    expect(await screen.findByText('Level up! You reached Level 1. (+6 XP)')).toBeInTheDocument();
    expect(screen.queryByText('+6 XP earned!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_900));
    expect(screen.getByText('Level up! You reached Level 1. (+6 XP)')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Level up! You reached Level 1. (+6 XP)')).toBeNull();
  });

  it('opens in the profile\u2019s editor theme and saves a new choice to the profile', async () => {
    const { api } = renderProblem({ profile: testProfile({ codeEditorTheme: 'cream' }), routes: { 'PUT /me/appearance': { body: {} } } });
    await editor();
    const select = await screen.findByRole('combobox', { name: 'Editor theme' });
    await waitFor(() => expect(select).toHaveValue('cream'));
    await userEvent.selectOptions(select, 'darkpurple');
    await waitFor(() => expect(api.callsTo('PUT', '/me/appearance').map((c) => c.body)).toEqual([{ codeEditorTheme: 'darkpurple' }]));
    expect(select).toHaveValue('darkpurple');
  });
});
