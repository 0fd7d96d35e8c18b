/**
 * Compile once per submission across the workflow (docs/architecture.md §4), on the host toolchains: the compile
 * step's artifact runs in later, separate judge calls without a compiler; a too-large artifact makes
 * the compile step judge everything itself; and neither path leaves a process or a file behind.
 */
import { promises as fs } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages, type JudgeLanguage } from '@contract/judge';
import { compileSubmission, judge } from '../../../lambdas/judge/core/index';
import { leftovers, makeScratchRoot } from '../judge/fixtures';

/** Reads two numbers, prints their sum. */
const sources: Record<JudgeLanguage, string> = {
  cpp: '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
  java:
    'import java.util.*;\npublic class Main { static int twice(int x) { return new Object() { int f() { return 2 * x; } }.f() / 2; }\n' +
    '  public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(twice(s.nextInt()) + s.nextInt()); } }\n',
  javascript: 'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n',
};
const tests = [
  [1, 2],
  [5, 5],
  [-3, 3],
  [40, 2],
].map(([a, b]) => ({ input: `${a} ${b}\n`, expected: `${a! + b!}\n` }));
const limits = { timeMs: 2000, memoryMb: 256 };

let scratchRoot: string;
beforeAll(async () => {
  scratchRoot = await makeScratchRoot();
});
afterAll(async () => {
  await fs.rm(scratchRoot, { recursive: true, force: true });
});

describe('compile once, judge in batches', () => {
  it.each(judgeLanguages)(
    '%s: the artifact of one compile judges every batch, with no source and no compiler',
    async (language) => {
      const options = { scratchRoot, parallelism: 2 };
      const compiled = await compileSubmission({ language, source: sources[language], limits, tests }, options);
      expect(compiled.compile.ok).toBe(true);
      expect(compiled.result).toBeUndefined();
      const artifact = compiled.artifact!;
      if (language === 'java') expect(artifact.files.map((f) => f.path)).toEqual(expect.arrayContaining(['Main.class', 'Main$1.class']));
      // Any compiler would fail here: a batch must not compile.
      const noCompiler = { ...options, toolchains: { gxx: '/nonexistent/g++', javac: '/nonexistent/javac' } };
      const batches = [tests.slice(0, 3), tests.slice(3)];
      for (const batch of batches) {
        const result = await judge({ language, source: '', limits, tests: batch }, noCompiler, artifact);
        expect(result.tests.map((t) => t.verdict)).toEqual(batch.map(() => 'AC'));
        expect(result.compile).toEqual({ ok: true, timeMs: 0 });
      }
      expect(await leftovers(scratchRoot)).toEqual({ processes: [], files: [] });
    },
    20_000,
  );

  it('judges every test in the compile step itself when the artifact would not fit the workflow state', async () => {
    const compiled = await compileSubmission({ language: 'cpp', source: sources.cpp, limits, tests }, { scratchRoot }, 100);
    expect(compiled.artifact).toBeUndefined();
    expect(compiled.result).toMatchObject({ verdict: 'AC', compile: { ok: true } });
    expect(compiled.result!.tests).toHaveLength(tests.length);
    expect(await leftovers(scratchRoot)).toEqual({ processes: [], files: [] });
  }, 15_000);

  it('refuses an artifact whose paths would leave the build directory (IE, nothing written outside)', async () => {
    const artifact = { files: [{ path: '../escape', executable: true, data: Buffer.from('#!/bin/sh\n').toString('base64') }] };
    const result = await judge({ language: 'cpp', source: '', limits, tests }, { scratchRoot }, artifact);
    expect(result.verdict).toBe('IE');
    expect(result.compile.message).toMatch(/safe artifact path/);
    await expect(fs.access(`${scratchRoot}/escape`)).rejects.toThrow();
    expect(await leftovers(scratchRoot)).toEqual({ processes: [], files: [] });
  });
});
