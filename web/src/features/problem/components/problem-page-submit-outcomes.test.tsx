import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { testSubmissionView } from '@web/components/judging/test/submission-fixtures';
import { editor, openSocket, push } from '@web/test/render-solving-page';
import { testProblem } from '../test/problem-fixtures';
import { renderProblem, submitButton, testItem } from '../test/render-problem-page';
import { problemPageBetweenTests } from './problem-page-test-hooks';

problemPageBetweenTests();

describe('problem page: what a submission shows when it fails (hints, compiler and runtime errors, refusals)', () => {
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
