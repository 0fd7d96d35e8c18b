import type { Verdict } from '@contract/judge';
import type { LanguageSpec } from './languages';
import type { SealedOutcome } from './run-sealed';

/**
 * docs/architecture.md §4: IE > TLE > MLE > OLE > RE > WA; a submission is AC only when every test is. SKIPPED
 * tests never decide it (they follow a TLE, which already has); with only those, nothing ran: IE.
 */
const precedence: Verdict[] = ['IE', 'CE', 'TLE', 'MLE', 'OLE', 'RE', 'WA', 'AC'];

export function overallVerdict(verdicts: Verdict[]): Verdict {
  return precedence.find((v) => verdicts.includes(v)) ?? 'IE';
}

export interface TestLimits {
  cpuMs: number;
  memoryMb: number;
}

/** One test's verdict from what the kernel measured; checks run in precedence order. */
export function testVerdict(
  run: SealedOutcome,
  limits: TestLimits,
  memory: LanguageSpec['memory'],
  passes: () => boolean,
): { verdict: Verdict; message?: string } {
  if (run.error) return { verdict: 'IE', message: run.error };
  if (run.runnerKilled) return { verdict: 'RE', message: run.runnerKilled };
  if (run.stopped === 'cpu' || run.stopped === 'wall' || run.cpuMs > limits.cpuMs || run.signal === 'SIGXCPU') {
    return { verdict: 'TLE', message: timeLimitMessage(run, limits) };
  }
  if (run.stopped === 'memory' || run.maxrssKb > residentLimitKb(limits.memoryMb, memory) || memory.outOfMemory.test(run.stderr)) {
    return { verdict: 'MLE', message: memoryLimitMessage(run, limits) };
  }
  if (run.stdoutOverflow) return { verdict: 'OLE', message: 'output limit exceeded' };
  if (run.signal) return { verdict: 'RE', message: `killed by ${run.signal}` };
  if (run.exitCode !== 0) return { verdict: 'RE', message: `exit code ${run.exitCode}` };
  return passes() ? { verdict: 'AC' } : { verdict: 'WA', message: 'wrong answer' };
}

/**
 * Stopped by the wall clock, a run either waited (sleep, a blocking read) or kept its CPU busy in
 * processes other than its main one (a child that spins while the parent waits for it): which of
 * the two is told by the CPU time of every process of the run, not of the main one alone.
 */
function timeLimitMessage(run: SealedOutcome, limits: TestLimits): string {
  if (run.stopped !== 'wall') return `CPU time limit exceeded (limit ${limits.cpuMs} ms)`;
  if (run.treeCpuMs < limits.cpuMs) return 'wall-clock limit exceeded (the program was waiting, not computing)';
  return `CPU time limit exceeded: the program's processes used ${Math.round(run.treeCpuMs)} ms of CPU time in all (limit ${limits.cpuMs} ms)`;
}

const mb = (kb: number) => `${(kb / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/**
 * The problem's limit, and the peak resident memory the kernel measured when that peak is what went
 * past the limit. A peak under the limit is no figure to show against it ("limit 256 MB, peak
 * 2.7 MB" reads as a judge's mistake): the program asked for more than the limit at once (RLIMIT_AS,
 * a full Java or V8 heap) and was refused before it used it, so the message says that instead.
 */
function memoryLimitMessage(run: SealedOutcome, limits: TestLimits): string {
  if (run.maxrssKb > limits.memoryMb * 1024) return `memory limit exceeded (limit ${limits.memoryMb} MB, peak ${mb(run.maxrssKb)})`;
  return `memory limit exceeded (limit ${limits.memoryMb} MB: an allocation beyond it was refused)`;
}

/** Peak resident memory allowed: the problem's limit plus the bare runtime's own footprint. */
export function residentLimitKb(memoryMb: number, memory: LanguageSpec['memory']): number {
  return (memoryMb + memory.runtimeMb) * 1024;
}
