import type { Verdict } from '../../../contract/judge';
import type { LanguageSpec } from './languages';
import type { SealedOutcome } from './run-sealed';

/** DESIGN §4: IE > TLE > MLE > OLE > RE > WA; a submission is AC only when every test is. */
const precedence: Verdict[] = ['IE', 'CE', 'TLE', 'MLE', 'OLE', 'RE', 'WA', 'AC'];

export function overallVerdict(verdicts: Verdict[]): Verdict {
  if (verdicts.length === 0) return 'IE';
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
    const message = run.stopped === 'wall' ? 'wall-clock limit exceeded (the program was waiting, not computing)' : 'CPU time limit exceeded';
    return { verdict: 'TLE', message };
  }
  if (run.stopped === 'memory' || run.maxrssKb > residentLimitKb(limits.memoryMb, memory) || memory.outOfMemory.test(run.stderr)) {
    return { verdict: 'MLE', message: 'memory limit exceeded' };
  }
  if (run.stdoutOverflow) return { verdict: 'OLE', message: 'output limit exceeded' };
  if (run.signal) return { verdict: 'RE', message: `killed by ${run.signal}` };
  if (run.exitCode !== 0) return { verdict: 'RE', message: `exit code ${run.exitCode}` };
  return passes() ? { verdict: 'AC' } : { verdict: 'WA', message: 'wrong answer' };
}

/** Peak resident memory allowed: the problem's limit plus the bare runtime's own footprint. */
export function residentLimitKb(memoryMb: number, memory: LanguageSpec['memory']): number {
  return (memoryMb + memory.runtimeMb) * 1024;
}
