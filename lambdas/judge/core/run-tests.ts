import type { JudgeInput, JudgeTestResult } from '@contract/judge';
import { checkers, DEFAULT_CHECKER } from './checkers';
import type { CommandContext, LanguageSpec } from './languages';
import type { SealedRun } from './run-sealed';
import type { Session } from './session';
import { trace } from './trace';
import { residentLimitKb, testVerdict } from './verdicts';

/** Output a result carries back (a Step Functions state holds 256 KB for a whole batch). */
const REPORTED_BYTES = 4096;
const DEFAULT_OUTPUT_KB = 1024;
const STDERR_KEPT_BYTES = 64 * 1024;

export interface TestPlan {
  spec: LanguageSpec;
  context: CommandContext;
  limits: JudgeInput['limits'];
  session: Session;
  /** Once a test is TLE, start no other (options.ts): the rest are SKIPPED. */
  skipAfterTimeLimit?: boolean;
  /** Keep each slot one test ahead (options.ts); off, a slot starts a test only when the last is judged. */
  queueAhead?: boolean;
}

/** A test not run because an earlier one exceeded the time limit: it can no longer change the verdict. */
export const SKIPPED_MESSAGE = 'not run: an earlier test exceeded the time limit';
/** /tmp of a test's private root, at least: room for a program's temporary files, bounded. */
const MIN_TEST_TMPFS_KB = 16 * 1024;

/**
 * Every test against the one artifact, up to `parallelism` at once; results in input order.
 * Each slot keeps its runner one request ahead (RunnerProcess): test n+1 starts as soon as test
 * n is swept, while the judge reads test n's answer. A slot only queues ahead while more tests
 * are left than there are slots, so that the last tests go to whichever slot is free first.
 */
export async function runTests(plan: TestPlan, tests: JudgeInput['tests'], parallelism: number): Promise<JudgeTestResult[]> {
  const results: JudgeTestResult[] = Array.from({ length: tests.length });
  const slots = Math.min(parallelism, tests.length);
  let next = 0;
  let timedOut = false;
  const start = (slot: number, ahead: boolean) => {
    if (timedOut || next >= tests.length || (ahead && (plan.queueAhead === false || tests.length - next < slots))) return undefined;
    const index = next++;
    return { index, result: runTest(plan, tests[index]!, index, slot) };
  };
  const worker = async (slot: number): Promise<void> => {
    let current = start(slot, false);
    while (current) {
      const queued = start(slot, true);
      results[current.index] = await current.result;
      // A test queued ahead has already started and is let finish; nothing new starts.
      if (plan.skipAfterTimeLimit && results[current.index]!.verdict === 'TLE') timedOut = true;
      current = queued ?? start(slot, false);
    }
  };
  await Promise.all(Array.from({ length: slots }, (_, slot) => worker(slot)));
  return Array.from(tests, (_, index) => results[index] ?? skipped());
}

/**
 * When the wall clock stops a test. A program that sleeps or blocks uses no CPU, so only the wall
 * clock ends it: soon enough that a sleeping program is TLE within seconds, well before the Run
 * API's caller gives up (the web client waits 10 s), however large the language's CPU allowance.
 * The allowance itself (`cpuMs`, the problem's limit times the language's multiplier) plus 2 s for
 * start-up and a busy machine, or plus the problem's own limit when that is longer, so a program
 * computing up to its CPU limit still ends as a CPU TLE. A 2 s problem: 4 s in C++, 6 s in Java and
 * JavaScript, 8 s in Python (whose CPU allowance is 6 s), where three times the CPU allowance kept
 * a sleeping Python program running for 19 s.
 */
export function wallClockLimitMs(cpuMs: number, timeMs: number): number {
  return cpuMs + Math.max(2000, timeMs);
}

function skipped(): JudgeTestResult {
  return { verdict: 'SKIPPED', timeMs: 0, wallMs: 0, memoryKb: 0, stdout: '', stderr: '', message: SKIPPED_MESSAGE };
}

async function runTest(plan: TestPlan, test: JudgeInput['tests'][number], index: number, slot: number): Promise<JudgeTestResult> {
  const { spec, context, limits, session } = plan;
  const cpuMs = limits.timeMs * spec.timeMultiplier;
  const outputKb = limits.outputKb ?? DEFAULT_OUTPUT_KB;
  const identity = await session.runIdentity(`test-${slot}`);
  const hostDir = session.workspace.testDir(index, identity.uid);
  const view = session.view?.test(session.workspace.buildDir, hostDir, Math.max(MIN_TEST_TMPFS_KB, outputKb));
  trace(`test ${index} dir`);
  const { addressSpaceSlackMb, stackIsMemoryLimit } = spec.memory;
  const request: SealedRun = {
    argv: spec.run(context),
    input: test.input,
    dir: view ? view.dir : hostDir,
    ...(view ? { view } : {}),
    cpuMs,
    wallMs: wallClockLimitMs(cpuMs, limits.timeMs),
    // Kills well past the limit (MLE is decided from ru_maxrss): a backstop for off-heap growth.
    residentKb: residentLimitKb(limits.memoryMb, spec.memory) + 64 * 1024,
    addressSpaceKb: addressSpaceSlackMb === undefined ? undefined : (limits.memoryMb + addressSpaceSlackMb) * 1024,
    stackKb: stackIsMemoryLimit ? limits.memoryMb * 1024 : undefined,
    fileSizeKb: outputKb,
    nproc: session.processLimit(spec),
    ...identity,
    stdoutCapBytes: outputKb * 1024,
    stderrCapBytes: STDERR_KEPT_BYTES,
  };
  let run = await session.runner(slot).run(request);
  // Queued behind a run that took its runner down (a program that killed it): it never started.
  if (run.notRun) run = await session.runner(slot).run(request);
  trace(`test ${index} ran wall ${run.wallMs}`);
  if (run.error || run.runnerKilled) session.noteRunnerLost();
  const check = checkers[DEFAULT_CHECKER];
  const { verdict, message } = testVerdict(run, { cpuMs, memoryMb: limits.memoryMb }, spec.memory, () => check(run.stdout, test.expected));
  return {
    verdict,
    timeMs: Math.round(run.cpuMs),
    wallMs: Math.round(run.wallMs),
    memoryKb: run.maxrssKb,
    stdout: run.stdout.slice(0, REPORTED_BYTES),
    stderr: session.workspace.redact(run.stderr).slice(0, REPORTED_BYTES),
    ...(run.exitCode === undefined ? {} : { exitCode: run.exitCode }),
    ...(run.signal === undefined ? {} : { signal: run.signal }),
    ...(message === undefined ? {} : { message }),
  };
}
