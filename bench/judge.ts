/**
 * `npm run bench:judge [runs]` (not a test): what the judge costs over the physical cost of running
 * the program (docs/architecture.md §4). Per language, a 10-test submission whose tests each spin for a
 * known time; it measures
 * - compile: the judge's compile step (C++ with the precompiled bits/stdc++.h);
 * - judge: the judge's wall time for the 10 tests: its whole call minus the compiler's own run, so
 *   the submission's fixed costs (scratch space, runner start, sweep, removal) count as overhead
 *   of its tests; one test at a time (so it compares with the floor) and at the default parallelism;
 * - floor: the same artifact run 10 times directly, fork+exec+wait one after another (a tiny C
 *   loop, no Node in between);
 * - overhead per test over the floor: p50 and p95 over `runs` (≥ 30) pairs;
 * - naive: a fresh compile and run for every test, as a per-call execute API does (C++ without the
 *   precompiled header, Java through the `java Main.java` source launcher), as a ratio to the judge.
 * Prints a table and writes bench/results/judge.json. Shares the CPU with whatever else runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { JudgeLanguage } from '@contract/judge';
import { judge, warmUp } from '../lambdas/judge/core';
import { languages } from '../lambdas/judge/core/languages';
import { toolPath, type ToolName } from '../lambdas/judge/core/toolchains';

const RUNS = Math.max(30, Number(process.argv[2] ?? 30));
/** `npm run bench:judge 30 cpp,python` measures only those languages (while working on one). */
const LANGUAGES = (process.argv[3]?.split(',') ?? ['cpp', 'python', 'java', 'javascript']) as JudgeLanguage[];
const TESTS = 10;
const SPIN_MS = 20;
const RESULTS = fileURLToPath(new URL('./results/judge.json', import.meta.url));

/** Each test busy-waits SPIN_MS, then prints the number it read. */
const programs: Record<JudgeLanguage, string> = {
  cpp: `#include <bits/stdc++.h>
using namespace std;
int main() {
  long long ms; cin >> ms;
  auto end = chrono::steady_clock::now() + chrono::milliseconds(ms);
  while (chrono::steady_clock::now() < end) {}
  cout << ms << "\\n";
}`,
  python: `import time
ms = int(input())
end = time.perf_counter() + ms / 1000
while time.perf_counter() < end:
    pass
print(ms)`,
  java: `public class Main {
  public static void main(String[] args) throws Exception {
    long ms = Long.parseLong(new java.io.BufferedReader(new java.io.InputStreamReader(System.in)).readLine().trim());
    long end = System.nanoTime() + ms * 1_000_000L;
    while (System.nanoTime() < end) {}
    System.out.println(ms);
  }
}`,
  javascript: `const ms = Number(require('fs').readFileSync(0, 'utf8'));
const end = process.hrtime.bigint() + BigInt(ms) * 1000000n;
while (process.hrtime.bigint() < end) {}
console.log(ms);`,
};

/** fork+exec+wait N times in a row, stdin from a file, stdout discarded, empty environment. */
const FLOOR_C = `#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  char *env[] = { NULL };
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  for (int i = 0; i < n; i++) {
    pid_t pid = fork();
    if (pid == 0) {
      dup2(open(argv[2], O_RDONLY), 0);
      dup2(open("/dev/null", O_WRONLY), 1);
      execve(argv[3], argv + 3, env);
      _exit(127);
    }
    int status;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
  }
  clock_gettime(CLOCK_MONOTONIC, &b);
  printf("%.3f\\n", (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6);
  return 0;
}`;

const limits = { timeMs: 2000, memoryMb: 256 };
const tests = Array.from({ length: TESTS }, () => ({ input: String(SPIN_MS), expected: String(SPIN_MS) }));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function tools(language: JudgeLanguage): Promise<Record<ToolName, string>> {
  const tool = {} as Record<ToolName, string>;
  for (const name of [...languages[language].tools, 'gxx', 'node'] as ToolName[]) tool[name] = await toolPath(name, undefined, process.getuid?.() === 0);
  return tool;
}

/** Compiles the program outside the judge, the same way, for the floor and the naive runs. */
function buildDirect(language: JudgeLanguage, dir: string, tool: Record<ToolName, string>, pchDir?: string): string[] {
  const spec = languages[language];
  writeFileSync(path.join(dir, spec.sourceFile), programs[language]);
  const context = { buildDir: dir, sourceFile: spec.sourceFile, tool, memoryMb: limits.memoryMb, pchDir };
  const [command, ...args] = spec.compile!(context);
  execFileSync(command!, args, { cwd: dir, stdio: 'ignore' });
  return spec.run(context);
}

function floorMs(floor: string, inputFile: string, argv: string[]): number {
  return Number(execFileSync(floor, [String(TESTS), inputFile, ...argv], { encoding: 'utf8' }));
}

