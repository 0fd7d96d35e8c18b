import { performance } from 'node:perf_hooks';

/**
 * JUDGE_TRACE=1: timestamps of the judge's phases on stderr (ms since the submission began), to
 * measure where the per-test overhead goes. Off, it costs one property read per mark.
 */
const enabled = process.env.JUDGE_TRACE === '1';
let origin = 0;

export function traceStart(): void {
  if (enabled) origin = performance.now();
}

export function trace(label: string): void {
  if (enabled) process.stderr.write(`[judge] ${(performance.now() - origin).toFixed(2)} ${label}\n`);
}
