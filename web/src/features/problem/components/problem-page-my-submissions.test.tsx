import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { testSubmissionView } from '@web/components/judging/test/submission-fixtures';
import { editor, openSocket, push } from '@web/test/render-solving-page';
import { renderProblem, submitButton } from '../test/render-problem-page';
import { problemPageBetweenTests } from './problem-page-test-hooks';

problemPageBetweenTests();

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
