import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPages } from '@web/test/preload-pages';
import { editor, resetSolvingPageBetweenTests } from '@web/test/render-solving-page';
import { testChallenge } from '../test/challenge-fixtures';
import { button, challengePath as path, renderChallenge, submitButton } from '../test/render-challenge-page';

resetSolvingPageBetweenTests();

// The page's first visit compiles its module graph: done once here, not inside the first test's wait.
beforeAll(() => preloadPages('/weekly-challenge/:id'), 60_000);

describe('weekly challenge page: the editor', () => {
  it('opens on the starter code with the four languages, counts characters and cycles the theme, saving it to the profile', async () => {
    const { api } = renderChallenge({ routes: { 'PUT /me/appearance': { body: {} } } });
    expect(await editor()).toHaveValue('// two sum in C++\n');
    expect(screen.getByText('Characters: 18')).toBeInTheDocument();
    const languages = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...languages.options].map((o) => o.text)).toEqual(['C++', 'Python', 'Java', 'JavaScript']);
    await userEvent.selectOptions(languages, 'python');
    expect(await editor()).toHaveValue('# two sum in Python\n');
    expect(screen.getByText('Characters: 20')).toBeInTheDocument();

    expect(await editor()).toHaveAttribute('data-theme', 'hc-black');
    await userEvent.click(button('Theme: High contrast'));
    expect(await editor()).toHaveAttribute('data-theme', 'cream');
    for (const next of ['Theme: Red wine', 'Theme: Dark purple', 'Theme: High contrast']) {
      await userEvent.click(button(/^Theme: /));
      expect(button(/^Theme: /)).toHaveAccessibleName(next);
    }
    await waitFor(() =>
      expect(api.callsTo('PUT', '/me/appearance').map((c) => c.body)).toEqual([
        { codeEditorTheme: 'cream' },
        { codeEditorTheme: 'redwine' },
        { codeEditorTheme: 'darkpurple' },
        { codeEditorTheme: 'hc-black' },
      ]),
    );
  });

  it('shows the version of each language\u2019s toolchain that the judges report, as the practice editor does', async () => {
    renderChallenge({
      routes: {
        'GET /judge/languages': {
          body: {
            languages: [
              { language: 'cpp', version: 'g++ (Debian 12.2.0-14+deb12u1) 12.2.0' },
              { language: 'python', version: 'Python 3.11.7' },
            ],
          },
        },
      },
    });
    await editor();
    const languages = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await waitFor(() => expect([...languages.options].map((o) => o.text)).toEqual(['C++ (g++ 12.2.0)', 'Python (3.11.7)', 'Java', 'JavaScript']));
  });

  it('restores a saved draft: its code, language and the stopwatch from its elapsed time, which runs and stops on submit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const draft = { language: 'python' as const, source: 'print(0, 1)\n', elapsedSeconds: 125, savedAt: '2026-11-24T09:00:00.000Z' };
    const { api } = renderChallenge({
      challenge: testChallenge({ entry: { draft, latest: null, bestPoints: null } }),
      routes: { [`POST ${path}/submissions`]: { status: 202, body: { submissionId: 'sub-1' } } },
    });
    expect(await editor()).toHaveValue('print(0, 1)\n');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('python');
    expect(screen.getByRole('timer', { name: /^Time on this challenge/ })).toHaveTextContent('00:02:05');
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer', { name: /^Time on this challenge/ })).toHaveTextContent('00:03:06');

    await userEvent.click(submitButton());
    await act(async () => vi.advanceTimersByTimeAsync(3_600_000));
    expect(screen.getByRole('timer', { name: /^Time on this challenge/ })).toHaveTextContent(/^00:03:0\d$/);
    const [sent] = api.callsTo('POST', `${path}/submissions`);
    expect(sent!.body).toMatchObject({ language: 'python', source: 'print(0, 1)\n' });
    expect((sent!.body as { elapsedSeconds: number }).elapsedSeconds).toBeGreaterThanOrEqual(186);
    expect((sent!.body as { elapsedSeconds: number }).elapsedSeconds).toBeLessThan(195);
  });

  it('restarts the stopwatch on another challenge', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const other = testChallenge({ challengeId: 'wc-graphs', title: 'Graph Week' });
    const { router } = renderChallenge({ routes: { 'GET /weekly-challenges/wc-graphs': { body: other } } });
    await editor();
    await act(async () => vi.advanceTimersByTimeAsync(42_000));
    expect(screen.getByRole('timer', { name: /^Time on this challenge/ })).toHaveTextContent('00:00:42');
    await act(async () => router.navigate('/weekly-challenge/wc-graphs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Graph Week' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: /^Time on this challenge/ })).toHaveTextContent('00:00:00');
  });
});
