import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { editor, resetSolvingPageBetweenTests } from '@web/test/render-solving-page';
import { preloadPages } from '@web/test/preload-pages';
import { defaultStarterCode } from '../lib/default-starter-code';
import { testProblem, testRunResponse } from '../test/problem-fixtures';
import { renderProblem } from '../test/render-problem-page';

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
    expect(within(footer).getByRole('link', { name: 'Exercism problem-specifications' })).toHaveAttribute(
      'href',
      'https://github.com/exercism/problem-specifications',
    );
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
      { method: 'POST', path: '/problems/a-plus-b/run', query: {}, body: { language: 'cpp', source: '// the problem\u2019s own C++ template\n' } },
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
      {
        method: 'POST',
        path: '/problems/a-plus-b/run-custom',
        query: {},
        body: { language: 'cpp', source: '// the problem\u2019s own C++ template\n', stdin: '40 2' },
      },
    ]);
    expect(within(result).getByRole('group', { name: 'Output' }).textContent).toBe('42\n');
    expect(within(result).getByRole('group', { name: 'Standard error' }).textContent).toBe('note\n');
    expect(result).toHaveTextContent('Time 7 ms · Memory 4.0 MB');
    expect(screen.getByText('Run on your input: Finished.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/problems/a-plus-b/submissions')).toHaveLength(0);
  });

  it('names a run that did not finish by its verdict, and shows the server\u2019s refusal', async () => {
    let reply: { status?: number; body: unknown } = {
      body: { outcome: 'TLE', compile: { ok: true }, stdout: '', stderr: '', timeMs: 1000, memoryKb: 900, message: 'Time limit exceeded' },
    };
    renderProblem({ routes: { 'POST /problems/a-plus-b/run-custom': () => reply } });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Run on my own input' }));
    expect(await screen.findByRole('region', { name: 'Your run: Time Limit Exceeded' })).toHaveTextContent('Time limit exceeded');
    reply = { status: 400, body: { message: 'Input is too large (64 KB at most).' } };
    await userEvent.click(screen.getByRole('button', { name: 'Run on my own input' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Input is too large (64 KB at most).');
  });
});

describe('problem page: the run buttons\u2019 names', () => {
  it('names "Run on my own input" by the words it shows, as speech input users say them (axe label-content-name-mismatch)', async () => {
    renderProblem();
    await editor();
    const button = screen.getByRole('button', { name: 'Run on my own input' });
    expect(button).toHaveAccessibleName(button.textContent!);
    const { violations } = await axe.run(button.closest('section')!, { runOnly: ['label-content-name-mismatch'] });
    expect(violations.map((v) => v.nodes.map((n) => n.html))).toEqual([]);
  });
});

describe('problem page: the language select', () => {
  it('shows the version of each language\u2019s toolchain that the judges report', async () => {
    renderProblem({
      routes: {
        'GET /judge/languages': {
          body: {
            languages: [
              { language: 'cpp', version: 'g++ (Debian 12.2.0-14+deb12u1) 12.2.0' },
              { language: 'python', version: 'Python 3.11.7' },
              { language: 'java', version: 'javac 17.0.15' },
              { language: 'javascript', version: 'v20.20.2' },
            ],
          },
        },
      },
    });
    await editor();
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.text)).toEqual(['C++ (g++ 12.2.0)', 'Python (3.11.7)', 'Java (javac 17.0.15)', 'JavaScript (Node.js 20.20.2)']),
    );
    expect([...select.options].map((o) => o.value)).toEqual(['cpp', 'python', 'java', 'javascript']);
  });
});

describe('problem page: Save (the server draft)', () => {
  it('saves the code on the server and says Code saved!', async () => {
    const { api } = renderProblem({
      routes: { 'PUT /problems/a-plus-b/draft': ({ body }) => ({ body: { ...(body as object), savedAt: '2026-11-24T10:00:00.000Z' } }) },
    });
    await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Code saved!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/problems/a-plus-b/draft')).toEqual([
      { method: 'PUT', path: '/problems/a-plus-b/draft', query: {}, body: { language: 'cpp', source: '// the problem\u2019s own C++ template\n' } },
    ]);
  });

  it('opens on the code saved from another browser, in its language, when this browser has no draft', async () => {
    renderProblem({
      routes: {
        'GET /problems/a-plus-b/draft': {
          body: { draft: { language: 'python', source: 'print(sum(map(int, input().split())))\n', savedAt: '2026-11-24T10:00:00.000Z' } },
        },
      },
    });
    expect(await editor()).toHaveValue('print(sum(map(int, input().split())))\n');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('python');
  });

  it('lets this browser\u2019s draft win over the server draft', async () => {
    renderProblem({
      routes: { 'GET /problems/a-plus-b/draft': { body: { draft: { language: 'cpp', source: '// saved elsewhere', savedAt: '2026-11-24T10:00:00.000Z' } } } },
    });
    await userEvent.type(await editor(), ' edited here');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 500)));
    cleanup();
    renderProblem({
      routes: { 'GET /problems/a-plus-b/draft': { body: { draft: { language: 'cpp', source: '// saved elsewhere', savedAt: '2026-11-24T10:00:00.000Z' } } } },
    });
    expect(await editor()).toHaveValue('// saved elsewhere edited here');
  });

  it('opens the editor even when the server draft cannot be read', async () => {
    renderProblem({ routes: { 'GET /problems/a-plus-b/draft': { status: 500, body: { message: 'down' } } } });
    expect(await editor()).toHaveValue('// the problem\u2019s own C++ template\n');
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
