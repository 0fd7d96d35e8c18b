import { promises as fs } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages, type Verdict } from '@contract/judge';
import { judge, type JudgeOptions } from '../../../lambdas/judge/core';
import { TRUNCATED } from '../../../lambdas/judge/core/compile';
import { NO_MAIN_CLASS_MESSAGE } from '../../../lambdas/judge/core/java-source';
import { SKIPPED_MESSAGE } from '../../../lambdas/judge/core/run-tests';
import { fixtureSource, leftovers, makeScratchRoot } from './fixtures';

/**
 * The correctness suite: every verdict in every language, with real compilers. One submission per
 * language runs a program whose behaviour each test's input picks (test/fixtures/judge/verdicts),
 * so the artifact is compiled once and the tests run in parallel, as in production.
 */
// 1 s of CPU: on some virtual machines a page fault costs 15 µs, so filling 64 MB takes 300 ms of
// CPU, and the allocating test must reach its memory limit before its time limit.
const limits = { timeMs: 1000, memoryMb: 64, outputKb: 64 };
const cases: { input: string; expected: string; verdict: Verdict }[] = [
  { input: 'sum 1 2', expected: '3', verdict: 'AC' },
  { input: 'sum 2 2', expected: '4   \r\n\r\n', verdict: 'AC' },
  { input: 'sum 1 1', expected: '3', verdict: 'WA' },
  { input: 'exit 3', expected: '', verdict: 'RE' },
  { input: 'crash', expected: '', verdict: 'RE' },
  { input: 'alloc', expected: '', verdict: 'MLE' },
  { input: 'flood', expected: '', verdict: 'OLE' },
  // Last: the judge starts no test after a TLE (SKIPPED, tested below).
  { input: 'spin', expected: '', verdict: 'TLE' },
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
    expect(
      result.tests.map((t) => t.verdict),
      JSON.stringify(result.tests.map((t) => [t.verdict, t.message, t.stderr.slice(0, 300)])),
    ).toEqual(cases.map((c) => c.verdict));
    expect(result.verdict).toBe('TLE');
    const [sum, , , exit, crash, alloc, , spin] = result.tests;
    expect(sum!.stdout.trim()).toBe('3');
    expect(sum!.memoryKb).toBeGreaterThan(0);
    expect(exit!.exitCode).toBe(3);
    expect(crash!.signal).toBe(crashSignal[language]);
    // Past its CPU limit, or (on a starved machine, the CPU time still under it) past the wall-clock
    // allowance: never a time limit called before the program had its time.
    expect(Math.max(spin!.timeMs, spin!.wallMs)).toBeGreaterThanOrEqual(limits.timeMs);
    // The limit, and the peak the kernel measured when it went past it (C++ and Java are refused the
    // allocation that would: their peak stays under the limit, and no peak is shown).
    expect(alloc!.message).toMatch(/^memory limit exceeded \(limit 64 MB(, peak \d+(\.\d)? MB|: an allocation beyond it was refused)\)$/);
    expect(await leftovers(scratchRoot)).toEqual({ processes: [], files: [] });
  });

  it('reports a compile error with the compiler message as CE', async () => {
    const source = fixtureSource('verdicts', language, 'syntax-error');

    const result = await judge({ language, source, tests: [{ input: '', expected: '' }], limits }, options);

    expect(result.verdict).toBe('CE');
    expect(result.compile.ok).toBe(false);
    expect(result.compile.message).toMatch(/error|Error/);
    expect(result.compile.message).not.toContain(scratchRoot);
    expect(result.compile.message).not.toContain('/sandbox/');
    expect(result.tests).toEqual([]);
    if (language === 'javascript') {
      // file:line, the code line, the caret and the message; none of Node's own loader.
      expect(result.compile.message).toBe('main.js:3\n  return 1;\n         ^\n\nSyntaxError: Unexpected number');
    }
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

describe('Java sources as students paste them', () => {
  const sum = (header: string, className: string) =>
    `${header}import java.util.Scanner;\npublic class ${className} {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    System.out.println(in.nextInt() + in.nextInt());\n  }\n}\n`;
  const tests = [{ input: '2 3', expected: '5' }];

  it('judges `public class Solution` (saved as Solution.java, run as Solution) and a source with a package line', async () => {
    const solution = await judge({ language: 'java', source: sum('', 'Solution'), tests, limits }, options);
    const packaged = await judge({ language: 'java', source: sum('package com.example.contest;\n', 'Main'), tests, limits }, options);

    expect([solution.verdict, packaged.verdict], JSON.stringify([solution, packaged]).slice(0, 1500)).toEqual(['AC', 'AC']);
  });

  it('answers CE naming Main when there is no public class and no class Main', async () => {
    const source = 'class Solution {\n  public static void main(String[] args) { System.out.println(5); }\n}\n';

    const result = await judge({ language: 'java', source, tests, limits }, options);

    expect(result.verdict).toBe('CE');
    expect(result.compile.message).toBe(NO_MAIN_CLASS_MESSAGE);
  });

  it('keeps compiler line numbers right after blanking the package line', async () => {
    const source = 'package x;\npublic class Main {\n  public static void main(String[] args) { int y = "s"; }\n}\n';

    const result = await judge({ language: 'java', source, tests, limits }, options);

    expect(result.verdict).toBe('CE');
    expect(result.compile.message).toMatch(/^Main\.java:3: error: incompatible types/);
  });
});

it('caps a compile message at 8 KB and says it was cut', async () => {
  // Two hundred errors, each a few hundred bytes of g++ diagnostics.
  const source = `int main() {\n${Array.from({ length: 200 }, (_, i) => `  undeclared_${i} = ${i};`).join('\n')}\n}\n`;

  const result = await judge({ language: 'cpp', source, tests: [{ input: '', expected: '' }], limits }, options);

  expect(result.verdict).toBe('CE');
  expect(Buffer.byteLength(result.compile.message!)).toBeLessThanOrEqual(8 * 1024);
  expect(result.compile.message!.startsWith('main.cpp: In function')).toBe(true);
  expect(result.compile.message!.endsWith(`\n${TRUNCATED}`)).toBe(true);
});

it('does not call a program that waits while its child burns CPU "waiting, not computing"', async () => {
  const source = `#include <sys/wait.h>
#include <unistd.h>
int main() {
  if (fork() == 0) for (;;) {}
  wait(nullptr);
}`;

  const result = await judge({ language: 'cpp', source, tests: [{ input: '', expected: '' }], limits: { ...limits, timeMs: 100 } }, options);

  // Either the wall clock stops it (the message then counts every process's CPU time), or the
  // kernel's RLIMIT_CPU backstop kills the child at 1 s first and the parent reaps its time.
  const [run] = result.tests;
  expect(run!.verdict).toBe('TLE');
  expect(run!.message).toMatch(/^CPU time limit exceeded\b/);
  expect(run!.message).not.toContain('waiting');
});

it('starts no test after a TLE: the rest are SKIPPED, and a slow submission takes about one time limit, not one per test', async () => {
  const source = fixtureSource('verdicts', 'cpp', 'solution');
  const tests = Array.from({ length: 8 }, () => ({ input: 'spin', expected: '' }));
  const timed = async (skipAfterTimeLimit: boolean) => {
    const start = performance.now();
    const result = await judge({ language: 'cpp', source, tests, limits }, { ...options, parallelism: 1, skipAfterTimeLimit });
    return { result, testsMs: performance.now() - start - result.compile.timeMs };
  };

  const every = await timed(false);
  const skipping = await timed(true);

  expect(every.result.tests.map((t) => t.verdict)).toEqual(tests.map(() => 'TLE'));
  // The first TLE, and the one its runner had already queued; the other six never start.
  expect(skipping.result.tests.map((t) => t.verdict)).toEqual(['TLE', 'TLE', ...Array(6).fill('SKIPPED')]);
  expect(skipping.result.tests[2]).toMatchObject({ timeMs: 0, message: SKIPPED_MESSAGE });
  expect(skipping.result.verdict).toBe('TLE');
  expect(skipping.testsMs).toBeLessThan(every.testsMs / 2);
});

it('queues no test ahead when asked (the catalogue proving a too-slow submission): only the first TLE runs', async () => {
  const source = fixtureSource('verdicts', 'cpp', 'solution');
  const tests = Array.from({ length: 4 }, () => ({ input: 'spin', expected: '' }));
  const result = await judge({ language: 'cpp', source, tests, limits }, { ...options, parallelism: 1, queueAhead: false });
  expect(result.tests.map((t) => t.verdict)).toEqual(['TLE', 'SKIPPED', 'SKIPPED', 'SKIPPED']);
  expect(result.verdict).toBe('TLE');
});
