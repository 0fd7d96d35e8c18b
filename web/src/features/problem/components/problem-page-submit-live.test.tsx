import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { judgingPolicy } from '@web/components/judging/use-submission';
import { testSubmissionView } from '@web/components/judging/test/submission-fixtures';
import { editor, openSocket, push } from '@web/test/render-solving-page';
import { renderProblem, submitButton, testItem } from '../test/render-problem-page';
import { problemPageBetweenTests } from './problem-page-test-hooks';

problemPageBetweenTests();

describe('problem page: Submit, judged live from the pushes or by polling', () => {
  it('submits once however often it is pressed, then shows each test live from the pushes and the final result', async () => {
    let accept = () => {};
    const { api } = renderProblem({
      createSocket: FakeSocket.create,
      routes: {
        'POST /problems/a-plus-b/submissions': () => new Promise((resolve) => (accept = () => resolve({ status: 202, body: { submissionId: 'sub-1' } }))),
      },
    });
    await editor();
    const socket = await openSocket();
    const button = submitButton();
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.dblClick(button);
    expect(button).toBeDisabled();
    await act(async () => accept());
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Submission: judging...' })).toBeInTheDocument();
    expect(testItem('Hidden test 4')).toHaveTextContent('Waiting');

    push(socket, {
      type: 'judge_progress',
      submissionId: 'sub-1',
      tests: [
        { index: 0, state: 'passed' },
        { index: 1, state: 'running' },
      ],
    });
    expect(testItem('Sample 1')).toHaveTextContent('Passed');
    expect(testItem('Sample 2')).toHaveTextContent('Running');
    expect(screen.getByText('Judging: 1 of 4 tests done.')).toHaveAttribute('role', 'status');
    // Another submission's news (another tab) changes nothing here.
    push(socket, { type: 'judge_progress', submissionId: 'other', tests: [{ index: 1, state: 'failed' }] });
    expect(testItem('Sample 2')).toHaveTextContent('Running');
    push(socket, {
      type: 'judge_progress',
      submissionId: 'sub-1',
      tests: [
        { index: 1, state: 'passed' },
        { index: 2, state: 'passed' },
        { index: 3, state: 'failed' },
      ],
    });
    expect(testItem('Hidden test 4')).toHaveTextContent('Failed');
    expect(submitButton()).toHaveTextContent('Judging...');

    const { tests, verdict, passedTests, totalTests, xpAwarded } = testSubmissionView();
    push(socket, { type: 'judge_result', submissionId: 'sub-1', verdict, passedTests, totalTests, xpAwarded, tests });
    const results = screen.getByRole('region', { name: 'Submission: Wrong Answer' });
    expect(within(results).getByText('Tests passed').nextSibling).toHaveTextContent('3 / 4');
    expect(within(results).getByText('Hidden tests passed').nextSibling).toHaveTextContent('1 / 2');
    expect(within(results).getByText('XP earned').nextSibling).toHaveTextContent('+6 XP');
    expect(within(results).getByText('Slowest test').nextSibling).toHaveTextContent('9 ms');
    expect(testItem('Hidden test 3')).toHaveTextContent('Passed9 ms · 4.0 MB');
    expect(testItem('Hidden test 4')).toHaveTextContent('Wrong Answer7 ms · 3.4 MB');
    // Hidden tests are counted and timed, never shown: no input or output of theirs is on the page.
    expect(within(results).queryByRole('group')).toBeNull();
    expect(await screen.findByText('+6 XP earned!')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();
    expect(api.callsTo('GET', '/submissions/sub-1')).toHaveLength(0);
  });

  it('keeps the pushes that arrive before the submit\u2019s answer, and shows skipped tests as skipped', async () => {
    let socket: FakeSocket | null = null;
    renderProblem({
      createSocket: FakeSocket.create,
      routes: {
        'POST /problems/a-plus-b/submissions': () => {
          // The judge is faster than the API's answer: its pushes come first.
          socket!.receive({ type: 'judge_progress', submissionId: 'sub-1', tests: [{ index: 0, state: 'failed' }] });
          socket!.receive({ type: 'judge_progress', submissionId: 'sub-1', tests: [{ index: 1, state: 'skipped' }] });
          return { status: 202, body: { submissionId: 'sub-1' } };
        },
      },
    });
    await editor();
    socket = await openSocket();
    await userEvent.click(submitButton());
    await waitFor(() => expect(testItem('Sample 1')).toHaveTextContent('Failed'));
    expect(testItem('Sample 2')).toHaveTextContent('Skipped');
  });

  it('asks GET /submissions/{id} when no push arrives, until the judge is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const running = testSubmissionView({
      status: 'running',
      verdict: undefined,
      passedTests: undefined,
      totalTests: undefined,
      xpAwarded: undefined,
      tests: [{ index: 0, verdict: 'AC', timeMs: 3, memoryKb: 2_000 }],
    });
    const { api } = renderProblem({
      createSocket: FakeSocket.create,
      routes: {
        'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } },
        'GET /submissions/sub-1': () => ({
          body:
            ++polls === 1
              ? running
              : testSubmissionView({
                  verdict: 'AC',
                  passedTests: 4,
                  xpAwarded: 0,
                  tests: testSubmissionView().tests.map((t) => ({ ...t, verdict: 'AC' as const })),
                }),
        }),
      },
    });
    await editor();
    await openSocket();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Submission: judging...' })).toBeInTheDocument();
    // Connected, so a push is expected first: nothing is asked before the socket has been quiet 3 s.
    await act(() => vi.advanceTimersByTimeAsync(judgingPolicy.pushQuietMs - 100));
    expect(api.callsTo('GET', '/submissions/sub-1')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(testItem('Sample 1')).toHaveTextContent('Passed'));
    expect(testItem('Sample 2')).toHaveTextContent('Waiting');
    await act(() => vi.advanceTimersByTimeAsync(judgingPolicy.pollEveryMs));
    expect(await screen.findByRole('region', { name: 'Submission: Accepted' })).toHaveTextContent('No XP this time');
    await act(() => vi.advanceTimersByTimeAsync(judgingPolicy.pollEveryMs * 3));
    expect(api.callsTo('GET', '/submissions/sub-1')).toHaveLength(2);
  });

  it('polls at once when realtime is off', async () => {
    renderProblem({
      createSocket: null,
      routes: {
        'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } },
        'GET /submissions/sub-1': { body: testSubmissionView() },
      },
    });
    await editor();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('region', { name: 'Submission: Wrong Answer' }, { timeout: judgingPolicy.pollEveryMs + 2_000 })).toBeInTheDocument();
  });
});
