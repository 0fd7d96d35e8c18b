import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { challengeMessages } from '@contract/challenges';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { editor, openSocket, push, resetSolvingPageBetweenTests } from '@web/test/render-solving-page';
import { preloadPages } from '@web/test/preload-pages';
import { testChallenge, testChallengeRun, testPendingScore, testScore } from '../test/challenge-fixtures';
import { button, challengePath, renderChallenge, submitButton } from '../test/render-challenge-page';

const path = challengePath;
const scoreCard = () => screen.getByRole('region', { name: 'Weekly Challenge Score' });
const testCase = (n: number) =>
  within(screen.getByRole('list', { name: 'Test cases' }))
    .getByText(`Test case ${n}`)
    .closest('li')!;
const gauges = () => scoreCard().querySelector('.challenge-score__gauges') as HTMLElement;
const footer = () => scoreCard().querySelector('.challenge-score__footer') as HTMLElement;
const figure = (container: HTMLElement, term: string) => within(container).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

/**
 * Presses a button with timers that move only when the test says, so the 600 ms of a message are
 * measured exactly (the press is a plain click: user-event waits on timers of its own).
 */
function pressWithFakeTimers(name: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  act(() => fireEvent.click(button(name)));
}
/** Lets the mocked API answer (promises only; the fake clock stays where it is). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 50; i++) await Promise.resolve();
  });

resetSolvingPageBetweenTests();

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/weekly-challenge/:id'), 60_000);

describe('weekly challenge page: the challenge', () => {
  it('shows title, difficulty, tags, the Markdown description, test case 1, the scoring note, Top Performers and the links', async () => {
    renderChallenge();
    expect(await screen.findByRole('heading', { level: 1, name: 'Two Sum Week' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Two Sum Week' });
    expect(within(article).getByText('Easy')).toHaveClass('difficulty-badge');
    expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent('arrayshashing');
    expect(within(article).getByRole('heading', { level: 2, name: 'Input' })).toBeInTheDocument();
    expect(within(article).getByText('target', { selector: 'strong' })).toBeInTheDocument();

    const test = within(article).getByRole('region', { name: 'Test case 1' });
    expect(within(test).getByRole('group', { name: 'Input' }).textContent).toBe('4\n2 7 11 15\n9\n');
    expect(within(test).getByRole('group', { name: 'Expected output' }).textContent).toBe('0 1\n');
    expect(screen.getByText('The final score is based on 20 test cases, execution time, memory, code length and algorithmic optimality.')).toBeInTheDocument();

    const performers = within(screen.getByRole('region', { name: 'Top Performers' })).getAllByRole('listitem');
    expect(performers.map((li) => li.textContent)).toEqual(['Ada Lovelace960 pts4 ms120 chars', 'Anonymous812 pts9 ms301 chars']);

    expect(screen.getByText('Not submitted yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to weekly challenges' })).toHaveAttribute('href', '/weekly-challenges');
    expect(screen.getByRole('link', { name: 'Continue to weekly challenges' })).toHaveAttribute('href', '/weekly-challenges');
    expect(screen.queryByRole('region', { name: 'Weekly Challenge Score' })).toBeNull();
  });

  it('never puts a <script> or an event handler from the description into the page', async () => {
    const content = {
      ...testChallenge().content!,
      description: '<script>window.__pwned = true</script>\n\n<img src="x" onerror="window.__pwned = true">\n\n[x](javascript:window.__pwned=true)',
    };
    renderChallenge({ challenge: testChallenge({ content }) });
    const article = await screen.findByRole('article', { name: 'Two Sum Week' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(article.querySelector('img, [onerror], a[href^="javascript"]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("says 'Nil' without Top Performers", async () => {
    renderChallenge({ challenge: testChallenge({ topPerformers: [] }) });
    const performers = await screen.findByRole('region', { name: 'Top Performers' });
    expect(within(performers).getByText('Nil')).toBeInTheDocument();
  });

  it('says it is loading, then Weekly Challenge Problem Not Found for an unknown id, with a way back', async () => {
    let answer = (_: { status: number; body: unknown }) => {};
    renderChallenge({ challenge: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading problem...')).toHaveAttribute('role', 'status');
    await act(async () => answer({ status: 404, body: { message: challengeMessages.notFound } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Challenge Problem Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The weekly challenge problem you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to weekly challenges' })).toHaveAttribute('href', '/weekly-challenges');
    expect(screen.queryByRole('textbox', { name: /^Code editor/ })).toBeNull();
  });

  it('shows a load failure with Try again', async () => {
    let fail = true;
    renderChallenge({ challenge: () => (fail ? { status: 500, body: { message: 'boom' } } : { body: testChallenge() }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the weekly challenge. Please try again.');
    fail = false;
    await userEvent.click(button('Try again'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Two Sum Week' })).toBeInTheDocument();
  });

  it('shows a student an upcoming challenge\u2019s title, its start and the countdown to it, and no editor', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T20:55:55.000Z') });
    renderChallenge({
      challenge: testChallenge({
        status: 'upcoming',
        startsAt: '2026-11-30T00:00:00.000Z',
        endsAt: '2026-12-07T00:00:00.000Z',
        content: null,
        topPerformers: [],
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two Sum Week' })).toBeInTheDocument();
    expect(screen.getByText(/This weekly challenge starts on/)).toHaveTextContent('Nov 30, 2026');
    const countdown = screen.getByRole('timer', { name: 'Time until it starts' });
    expect([...countdown.querySelectorAll('dd')].map((dd) => dd.textContent).join(':')).toBe('02:03:04:05');
    expect(screen.queryByRole('textbox', { name: /^Code editor/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to weekly challenges' })).toBeInTheDocument();
  });
});

describe('weekly challenge page: Run', () => {
  it('joins first when the student has not, then runs test case 1 and shows input, expected and actual output in Sample Test Case Output', async () => {
    const { api } = renderChallenge({
      challenge: testChallenge({ joined: false }),
      routes: { [`POST ${path}/join`]: { body: { joins: { used: 2, limit: 2 } } }, [`POST ${path}/run`]: { body: testChallengeRun() } },
    });
    await editor();
    await userEvent.click(button('Run'));
    const box = await screen.findByRole('region', { name: 'Sample Test Case Output' });
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.startsWith(path)).map((c) => c.path)).toEqual([`${path}/join`, `${path}/run`]);
    expect(api.callsTo('POST', `${path}/run`)[0]!.body).toEqual({ language: 'cpp', source: '// two sum in C++\n' });
    const test = within(box).getByRole('region', { name: 'Test case 1: Wrong Answer' });
    expect(within(test).getByRole('group', { name: 'Input' }).textContent).toBe('4\n2 7 11 15\n9\n');
    expect(within(test).getByRole('group', { name: 'Expected output' }).textContent).toBe('0 1\n');
    expect(within(test).getByRole('group', { name: 'Your output' }).textContent).toBe('1 0\n');

    // Joined now: the next Run does not join again.
    await userEvent.click(button('Run'));
    await waitFor(() => expect(api.callsTo('POST', `${path}/run`)).toHaveLength(2));
    expect(api.callsTo('POST', `${path}/join`)).toHaveLength(1);
  });

  it("says 'Error running code' when the judge failed, and the server's reason for a refusal", async () => {
    let reply = { status: 503, body: { message: 'Error running code' } };
    renderChallenge({ routes: { [`POST ${path}/run`]: () => reply } });
    await editor();
    await userEvent.click(button('Run'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error running code');
    reply = { status: 409, body: { message: challengeMessages.notActive } };
    await userEvent.click(button('Run'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(challengeMessages.notActive));
  });

  it('shows the weekly join limit when joining is refused', async () => {
    const { api } = renderChallenge({
      challenge: testChallenge({ joined: false }),
      routes: { [`POST ${path}/join`]: { status: 403, body: { message: challengeMessages.joinLimitReached } } },
    });
    await editor();
    await userEvent.click(button('Run'));
    expect(await screen.findByRole('alert')).toHaveTextContent(challengeMessages.joinLimitReached);
    expect(api.callsTo('POST', `${path}/run`)).toHaveLength(0);
  });

  it('says the join limit and keeps Run and Submit off when the week\u2019s joins are used up', async () => {
    renderChallenge({ challenge: testChallenge({ joined: false, joins: { used: 2, limit: 2 } }) });
    await editor();
    expect(screen.getByText(challengeMessages.joinLimitReached)).toBeInTheDocument();
    expect(button('Run')).toBeDisabled();
    expect(submitButton()).toBeDisabled();
  });
});

describe('weekly challenge page: Save', () => {
  it("saves the draft with the stopwatch and says 'Code saved!' for 600 ms", async () => {
    const { api } = renderChallenge({
      routes: { [`PUT ${path}/draft`]: ({ body }) => ({ body: { ...(body as object), savedAt: '2026-11-24T10:00:00.000Z' } }) },
    });
    await editor();
    pressWithFakeTimers('Save code');
    await settle();
    expect(screen.getByText('Code saved!')).toBeInTheDocument();
    expect(api.callsTo('PUT', `${path}/draft`).map((c) => c.body)).toEqual([
      { language: 'cpp', source: '// two sum in C++\n', elapsedSeconds: expect.any(Number) },
    ]);
    await act(async () => vi.advanceTimersByTimeAsync(599));
    expect(screen.getByText('Code saved!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Code saved!')).toBeNull();
  });

  it('shows the server\u2019s refusal once submitted elsewhere for 600 ms', async () => {
    renderChallenge({ routes: { [`PUT ${path}/draft`]: { status: 409, body: { message: challengeMessages.savedAfterSubmission } } } });
    await editor();
    pressWithFakeTimers('Save code');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Code already submitted. Changes are not allowed.');
    await act(async () => vi.advanceTimersByTimeAsync(599));
    expect(screen.getByRole('alert')).toHaveTextContent('Code already submitted. Changes are not allowed.');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Code already submitted. Changes are not allowed.')).toBeNull();
  });
});

describe('weekly challenge page: submitted', () => {
  const submitted = () =>
    testChallenge({
      submitted: true,
      submissions: { used: 1, limit: 1 },
      entry: {
        draft: { language: 'python', source: 'print(0, 1)\n', elapsedSeconds: 300, savedAt: '2026-11-24T09:00:00.000Z' },
        latest: testScore(),
        bestPoints: 841,
      },
    });

  it('shows the score card: the four gauges, every test case with its XP and the footer', async () => {
    renderChallenge({ challenge: submitted() });
    await editor();
    const card = scoreCard();
    expect(['Test Cases Passed', 'XP Earned', 'Optimality', 'Points'].map((term) => figure(gauges(), term))).toEqual([
      '18/20',
      '180/200',
      'Good (301/400)',
      '841/1000',
    ]);
    expect(card.querySelector('.score-gauge--yellow')).toHaveTextContent('Optimality');
    expect(within(card).getAllByRole('listitem')).toHaveLength(20);
    expect(testCase(1)).toHaveTextContent('Test case 1Passed+10 XP');
    expect(testCase(20)).toHaveTextContent('Test case 20Failed0 XP');
    expect(['Points', 'Tests Passed', 'Tests Failed', 'Avg. Runtime (ms)', 'Success Rate (%)'].map((term) => figure(footer(), term))).toEqual([
      '841',
      '18',
      '2',
      '13',
      '90',
    ]);
    expect(screen.getByText('Submitted', { selector: '.challenge-page__mark' })).toBeInTheDocument();
  });

  it('keeps the editor read-only, refuses Save and Run, and answers Submit with the spec\u2019s alert', async () => {
    const { api } = renderChallenge({ challenge: submitted() });
    const code = await editor();
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveValue('print(0, 1)\n');
    expect(code).toHaveAccessibleName('Code editor, Python, read-only');
    expect(button('Run')).toBeDisabled();
    expect(button('Reset to starter code')).toBeDisabled();
    expect(screen.getByRole('timer', { name: /^Time on this challenge/ })).toHaveTextContent('00:05:00');

    pressWithFakeTimers('Save code');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Code already submitted. Changes are not allowed.');
    await act(async () => vi.advanceTimersByTimeAsync(599));
    expect(screen.getByText('Code already submitted. Changes are not allowed.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Code already submitted. Changes are not allowed.')).toBeNull();
    vi.useRealTimers();

    const submit = submitButton();
    expect(submit).toHaveTextContent('Submitted');
    await userEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Already submitted' });
    expect(dialog).toHaveAccessibleDescription('You have already submitted a solution for this weekly challenge!');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(submit);
    expect(api.calls.filter((c) => c.method !== 'GET' && c.path.startsWith(path))).toEqual([]);
  });

  it('reads Limit Reached (count/limit) and is off when no submission is allowed and none was made', async () => {
    renderChallenge({ challenge: testChallenge({ submissions: { used: 0, limit: 0 } }) });
    await editor();
    expect(submitButton()).toHaveTextContent('Limit Reached (0/0)');
    expect(submitButton()).toBeDisabled();
  });

  it('reads Limit Reached (2/2) and is off once a Pro student has used both submissions, still read-only', async () => {
    const { api } = renderChallenge({
      challenge: testChallenge({ submitted: true, submissions: { used: 2, limit: 2 }, entry: { draft: null, latest: testScore(), bestPoints: 841 } }),
    });
    const code = await editor();
    expect(submitButton()).toHaveTextContent('Limit Reached (2/2)');
    expect(submitButton()).toBeDisabled();
    expect(code).toHaveAttribute('readonly');
    expect(button('Run')).toBeDisabled();
    expect(screen.getByText('Submitted', { selector: '.challenge-page__mark' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET' && c.path.startsWith(path))).toEqual([]);
  });
});

describe('weekly challenge page: Submit', () => {
  it('submits once, shows each test case live, then the score card once judged', async () => {
    let detail = testChallenge();
    let accept = () => {};
    const { api } = renderChallenge({
      createSocket: FakeSocket.create,
      challenge: () => ({ body: detail }),
      routes: { [`POST ${path}/submissions`]: () => new Promise((resolve) => (accept = () => resolve({ status: 202, body: { submissionId: 'sub-1' } }))) },
    });
    await editor();
    const socket = await openSocket();
    const submit = submitButton();
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(testCase(20)).toHaveTextContent('Test case 20Checking...0 XP');

    detail = testChallenge({ submitted: true, submissions: { used: 1, limit: 1 }, entry: { draft: null, latest: testPendingScore(), bestPoints: null } });
    await act(async () => accept());
    expect(api.callsTo('POST', `${path}/submissions`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Submitted', { selector: '.challenge-page__mark' })).toBeInTheDocument());

    push(socket, {
      type: 'judge_progress',
      submissionId: 'sub-1',
      tests: [
        { index: 0, state: 'passed' },
        { index: 1, state: 'running' },
      ],
    });
    expect(testCase(1)).toHaveTextContent('Passed+10 XP');
    expect(testCase(2)).toHaveTextContent('Checking...0 XP');
    expect(testCase(3)).toHaveTextContent('Checking...0 XP');
    push(socket, { type: 'judge_progress', submissionId: 'sub-1', tests: [{ index: 1, state: 'failed' }] });
    expect(testCase(2)).toHaveTextContent('Failed0 XP');
    expect(within(scoreCard()).getByText('Checking your submission...')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Judging...');

    detail = testChallenge({ submitted: true, submissions: { used: 1, limit: 1 }, entry: { draft: null, latest: testScore(), bestPoints: 841 } });
    const { tests, passedTests, totalTests } = testScore();
    push(socket, { type: 'judge_result', submissionId: 'sub-1', verdict: 'WA', passedTests, totalTests, xpAwarded: 180, tests });
    await waitFor(() => expect(gauges()).not.toBeNull());
    expect(figure(gauges(), 'Points')).toBe('841/1000');
    expect(figure(gauges(), 'Test Cases Passed')).toBe('18/20');
    expect(testCase(2)).toHaveTextContent('Passed+10 XP');
    expect(testCase(19)).toHaveTextContent('Failed0 XP');
    expect(submitButton()).toHaveTextContent('Submitted');
    expect(api.callsTo('GET', '/submissions/sub-1')).toHaveLength(0);
  });

  it('says why a submit was refused', async () => {
    renderChallenge({ routes: { [`POST ${path}/submissions`]: { status: 409, body: { message: challengeMessages.alreadySubmitted } } } });
    await editor();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(challengeMessages.alreadySubmitted);
  });
});

describe('weekly challenge page: keyboard', () => {
  it('reaches every control in order with Tab', async () => {
    renderChallenge();
    await editor();
    screen.getByRole('combobox', { name: 'Language' }).focus();
    for (const name of ['Theme: High contrast', 'Reset to starter code', 'Save code', 'Run', 'Submit', 'Code editor, C++']) {
      await userEvent.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
  });
});