/** Compile and run per test, as an execute-per-call API does. */
function naiveMs(language: JudgeLanguage, dir: string, tool: Record<ToolName, string>): number {
  const start = performance.now();
  for (let i = 0; i < TESTS; i++) {
    const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: dir, input: String(SPIN_MS), stdio: ['pipe', 'ignore', 'ignore'] });
    if (language === 'cpp') {
      run(tool.gxx, ['-std=c++17', '-O2', '-o', 'naive', 'main.cpp']);
      run(path.join(dir, 'naive'), []);
    } else if (language === 'java') run(tool.java, ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto', '-XX:-UsePerfData', 'Main.java']);
    else if (language === 'python') run(tool.python3, ['main.py']);
    else run(tool.node, ['main.js']);
  }
  return performance.now() - start;
}

async function judgeOnce(language: JudgeLanguage, parallelism: number) {
  const start = performance.now();
  const result = await judge({ language, source: programs[language], tests, limits }, { parallelism });
  const totalMs = performance.now() - start;
  if (result.verdict !== 'AC') throw new Error(`${language}: ${result.verdict} ${JSON.stringify(result).slice(0, 500)}`);
  return { compileMs: result.compile.timeMs, testsMs: totalMs - result.compile.timeMs, totalMs };
}

async function benchLanguage(language: JudgeLanguage, floor: string, pchDir: string | undefined) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-judge-${language}-`));
  try {
    const tool = await tools(language);
    const argv = buildDirect(language, dir, tool, language === 'cpp' ? pchDir : undefined);
    const inputFile = path.join(dir, 'input.txt');
    writeFileSync(inputFile, String(SPIN_MS));
    await judgeOnce(language, 1); // warm: runner, precompiled header, toolchain lookup, page cache
    const pairs: { judge: Awaited<ReturnType<typeof judgeOnce>>; floor: number }[] = [];
    for (let i = 0; i < RUNS; i++) pairs.push({ judge: await judgeOnce(language, 1), floor: floorMs(floor, inputFile, argv) });
    const parallel: number[] = [];
    for (let i = 0; i < 5; i++) parallel.push((await judgeOnce(language, os.availableParallelism())).testsMs);
    const naive = [0, 1, 2].map(() => naiveMs(language, dir, tool));
    const overheads = pairs.map((p) => (p.judge.testsMs - p.floor) / TESTS);
    const floorP50 = percentile(
      pairs.map((p) => p.floor),
      50,
    );
    const judgeTotalP50 = percentile(
      pairs.map((p) => p.judge.totalMs),
      50,
    );
    return {
      language,
      runs: RUNS,
      compileMsP50: round(
        percentile(
          pairs.map((p) => p.judge.compileMs),
          50,
        ),
      ),
      judgeTestsMsP50: round(
        percentile(
          pairs.map((p) => p.judge.testsMs),
          50,
        ),
      ),
      judgeTestsParallelMsP50: round(percentile(parallel, 50)),
      floorMsP50: round(floorP50),
      floorPerTestMs: round(floorP50 / TESTS, 2),
      overheadPerTestMsP50: round(percentile(overheads, 50), 2),
      overheadPerTestMsP95: round(percentile(overheads, 95), 2),
      overheadPctP50: round((100 * percentile(overheads, 50)) / (floorP50 / TESTS)),
      overheadPctP95: round((100 * percentile(overheads, 95)) / (floorP50 / TESTS)),
      naiveMsP50: round(percentile(naive, 50)),
      naiveRatio: round(percentile(naive, 50) / judgeTotalP50, 2),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { runner, pchDir } = await warmUp();
  const floorDir = mkdtempSync(path.join(os.tmpdir(), 'bench-judge-floor-'));
  const floor = path.join(floorDir, 'floor');
  writeFileSync(`${floor}.c`, FLOOR_C);
  execFileSync(process.env.CC ?? 'cc', ['-O2', '-o', floor, `${floor}.c`]);
  const rows = [];
  for (const language of LANGUAGES) {
    process.stderr.write(`bench:judge ${language}: ${RUNS} runs…\n`);
    rows.push(await benchLanguage(language, floor, pchDir));
  }
  rmSync(floorDir, { recursive: true, force: true });
  const header = ['lang', 'compile ms', 'judge 10 ms', 'judge 10 ‖ ms', 'floor 10 ms', 'overhead/test p50', 'p95', 'p50 %', 'p95 %', 'naive ms', 'naive ×'];
  const table = rows.map((r) =>
    [
      r.language,
      r.compileMsP50,
      r.judgeTestsMsP50,
      r.judgeTestsParallelMsP50,
      r.floorMsP50,
      `${r.overheadPerTestMsP50} ms`,
      `${r.overheadPerTestMsP95} ms`,
      `${r.overheadPctP50}%`,
      `${r.overheadPctP95}%`,
      r.naiveMsP50,
      `${r.naiveRatio}×`,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...table.map(line)].join('\n'));
  const machine = { cpus: os.availableParallelism(), load: os.loadavg().map((l) => round(l, 2)), node: process.version, runner };
  console.log(
    `\n${TESTS} tests × ${SPIN_MS} ms spin, ${RUNS} runs; overhead = (judge 10 − floor 10) / 10, tests one at a time; ‖ = at parallelism ${machine.cpus}; load ${machine.load.join(' ')}`,
  );
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), testsPerSubmission: TESTS, spinMs: SPIN_MS, machine, rows }, null, 2)}\n`);
}

await main();
