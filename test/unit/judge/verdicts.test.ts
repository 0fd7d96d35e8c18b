import { describe, expect, it } from 'vitest';
import { languages } from '../../../lambdas/judge/core/languages';
import type { SealedOutcome } from '../../../lambdas/judge/core/run-sealed';
import { overallVerdict, testVerdict } from '../../../lambdas/judge/core/verdicts';

const clean: SealedOutcome = {
  cpuMs: 10,
  treeCpuMs: 10,
  wallMs: 12,
  maxrssKb: 3000,
  exitCode: 0,
  stopped: 'none',
  stdout: '3\n',
  stderr: '',
  stdoutOverflow: false,
};
const limits = { cpuMs: 1000, memoryMb: 64 };
const verdictOf = (run: Partial<SealedOutcome>, passes = true, language: keyof typeof languages = 'cpp') =>
  testVerdict({ ...clean, ...run }, limits, languages[language].memory, () => passes).verdict;

describe('overallVerdict', () => {
  it('follows IE > TLE > MLE > OLE > RE > WA and is AC only when every test is', () => {
    expect(overallVerdict(['AC', 'WA', 'RE', 'OLE', 'MLE', 'TLE', 'IE'])).toBe('IE');
    expect(overallVerdict(['AC', 'WA', 'RE', 'OLE', 'MLE', 'TLE'])).toBe('TLE');
    expect(overallVerdict(['AC', 'WA', 'RE', 'OLE', 'MLE'])).toBe('MLE');
    expect(overallVerdict(['AC', 'WA', 'RE', 'OLE'])).toBe('OLE');
    expect(overallVerdict(['WA', 'RE', 'AC'])).toBe('RE');
    expect(overallVerdict(['AC', 'WA'])).toBe('WA');
    expect(overallVerdict(['AC', 'AC'])).toBe('AC');
  });

  it('is IE for no tests at all', () => {
    expect(overallVerdict([])).toBe('IE');
  });

  it('never lets a SKIPPED test (not run after a TLE) decide, nor count as passed', () => {
    expect(overallVerdict(['AC', 'TLE', 'SKIPPED', 'SKIPPED'])).toBe('TLE');
    expect(overallVerdict(['AC', 'SKIPPED'])).toBe('AC');
    expect(overallVerdict(['SKIPPED'])).toBe('IE');
  });
});

describe('testVerdict', () => {
  it('is AC or WA by the checker when the run was clean', () => {
    expect(verdictOf({})).toBe('AC');
    expect(verdictOf({}, false)).toBe('WA');
  });

  it('is TLE when a watchdog stopped the run or the CPU time is over the limit', () => {
    expect(verdictOf({ stopped: 'cpu', signal: 'SIGKILL' })).toBe('TLE');
    expect(verdictOf({ stopped: 'wall', signal: 'SIGKILL' })).toBe('TLE');
    expect(verdictOf({ cpuMs: 1001 })).toBe('TLE');
    expect(verdictOf({ signal: 'SIGXCPU' })).toBe('TLE');
  });

  it('is MLE from peak memory, the memory watchdog, or the runtime saying so', () => {
    expect(verdictOf({ maxrssKb: 64 * 1024 + 1 })).toBe('MLE');
    expect(verdictOf({ stopped: 'memory', signal: 'SIGKILL' })).toBe('MLE');
    expect(verdictOf({ exitCode: 134, stderr: "terminate called after throwing an instance of 'std::bad_alloc'" })).toBe('MLE');
    expect(verdictOf({ exitCode: 1, stderr: 'MemoryError' }, true, 'python')).toBe('MLE');
    expect(verdictOf({ exitCode: 1, stderr: 'java.lang.OutOfMemoryError: Java heap space' }, true, 'java')).toBe('MLE');
  });

  it("allows a managed runtime's own footprint above the limit", () => {
    expect(verdictOf({ maxrssKb: 100 * 1024 }, true, 'java')).toBe('AC');
    expect(verdictOf({ maxrssKb: 100 * 1024 }, true, 'cpp')).toBe('MLE');
  });

  it('is OLE when stdout went over its cap, RE on a signal or a non-zero exit', () => {
    expect(verdictOf({ stdoutOverflow: true, stopped: 'output', signal: 'SIGKILL' })).toBe('OLE');
    expect(verdictOf({ signal: 'SIGSEGV', exitCode: undefined })).toBe('RE');
    expect(verdictOf({ exitCode: 3 })).toBe('RE');
    expect(verdictOf({ runnerKilled: 'killed by SIGKILL' })).toBe('RE');
  });

  it('ranks within one test too: TLE over MLE over OLE over RE', () => {
    expect(verdictOf({ stopped: 'cpu', maxrssKb: 1e6, stdoutOverflow: true, signal: 'SIGKILL' })).toBe('TLE');
    expect(verdictOf({ maxrssKb: 1e6, stdoutOverflow: true, signal: 'SIGKILL' })).toBe('MLE');
    expect(verdictOf({ stdoutOverflow: true, exitCode: 1 })).toBe('OLE');
  });

  it('says what was exceeded: the memory limit in MB and the peak the kernel measured', () => {
    const mle = testVerdict({ ...clean, maxrssKb: 70 * 1024 + 512 }, limits, languages.cpp.memory, () => true);

    expect(mle).toEqual({ verdict: 'MLE', message: 'memory limit exceeded (limit 64 MB, peak 70.5 MB)' });
  });

  it('shows no peak under the limit: an allocation refused at once (C++ bad_alloc at 2.7 MB) says it was refused', () => {
    const badAlloc = { ...clean, maxrssKb: 2765, exitCode: 134, stderr: "terminate called after throwing an instance of 'std::bad_alloc'" };
    const mle = testVerdict(badAlloc, { cpuMs: 1000, memoryMb: 256 }, languages.cpp.memory, () => true);

    expect(mle).toEqual({ verdict: 'MLE', message: 'memory limit exceeded (limit 256 MB: an allocation beyond it was refused)' });
    expect(mle.message).not.toContain('peak');
  });

  it('tells a program that waited from one whose other processes burnt CPU until the wall clock stopped it', () => {
    const stoppedByWall = { ...clean, stopped: 'wall' as const, signal: 'SIGKILL', cpuMs: 2, wallMs: 4000 };
    const message = (treeCpuMs: number) => testVerdict({ ...stoppedByWall, treeCpuMs }, limits, languages.cpp.memory, () => true).message;

    expect(message(3)).toBe('wall-clock limit exceeded (the program was waiting, not computing)');
    expect(message(3900)).toBe("CPU time limit exceeded: the program's processes used 3900 ms of CPU time in all (limit 1000 ms)");
  });

  it('is IE when the runner could not start the program', () => {
    expect(verdictOf({ error: 'execve: No such file or directory' })).toBe('IE');
  });
});
