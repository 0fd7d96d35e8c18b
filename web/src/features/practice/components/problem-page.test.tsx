import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { planLimitReached } from '@contract/api/submissions';
import type { ProblemDetail } from '@contract/api/problems';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { testProfile } from '@web/test/test-profile';
import { judgingPolicy } from '../hooks/use-submission';
import { defaultStarterCode } from '../lib/default-starter-code';
import { testProblem, testRunResponse, testSubmissionView } from '../test/problem-fixtures';
import { editor, openSocket, push, renderSolvingPage, resetSolvingPageBetweenTests, type SolvingPageOptions } from '../test/render-solving-page';
import { preloadPages } from '@web/test/preload-pages';

vi.mock('../monaco/code-editor', () => import('../test/fake-code-editor'));

function renderProblem({ problem = testProblem(), ...options }: { problem?: ProblemDetail } & SolvingPageOptions = {}) {
  return renderSolvingPage(
    '/problem/a-plus-b',
    {
      'GET /problems/a-plus-b': { body: problem },
      'GET /problems/a-plus-b/submissions': { body: { submissions: [], total: 0 } },
      'GET /problems/a-plus-b/draft': { body: { draft: null } },
    },
    options,
  );
}

const submitButton = () => screen.getByRole('button', { name: /^(Submit|Judging\.\.\.|You've reached)/ });
const testItem = (name: string) => within(screen.getByRole('list', { name: 'Tests' })).getByText(name).closest('li')!;

resetSolvingPageBetweenTests();


// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/problem/:id'), 60_000);

describe('problem page: the statement', () => {
  it('shows title, difficulty, statement with math, samples, the hidden tests, credits and licence', async () => {
    renderProblem();
    expect(await screen.findByRole('heading', { level: 1, name: 'A + B' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'A + B' });
    expect(within(article).getByText('Easy')).toHaveClass('difficulty-badge');
    expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent('arithmetic');
    expect(within(article).getByRole('heading', { level: 2, name: 'Input' })).toBeInTheDocument();
    expect(article.querySelectorAll('.katex')).toHaveLength(4);

    const sample = screen.getByRole('region', { name: 'Sample 2' });
    expect(within(sample).getByRole('group', { name: 'Input' }).textContent).toBe('-5 5\n');
    expect(within(sample).getByRole('group', { name: 'Expected output' }).textContent).toBe('0\n');
    expect(screen.getByText('2 hidden test case(s) will be evaluated upon final code submission.')).toBeInTheDocument();

    const credits = screen.getByRole('contentinfo', { name: 'Credits and licence' });
    expect(credits).toHaveTextContent('AuthorCodeArena team');
    expect(credits).toHaveTextContent('Licencecc by-sa');
    expect(screen.getByRole('link', { name: 'Continue to practice' })).toHaveAttribute('href', '/practice');
  });

  it("credits an adapted problem: its source as a link, the licence's name and what was changed; a non-web source address is no link", async () => {
    const credits = {
      authors: ['Exercism contributors'],
      source: 'Exercism problem-specifications',
      sourceUrl: 'https://github.com/exercism/problem-specifications',
      license: 'MIT License',
      rightsOwner: 'Exercism',
      changes: 'Rewritten as a stdin/stdout problem.',
    };
    renderProblem({ problem: testProblem({ credits }) });
    const footer = await screen.findByRole('contentinfo', { name: 'Credits and licence' });
    expect(within(footer).getByRole('link', { name: 'Exercism problem-specifications' })).toHaveAttribute('href', 'https://github.com/exercism/problem-specifications');
    expect(footer).toHaveTextContent('LicenceMIT License');
    expect(footer).toHaveTextContent('Rights ownerExercism');
    expect(footer).toHaveTextContent('ChangesRewritten as a stdin/stdout problem.');

    cleanup();
    renderProblem({ problem: testProblem({ credits: { ...credits, sourceUrl: 'javascript:alert(1)' } }) });
    const unsafe = await screen.findByRole('contentinfo', { name: 'Credits and licence' });
    expect(within(unsafe).queryByRole('link')).toBeNull();
    expect(unsafe).toHaveTextContent('SourceExercism problem-specifications');
  });

  it('never puts a <script> or an event handler from the statement into the page', async () => {
    const statement = '<script>window.__pwned = true</script>\n\n<img src="x" onerror="window.__pwned = true">\n\n[x](javascript:window.__pwned=true)';
    renderProblem({ problem: testProblem({ statement }) });
    const article = await screen.findByRole('article', { name: 'A + B' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(article.querySelector('img, [onerror], a[href^="javascript"]')).toBeNull();
    expect(article).toHaveTextContent('<script>window.__pwned = true</script>');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('opens the editor on the problem\u2019s own template, and ours for languages it ships none for', async () => {
    renderProblem();
    expect(await editor()).toHaveValue('// the problem\u2019s own C++ template\n');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'python');
    expect(await editor()).toHaveValue(defaultStarterCode.python);
  });

  it('says it is loading, then Problem Not Found for an unknown id', async () => {
    let answer = (_: { status: number; body: unknown }) => {};
    renderProblem({ routes: { 'GET /problems/a-plus-b': () => new Promise((resolve) => (answer = resolve)) } });
    expect(await screen.findByText('Loading problem...')).toHaveAttribute('role', 'status');
    await act(async () => answer({ status: 404, body: { message: 'Problem not found.' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Problem Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The problem you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Code editor/ })).not.toBeInTheDocument();
  });

  it('shows the load error with a way back to practice, and loads again on Try again', async () => {
    let fail = true;
    renderProblem({ routes: { 'GET /problems/a-plus-b': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: testProblem() }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load problem. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to Practice' })).toHaveAttribute('href', '/practice');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A + B' })).toBeInTheDocument();
  });
});

describe('problem page: Run Only', () => {
  it('runs the samples with the editor\u2019s code and shows each verdict, output, expected, time and memory', async () => {
    const { api } = renderProblem({ routes: { 'POST /problems/a-plus-b/run': { body: testRunResponse() } } });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Run Only' }));
    const results = await screen.findByRole('region', { name: 'Run results: Wrong Answer' });
    expect(api.callsTo('POST', '/problems/a-plus-b/run')).toEqual([
      { method: 'POST', path: '/problems/a-plus-b/run', body: { language: 'cpp', source: '// the problem\u2019s own C++ template\n' } },
    ]);
    const second = within(results).getByRole('region', { name: 'Sample 2: Wrong Answer' });
    expect(within(second).getByRole('group', { name: 'Your output' }).textContent).toBe('10\n');
    expect(within(second).getByRole('group', { name: 'Expected output' }).textContent).toBe('0\n');
    expect(within(second).getByRole('group', { name: 'Standard error' }).textContent).toBe('debug: a=-5\n');
    expect(second).toHaveTextContent('Time 6 ms · Memory 3.2 MB');
    expect(within(results).getByRole('region', { name: 'Sample 1: Accepted' })).toBeInTheDocument();
    expect(screen.getByText('Run finished: Wrong Answer, 1 of 2 samples passed.')).toHaveAttribute('role', 'status');
    // Run Only is not a submission: nothing was submitted.
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(0);
  });

  it('shows the compiler\u2019s message on a compilation error', async () => {
    const compileError = { verdict: 'CE', compile: { ok: false, message: "main.cpp:1: error: expected ';'" }, tests: [] };
    renderProblem({ routes: { 'POST /problems/a-plus-b/run': { body: compileError } } });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Run Only' }));
    const results = await screen.findByRole('region', { name: 'Run results: Compilation Error' });
    expect(within(results).getByRole('group', { name: 'Compiler output' })).toHaveTextContent("expected ';'");
  });

  it('says why a run was refused, and the spec\u2019s message when the server failed', async () => {
    let reply = { status: 400, body: { message: 'Write some code before running it.' } };
    renderProblem({ routes: { 'POST /problems/a-plus-b/run': () => reply } });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Run Only' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write some code before running it.');
    reply = { status: 502, body: { message: 'Internal details' } };
    await userEvent.click(screen.getByRole('button', { name: 'Run Only' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to execute code. Please try again.'));
  });
});

describe('problem page: Run on my own input', () => {
  it('starts from the first sample\u2019s input, runs the code on what the student typed, and shows output, time and memory', async () => {
    const finished = { outcome: 'OK', compile: { ok: true }, stdout: '42\n', stderr: 'note\n', timeMs: 7, memoryKb: 4096 };
    const { api } = renderProblem({ routes: { 'POST /problems/a-plus-b/run-custom': { body: finished } } });
    await editor();
    const input = screen.getByRole('textbox', { name: 'Your input' });
    expect(input).toHaveValue(testProblem().samples[0]!.input);
    await userEvent.clear(input);
    await userEvent.type(input, '40 2');
    await userEvent.click(screen.getByRole('button', { name: 'Run on my own input' }));
    const result = await screen.findByRole('region', { name: 'Your run: Finished' });
    expect(api.callsTo('POST', '/problems/a-plus-b/run-custom')).toEqual([
      { method: 'POST', path: '/problems/a-plus-b/run-custom', body: { language: 'cpp', source: '// the problem\u2019s own C++ template\n', stdin: '40 2' } },
    ]);
    expect(within(result).getByRole('group', { name: 'Output' }).textContent).toBe('42\n');
    expect(within(result).getByRole('group', { name: 'Standard error' }).textContent).toBe('note\n');
    expect(result).toHaveTextContent('Time 7 ms · Memory 4.0 MB');
    expect(screen.getByText('Run on your input: Finished.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(0);
  });

  it('names a run that did not finish by its verdict, and shows the server\u2019s refusal', async () => {
    let reply: { status?: number; body: unknown } = { body: { outcome: 'TLE', compile: { ok: true }, stdout: '', stderr: '', timeMs: 1000, memoryKb: 900, message: 'Time limit exceeded' } };
    renderProblem({ routes: { 'POST /problems/a-plus-b/run-custom': () => reply } });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Run on my own input' }));
    expect(await screen.findByRole('region', { name: 'Your run: Time Limit Exceeded' })).toHaveTextContent('Time limit exceeded');
    reply = { status: 400, body: { message: 'Input is too large (64 KB at most).' } };
    await userEvent.click(screen.getByRole('button', { name: 'Run on my own input' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Input is too large (64 KB at most).');
  });
});

describe('problem page: Save (the server draft)', () => {
  it('saves the code on the server and says Code saved!', async () => {
    const { api } = renderProblem({ routes: { 'PUT /problems/a-plus-b/draft': ({ body }) => ({ body: { ...(body as object), savedAt: '2026-11-24T10:00:00.000Z' } }) } });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Code saved!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/problems/a-plus-b/draft')).toEqual([
      { method: 'PUT', path: '/problems/a-plus-b/draft', body: { language: 'cpp', source: '// the problem\u2019s own C++ template\n' } },
    ]);
  });

  it('opens on the code saved from another browser, in its language, when this browser has no draft', async () => {
    renderProblem({ routes: { 'GET /problems/a-plus-b/draft': { body: { draft: { language: 'python', source: 'print(sum(map(int, input().split())))\n', savedAt: '2026-11-24T10:00:00.000Z' } } } } });
    expect(await editor()).toHaveValue('print(sum(map(int, input().split())))\n');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('python');
  });

  it('lets this browser\u2019s draft win over the server draft', async () => {
    renderProblem({ routes: { 'GET /problems/a-plus-b/draft': { body: { draft: { language: 'cpp', source: '// saved elsewhere', savedAt: '2026-11-24T10:00:00.000Z' } } } } });
    await userEvent.type(await editor(), ' edited here');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 500)));
    cleanup();
    renderProblem({ routes: { 'GET /problems/a-plus-b/draft': { body: { draft: { language: 'cpp', source: '// saved elsewhere', savedAt: '2026-11-24T10:00:00.000Z' } } } } });
    expect(await editor()).toHaveValue('// saved elsewhere edited here');
  });

  it('opens the editor even when the server draft cannot be read', async () => {
    renderProblem({ routes: { 'GET /problems/a-plus-b/draft': { status: 500, body: { message: 'down' } } } });
    expect(await editor()).toHaveValue('// the problem\u2019s own C++ template\n');
  });
});

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
      problem: testProblem({ hints: [{ test: 0, hint: 'Read both numbers from one line.' }, { test: 3, hint: 'The sum can exceed 32 bits.' }] }),
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
    expect(within(hints).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hidden test 4: The sum can exceed 32 bits.']);
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
    push(socket, { type: 'judge_result', submissionId: 'sub-1', verdict: 'WA', passedTests: 3, totalTests: 4, xpAwarded: 6, tests: testSubmissionView().tests });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Wrong Answer3/4+6'));
    expect(api.callsTo('GET', '/problems/a-plus-b/submissions').length).toBeGreaterThanOrEqual(3);
  });

  it('opens a submission\u2019s code in a dialog that takes the focus and gives it back on close', async () => {
    renderProblem({ routes: { 'GET /problems/a-plus-b/submissions': { body: { submissions: [row], total: 1 } }, 'GET /submissions/sub-1': { body: testSubmissionView() } } });
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
      routes: { 'POST /problems/a-plus-b/submissions': () => new Promise((resolve) => (accept = () => resolve({ status: 202, body: { submissionId: 'sub-1' } }))) },
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

    push(socket, { type: 'judge_progress', submissionId: 'sub-1', tests: [{ index: 0, state: 'passed' }, { index: 1, state: 'running' }] });
    expect(testItem('Sample 1')).toHaveTextContent('Passed');
    expect(testItem('Sample 2')).toHaveTextContent('Running');
    expect(screen.getByText('Judging: 1 of 4 tests done.')).toHaveAttribute('role', 'status');
    // Another submission's news (another tab) changes nothing here.
    push(socket, { type: 'judge_progress', submissionId: 'other', tests: [{ index: 1, state: 'failed' }] });
    expect(testItem('Sample 2')).toHaveTextContent('Running');
    push(socket, { type: 'judge_progress', submissionId: 'sub-1', tests: [{ index: 1, state: 'passed' }, { index: 2, state: 'passed' }, { index: 3, state: 'failed' }] });
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
    const running = testSubmissionView({ status: 'running', verdict: undefined, passedTests: undefined, totalTests: undefined, xpAwarded: undefined, tests: [{ index: 0, verdict: 'AC', timeMs: 3, memoryKb: 2_000 }] });
    const { api } = renderProblem({
      createSocket: FakeSocket.create,
      routes: {
        'POST /problems/a-plus-b/submissions': { status: 202, body: { submissionId: 'sub-1' } },
        'GET /submissions/sub-1': () => ({ body: ++polls === 1 ? running : testSubmissionView({ verdict: 'AC', passedTests: 4, xpAwarded: 0, tests: testSubmissionView().tests.map((t) => ({ ...t, verdict: 'AC' as const })) }) }),
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

  it('says a failed submit failed, and lets the user try again', async () => {
    renderProblem({ routes: { 'POST /problems/a-plus-b/submissions': { status: 500, body: { message: 'internal' } } } });
    await editor();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit code. Please try again.');
    expect(submitButton()).toBeEnabled();
  });
});

describe('problem page: keyboard', () => {
  it('reaches every control in order with Tab, the run buttons and Submit before the editor, the own input after it', async () => {
    renderProblem();
    await editor();
    screen.getByRole('combobox', { name: 'Language' }).focus();
    for (const name of ['Editor theme', 'Reset to starter code', 'Save code', 'Run Only', 'Run on my own input', 'Submit', 'Code editor, C++', 'Your input']) {
      await userEvent.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
  });
});
