import { promises as fs } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages, type Verdict } from '../../../contract/judge';
import { judge, type JudgeOptions } from '../../../lambdas/judge/core';
import { fixtureSource, leftovers, makeScratchRoot } from './fixtures';

/**
 * The correctness suite: every verdict in every language, with real compilers. One submission per
 * language runs a program whose behaviour each test's input picks (test/fixtures/judge/verdicts),
 * so the artifact is compiled once and the tests run in parallel, as in production.
 */
const limits = { timeMs: 300, memoryMb: 64, outputKb: 64 };
const cases: { input: string; expected: string; verdict: Verdict }[] = [
  { input: 'sum 1 2', expected: '3', verdict: 'AC' },
  { input: 'sum 2 2', expected: '4   \r\n\r\n', verdict: 'AC' },
  { input: 'sum 1 1', expected: '3', verdict: 'WA' },
  { input: 'exit 3', expected: '', verdict: 'RE' },
  { input: 'crash', expected: '', verdict: 'RE' },
  { input: 'spin', expected: '', verdict: 'TLE' },
  { input: 'alloc', expected: '', verdict: 'MLE' },
  { input: 'flood', expected: '', verdict: 'OLE' },
];
const crashSignal = { cpp: 'SIGSEGV', python: 'SIGSEGV', java: 'SIGABRT', javascript: 'SIGABRT' };

let scratchRoot: string;
let options: JudgeOptions;

beforeAll(async () => {
  scratchRoot = await makeScratchRoot();
  options = { scratchRoot, compileTimeMs: 10_000 };
});

afterAll(async () => {
  await fs.rm(scratchRoot, { recursive: true, force: true });
});

describe.each(judgeLanguages)('%s', (language) => {
  it('gives every test its own verdict (AC, WA, RE, TLE, MLE, OLE) and the worst one overall', async () => {
    const source = fixtureSource('verdicts', language, 'solution');
    const tests = cases.map(({ input, expected }) => ({ input, expected }));

    const result = await judge({ language, source, tests, limits }, options);

    expect(result.compile.ok).toBe(true);
    expect(result.tests.map((t) => t.verdict), JSON.stringify(result.tests.map((t) => [t.verdict, t.message, t.stderr.slice(0, 300)]))).toEqual(
      cases.map((c) => c.verdict),
    );
    expect(result.verdict).toBe('TLE');
    const [sum, , , exit, crash, spin, alloc] = result.tests;
    expect(sum!.stdout.trim()).toBe('3');
    expect(sum!.memoryKb).toBeGreaterThan(0);
    expect(exit!.exitCode).toBe(3);
    expect(crash!.signal).toBe(crashSignal[language]);
    expect(spin!.timeMs).toBeGreaterThanOrEqual(limits.timeMs);
    expect(alloc!.message).toBe('memory limit exceeded');
    expect(await leftovers(scratchRoot)).toEqual({ processes: [], files: [] });
  });

  it('reports a compile error with the compiler message as CE', async () => {
    const source = fixtureSource('verdicts', language, 'syntax-error');

    const result = await judge({ language, source, tests: [{ input: '', expected: '' }], limits }, options);

    expect(result.verdict).toBe('CE');
    expect(result.compile.ok).toBe(false);
    expect(result.compile.message).toMatch(/error|Error/);
    expect(result.compile.message).not.toContain(scratchRoot);
    expect(result.tests).toEqual([]);
  });

  it('answers IE, not CE, when the toolchain itself is broken', async () => {
    const tool = { cpp: 'gxx', python: 'python3', java: 'javac', javascript: 'node' } as const;
    const broken = { ...options, toolchains: { [tool[language]]: '/nonexistent/toolchain' } };

    const result = await judge({ language, source: 'x', tests: [{ input: '', expected: '' }], limits }, broken);

    expect(result.verdict).toBe('IE');
    expect(result.tests.map((t) => t.verdict)).toEqual(['IE']);
    expect(result.compile.message).toContain('internal error');
  });
});

it('starts every test in an empty working directory of its own, also tests queued one after another', async () => {
  // Each test counts what is in its working directory, then leaves a file there.
  const source = `#include <bits/stdc++.h>
#include <filesystem>
int main() {
  auto count = std::distance(std::filesystem::directory_iterator("."), std::filesystem::directory_iterator{});
  std::ofstream("left-behind") << "x";
  std::cout << count << std::endl;
}`;
  const tests = Array.from({ length: 6 }, () => ({ input: '', expected: '0' }));

  for (const parallelism of [1, 2]) {
    const result = await judge({ language: 'cpp', source, tests, limits }, { ...options, parallelism });

    expect(result.tests.map((t) => t.stdout.trim())).toEqual(tests.map(() => '0'));
    expect(result.verdict).toBe('AC');
  }
  expect(await leftovers(scratchRoot)).toEqual({ processes: [], files: [] });
});

it('compiles a C++ solution once and runs every test against the artifact', async () => {
  const source = fixtureSource('verdicts', 'cpp', 'solution');
  const tests = Array.from({ length: 10 }, (_, i) => ({ input: `sum ${i} ${i}`, expected: String(2 * i) }));

  const result = await judge({ language: 'cpp', source, tests, limits }, options);

  expect(result.verdict).toBe('AC');
  expect(result.tests).toHaveLength(10);
  expect(result.tests.every((t) => t.verdict === 'AC')).toBe(true);
});
