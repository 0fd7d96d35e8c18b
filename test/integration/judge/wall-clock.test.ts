import { promises as fs } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { judge } from '../../../lambdas/judge/core';
import { wallClockLimitMs } from '../../../lambdas/judge/core/run-tests';
import { leftovers, makeScratchRoot } from './fixtures';

/**
 * A program that sleeps uses no CPU: only the wall clock ends it. It must end soon enough that a
 * Run of the two samples answers TLE long before the student's browser or the API gives up, in
 * Python too, whose CPU allowance is three times the problem's limit.
 */
let scratchRoot: string;

beforeAll(async () => {
  scratchRoot = await makeScratchRoot();
});

afterAll(async () => {
  await fs.rm(scratchRoot, { recursive: true, force: true });
});

it('stops a sleeping Python program on a 2 s problem as TLE within a few seconds, both samples at once', async () => {
  const limits = { timeMs: 2000, memoryMb: 256 };
  const tests = [
    { input: '1 2\n', expected: '3\n' },
    { input: '-5 5\n', expected: '0\n' },
  ];
  const started = performance.now();

  const result = await judge({ language: 'python', source: 'import time\ntime.sleep(30)\n', tests, limits }, { scratchRoot, parallelism: 2 });

  const elapsedMs = performance.now() - started;
  const limitMs = wallClockLimitMs(6000, 2000);
  expect(result.verdict).toBe('TLE');
  for (const test of result.tests) {
    expect(test).toMatchObject({ verdict: 'TLE', message: 'wall-clock limit exceeded (the program was waiting, not computing)' });
    // Stopped at the wall-clock limit (8 s for Python's 6 s of CPU), not at 19 s as when it was 3× the CPU allowance.
    expect(test.wallMs).toBeGreaterThanOrEqual(limitMs);
    expect(test.wallMs).toBeLessThan(limitMs + 1000);
  }
  expect(limitMs).toBe(8000);
  // Both samples at once: the whole Run ends well before the old limit alone (19 s) had even passed,
  // whatever start-up costs on a busy machine (on a quiet one, about 9 s: within the web client's 10 s).
  expect(elapsedMs).toBeLessThan(3 * 6000 + 1000);
  expect(await leftovers(scratchRoot)).toEqual({ processes: [], files: [] });
});
