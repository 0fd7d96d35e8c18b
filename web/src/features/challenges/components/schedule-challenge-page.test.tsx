import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChallengeList } from '@contract/api/challenges';
import { challengeMessages, MAX_CHALLENGE_TESTS, MAX_CHALLENGE_TESTS_BYTES } from '@contract/challenges';
import type { Role } from '@contract/roles';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { nextMonday, parseTags, toLocalInput } from '../lib/schedule-form';
import { preloadPages } from '@web/test/preload-pages';

type Reply = Parameters<typeof mockApi>[0][string];

const emptyList: ChallengeList = {
  challenges: [],
  stats: { participated: 0, bestRank: null, averageRank: null, points: 0, participationPercent: 0 },
  joins: { used: 0, limit: 1 },
  thisWeek: { joined: 0, entered: 0, xp: 0, points: 0 },
  active: null,
};

function mockSchedule(reply: Reply = { status: 201, body: { challengeId: 'wc-two-sum-week', status: 'upcoming' } }) {
  return mockApi({ 'GET /me': { body: testProfile() }, 'GET /weekly-challenges': { body: emptyList }, 'POST /weekly-challenges': reply });
}

const as = (role: Role) => fakeAuthSource(testUser(role));
const openForm = async (role: Role = 'mentor') => {
  const view = renderApp({ path: '/weekly-challenges/new', auth: as(role) });
  await screen.findByRole('heading', { level: 1, name: 'Schedule a Weekly Challenge' });
  return view;
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Schedule challenge' }));
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const testInputs = () => screen.queryAllByRole('textbox', { name: /^Test \d+ Input$/ });
const local = (value: string) => new Date(value).toISOString();

afterEach(() => {
  vi.useRealTimers();
});

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/weekly-challenges/new', '/weekly-challenges'), 60_000);

describe('scheduling a weekly challenge', () => {
  it('starts next Monday at 00:00 local time for a week, with 2000 ms, 256 MB and one sample test', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 15, 30)); // a Wednesday
    mockSchedule();
    await openForm();
    expect(screen.getByLabelText('Starts at')).toHaveValue('2026-11-30T00:00');
    expect(screen.getByLabelText('Ends at')).toHaveValue('2026-12-07T00:00');
    expect(screen.getByRole('spinbutton', { name: 'Time limit (ms)' })).toHaveValue(2000);
    expect(screen.getByRole('spinbutton', { name: 'Memory limit (MB)' })).toHaveValue(256);
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Easy');
    expect(testInputs()).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Test 1 (visible sample)' })).toBeInTheDocument();

    // On a Monday the next Monday is a week on; on a Sunday it is tomorrow.
    expect(toLocalInput(nextMonday(new Date(2026, 10, 30, 9)))).toBe('2026-12-07T00:00');
    expect(toLocalInput(nextMonday(new Date(2026, 10, 29, 23, 59)))).toBe('2026-11-30T00:00');
    expect(parseTags(' Arrays, hashing,, ARRAYS ,')).toEqual(['Arrays', 'hashing']);
  });

  it('names every control', async () => {
    mockSchedule();
    await openForm();
    const form = screen.getByRole('form', { name: 'Schedule a Weekly Challenge' });
    const controls = form.querySelectorAll('input, textarea, select, button');
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) expect(control).toHaveAccessibleName();
    for (const language of ['C++', 'Python', 'Java', 'JavaScript']) {
      expect(screen.getByRole('textbox', { name: `${language} Starter code` })).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: `${language} Average time (ms)` })).toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: `${language} Average characters` })).toBeInTheDocument();
    }
  });

  it('shows the required-field errors beside their fields, focuses the first, and posts nothing', async () => {
    const api = mockSchedule();
    await openForm();
    await submit();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(/Description is required/);
    expect(screen.getByRole('group', { name: 'Test cases' })).toHaveAccessibleDescription(/At least one test case is required/);
    expect(api.callsTo('POST', '/weekly-challenges')).toHaveLength(0);
  });

  it('refuses an end before the start, and a challenge longer than five weeks', async () => {
    const api = mockSchedule();
    await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Two Sum Week');
    setDate('Starts at', '2026-11-30T00:00');
    setDate('Ends at', '2026-11-29T23:00');
    await submit();
    expect(await screen.findByText(challengeMessages.endsBeforeStart)).toBeInTheDocument();
    expect(screen.getByLabelText('Ends at')).toHaveAccessibleDescription(new RegExp(challengeMessages.endsBeforeStart));
    expect(screen.queryByText('Title is required')).toBeNull();

    setDate('Ends at', '2027-01-15T00:00');
    await submit();
    expect(await screen.findByText(challengeMessages.tooLong)).toBeInTheDocument();
    expect(screen.queryByText(challengeMessages.endsBeforeStart)).toBeNull();

    setDate('Starts at', '');
    await submit();
    expect(await screen.findByText('Start date is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/weekly-challenges')).toHaveLength(0);
  });

  it(`adds test cases up to ${MAX_CHALLENGE_TESTS} and removes any but the last one`, { timeout: 15_000 }, async () => {
    mockSchedule();
    await openForm();
    const add = screen.getByRole('button', { name: 'Add test case' });
    expect(screen.getByRole('button', { name: 'Remove test case 1' })).toBeDisabled();

    await userEvent.click(add);
    expect(testInputs()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Test 2 Input' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Test 2 Input' }), 'second');
    for (let i = 2; i < MAX_CHALLENGE_TESTS; i++) fireEvent.click(add);
    expect(testInputs()).toHaveLength(MAX_CHALLENGE_TESTS);
    expect(add).toBeDisabled();
    expect(screen.getByText(/^20 of 20 test cases/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove test case 1' }));
    expect(testInputs()).toHaveLength(MAX_CHALLENGE_TESTS - 1);
    expect(add).toBeEnabled();
    // The tests move up and are numbered again: the old test 2 is the new sample.
    expect(screen.getByRole('textbox', { name: 'Test 1 Input' })).toHaveValue('second');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Test 1 Input' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: `Remove test case ${MAX_CHALLENGE_TESTS}` })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove test case 7' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Test 6 Input' })).toHaveFocus());
    expect(testInputs()).toHaveLength(MAX_CHALLENGE_TESTS - 2);
  });

  it('posts the exact body, shows the scheduled challenge with its link, and clears the form', async () => {
    const api = mockSchedule();
    await openForm('admin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '  Two Sum Week ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Find two numbers that add up to a target.{enter}More text.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), 'Arrays, hashing, ,arrays');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Medium');
    setDate('Starts at', '2026-11-30T00:00');
    setDate('Ends at', '2026-12-07T12:30');
    const memory = screen.getByRole('spinbutton', { name: 'Memory limit (MB)' });
    await userEvent.clear(memory);
    await userEvent.type(memory, '512');
    await userEvent.type(screen.getByRole('textbox', { name: 'Python Starter code' }), 'def solve(): pass');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'C++ Average time (ms)' }), '12.5');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'C++ Average characters' }), '300');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Java Average characters' }), '250');
    await userEvent.type(screen.getByRole('textbox', { name: 'Test 1 Input' }), '2 7 11 15{enter}9');
    await userEvent.type(screen.getByRole('textbox', { name: 'Test 1 Expected output' }), '0 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add test case' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Test 2 Input' }), '3 3{enter}6');
    await userEvent.type(screen.getByRole('textbox', { name: 'Test 2 Expected output' }), '0 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add test case' })); // left empty: dropped
    await submit();

    const notice = await screen.findByRole('status', { name: 'Challenge scheduled' });
    expect(api.callsTo('POST', '/weekly-challenges').map((c) => c.body)).toEqual([
      {
        title: 'Two Sum Week',
        description: 'Find two numbers that add up to a target.\nMore text.',
        tags: ['arrays', 'hashing'],
        difficulty: 'Medium',
        startsAt: local('2026-11-30T00:00'),
        endsAt: local('2026-12-07T12:30'),
        starterCode: { python: 'def solve(): pass' },
        tests: [
          { input: '2 7 11 15\n9', expected: '0 1' },
          { input: '3 3\n6', expected: '0 1' },
        ],
        timeMs: 2000,
        memoryMb: 512,
        languageMetrics: { cpp: { avgTimeMs: 12.5, avgChars: 300 }, java: { avgTimeMs: 1000, avgChars: 250 } },
      },
    ]);
    expect(notice).toHaveTextContent('wc-two-sum-week');
    expect(within(notice).getByText('Upcoming')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Open the challenge' })).toHaveAttribute('href', '/weekly-challenge/wc-two-sum-week');
    expect(notice).toHaveFocus();

    // Ready for the next one.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Python Starter code' })).toHaveValue('');
    expect(testInputs()).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Test 1 Input' })).toHaveValue('');
  });

  it('says the tests are too large together', async () => {
    const api = mockSchedule();
    await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Big');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Big data');
    await userEvent.click(screen.getByRole('button', { name: 'Add test case' }));
    const half = 'x'.repeat(MAX_CHALLENGE_TESTS_BYTES / 2 + 1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Test 1 Input' }), { target: { value: half } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Test 2 Input' }), { target: { value: half } });
    await submit();
    expect(await screen.findByText(challengeMessages.testsTooLarge)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Test 1 Input' })).toHaveFocus();
    expect(api.callsTo('POST', '/weekly-challenges')).toHaveLength(0);
  });

  it("shows the server's message when it refuses the challenge, keeping what was typed", async () => {
    mockSchedule({ status: 400, body: { message: challengeMessages.endsInPast } });
    await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Old Week');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Too late.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Test 1 Input' }), '1');
    setDate('Starts at', '2020-01-06T00:00');
    setDate('Ends at', '2020-01-13T00:00');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(challengeMessages.endsInPast);
    expect(screen.queryByRole('status', { name: 'Challenge scheduled' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old Week');
    expect(screen.getByRole('button', { name: 'Schedule challenge' })).toBeEnabled();
  });

  it('sends a student to their dashboard', async () => {
    mockSchedule();
    const { router } = renderApp({ path: '/weekly-challenges/new', auth: as('student') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Schedule a Weekly Challenge' })).toBeNull();
  });
});

describe('the Schedule a challenge link of the weekly challenges page', () => {
  it('is hidden from a student', async () => {
    mockSchedule();
    renderApp({ path: '/weekly-challenges', auth: as('student') });
    expect(await screen.findByText('No challenges found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Schedule a challenge' })).toBeNull();
  });

  it('takes a mentor to the form', async () => {
    mockSchedule();
    const { router } = renderApp({ path: '/weekly-challenges', auth: as('mentor') });
    const link = await screen.findByRole('link', { name: 'Schedule a challenge' });
    expect(link).toHaveAttribute('href', '/weekly-challenges/new');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule a Weekly Challenge' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/weekly-challenges/new');
  });
});
