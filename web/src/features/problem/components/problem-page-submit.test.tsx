import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { planLimitReached } from '@contract/api/submissions';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { testProfile } from '@web/test/test-profile';
import { judgingPolicy } from '@web/components/judging/use-submission';
import { testSubmissionView } from '@web/components/judging/test/submission-fixtures';
import { editor, openSocket, push, resetSolvingPageBetweenTests } from '@web/test/render-solving-page';
import { preloadPages } from '@web/test/preload-pages';
import { testProblem } from '../test/problem-fixtures';
import { renderProblem, submitButton, testItem } from '../test/render-problem-page';

vi.mock('@web/components/code-editor/monaco/code-editor', () => import('@web/components/code-editor/test/fake-code-editor'));

resetSolvingPageBetweenTests();

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/problem/:id'), 60_000);

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

  it('shows the Test Case Hints of the tests the submission failed, and no others', async () => {
    renderProblem({
      createSocket: FakeSocket.create,
      problem: testProblem({
        hints: [
          { test: 0, hint: 'Read both numbers from one line.' },
          { test: 3, hint: 'The sum can exceed 32 bits.' },
        ],
      }),
      routes: { 'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } } },
    });
    await editor();
    const socket = await openSocket();
    await userEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Submission: judging...' });
    expect(screen.queryByRole('region', { name: 'Test Case Hints' })).toBeNull();
    const { tests, verdict, passedTests, totalTests, xpAwarded } = testSubmissionView();
    push(socket, { type: 'judge_result', submissionId: 'sub-1', verdict, passedTests, totalTests, xpAwarded, tests });
    const hints = await screen.findByRole('region', { name: 'Test Case Hints' });
    // Hidden test 4 failed (Wrong Answer); Sample 1 passed, so its hint stays out.
    expect(
      within(hints)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hidden test 4: The sum can exceed 32 bits.']);
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

describe('problem page: My submissions', () => {
  const { source: _code, tests: _tests, finishedAt: _finished, ...row } = testSubmissionView();

  it('says there are none yet, and lists a new one once it is queued and again when it is judged', async () => {
    let rows: unknown[] = [];
    const { api } = renderProblem({
      createSocket: FakeSocket.create,
      routes: {
        'GET /problems/a-plus-b/submissions': () => ({ body: { submissions: rows, total: rows.length } }),
        'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } },
      },
    });
    await editor();
    expect(await screen.findByText('No submissions yet. Submit your code to see it here.')).toBeInTheDocument();
    const socket = await openSocket();
    rows = [{ ...row, status: 'queued', verdict: undefined, passedTests: undefined, totalTests: undefined, xpAwarded: undefined }];
    await userEvent.click(submitButton());
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Judging');
    rows = [row];
    push(socket, {
      type: 'judge_result',
      submissionId: 'sub-1',
      verdict: 'WA',
      passedTests: 3,
      totalTests: 4,
      xpAwarded: 6,
      tests: testSubmissionView().tests,
    });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Wrong Answer3/4+6'));
    expect(api.callsTo('GET', '/problems/a-plus-b/submissions').length).toBeGreaterThanOrEqual(3);
  });

  it('says the list failed to load, and Try again loads it', async () => {
    let fail = true;
    renderProblem({
      routes: { 'GET /problems/a-plus-b/submissions': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { submissions: [row], total: 1 } }) },
    });
    const section = await screen.findByRole('region', { name: 'My submissions' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load your submissions.');
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('button', { name: /^View code submitted / })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('opens a submission\u2019s code in a dialog that takes the focus and gives it back on close', async () => {
    renderProblem({
      routes: { 'GET /problems/a-plus-b/submissions': { body: { submissions: [row], total: 1 } }, 'GET /submissions/sub-1': { body: testSubmissionView() } },
    });
    const view = await screen.findByRole('button', { name: /^View code submitted / });
    await userEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'C++ · Wrong Answer' });
    expect(await within(dialog).findByLabelText('Submitted code')).toHaveTextContent('int main() {}');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(view);
  });
});

describe('problem page: Submit', () => {
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

  it('opens Plan Limit Reached on a 403, with a way to the plans, and keeps Submit off', async () => {
    const { api } = renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 403, body: { message: planLimitReached.message } } } });
    await editor();
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Plan Limit Reached' });
    expect(dialog).toHaveAccessibleDescription('Weekly problem limit reached. Please upgrade your plan to continue.');
    expect(within(dialog).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent("You've reached your weekly limit. Upgrade your plan to unlock more.");
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByRole('region', { name: /^Submission/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(1);

    // Run Only is not limited by the plan.
    expect(screen.getByRole('button', { name: 'Run Only' })).toBeEnabled();
  });

  it('goes to pricing from the dialog', async () => {
    const { router } = renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 403, body: { message: planLimitReached.message } } } });
    await editor();
    await userEvent.click(submitButton());
    await userEvent.click(await screen.findByRole('link', { name: 'View plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('keeps Submit off at the plan\u2019s weekly limit from the start, with the limit text, and sends nothing', async () => {
    const { api } = renderProblem({
      routes: {
        'GET /problems/a-plus-b/submissions': { body: { submissions: [], total: 0, quota: { used: 15, limit: 15, counted: false } } },
        'POST /problems/a-plus-b/submissions': { status: 403, body: { message: planLimitReached.message } },
      },
    });
    await editor();
    await waitFor(() => expect(submitButton()).toHaveTextContent("You've reached your weekly limit. Upgrade your plan to unlock more."), { timeout: 5_000 });
    expect(submitButton()).toBeDisabled();
    await userEvent.click(submitButton());
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(0);
  });

  it('lets a problem already counted this week be submitted again at the limit, and an unlimited plan always', async () => {
    renderProblem({ routes: { 'GET /problems/a-plus-b/submissions': { body: { submissions: [], total: 0, quota: { used: 15, limit: 15, counted: true } } } } });
    await editor();
    await screen.findByText('Attempt 1');
    expect(submitButton()).toHaveTextContent('Submit');
    expect(submitButton()).toBeEnabled();
    cleanup();
    renderProblem({
      routes: { 'GET /problems/a-plus-b/submissions': { body: { submissions: [], total: 0, quota: { used: 90, limit: -1, counted: false } } } },
    });
    await editor();
    await screen.findByText('Attempt 1');
    expect(submitButton()).toBeEnabled();
  });

  it('sends one request for a double click that the plan\u2019s limit refuses', async () => {
    const { api } = renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 403, body: { message: planLimitReached.message } } } });
    await editor();
    await userEvent.dblClick(submitButton());
    await screen.findByRole('dialog', { name: 'Plan Limit Reached' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(submitButton());
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(1);
  });

  it('shows only the server\u2019s refusal of an empty editor: no judging, no tests waiting', async () => {
    renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 400, body: { message: 'Write some code before running it.' } } } });
    await userEvent.clear(await editor());
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Write some code before running it.');
    expect(screen.queryByRole('heading', { name: /^Submission/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Tests' })).toBeNull();
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it('marks every test skipped, none waiting, under a compilation error', async () => {
    renderProblem({ createSocket: FakeSocket.create, routes: { 'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } } } });
    await editor();
    const socket = await openSocket();
    await userEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Submission: judging...' });
    push(socket, {
      type: 'judge_result',
      submissionId: 'sub-1',
      verdict: 'CE',
      passedTests: 0,
      totalTests: 4,
      xpAwarded: 0,
      compileMessage: "main.cpp:1: error: expected ';'",
      tests: [],
    });
    const results = screen.getByRole('region', { name: 'Submission: Compilation Error' });
    expect(within(results).getByRole('group', { name: 'Compiler output' })).toHaveTextContent("expected ';'");
    expect(
      within(screen.getByRole('list', { name: 'Tests' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sample 1Skipped', 'Sample 2Skipped', 'Hidden test 3Skipped', 'Hidden test 4Skipped']);
  });

  it('says why a test ended in a runtime error: the judge\u2019s reason on each, a failed sample\u2019s standard error, never a hidden test\u2019s', async () => {
    renderProblem({ createSocket: FakeSocket.create, routes: { 'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } } } });
    await editor();
    const socket = await openSocket();
    await userEvent.click(submitButton());
    await screen.findByRole('heading', { name: 'Submission: judging...' });
    const traceback = 'Traceback (most recent call last):\n  File "main.py", line 3, in <module>\nZeroDivisionError: division by zero\n';
    const tests = [
      { index: 0, verdict: 'AC' as const, timeMs: 5, memoryKb: 3_000 },
      { index: 1, verdict: 'RE' as const, timeMs: 6, memoryKb: 3_000, message: 'exit code 1', stderr: traceback },
      { index: 2, verdict: 'RE' as const, timeMs: 6, memoryKb: 3_000, message: 'killed by SIGSEGV' },
      { index: 3, verdict: 'AC' as const, timeMs: 5, memoryKb: 3_000 },
    ];
    push(socket, { type: 'judge_result', submissionId: 'sub-1', verdict: 'RE', passedTests: 2, totalTests: 4, xpAwarded: 0, tests });
    const results = screen.getByRole('region', { name: 'Submission: Runtime Error' });
    expect(testItem('Sample 2')).toHaveTextContent('Runtime Error6 ms · 2.9 MBexit code 1');
    expect(testItem('Hidden test 3')).toHaveTextContent('Runtime Error6 ms · 2.9 MBkilled by SIGSEGV');
    expect(within(results).getByRole('group', { name: 'Standard error of Sample 2' }).textContent).toBe(traceback);
    // The only output on the page is the sample's: a hidden test shows its reason alone.
    expect(within(results).getAllByRole('group')).toHaveLength(1);
  });

  it('says a failed submit failed, and lets the user try again', async () => {
    renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 500, body: { message: 'internal' } } } });
    await editor();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit code. Please try again.');
    expect(submitButton()).toBeEnabled();
  });
});
