import os from 'node:os';
import path from 'node:path';
import type { ToolName } from './toolchains';

/**
 * Where the judge keeps things, and what a caller (a test, the benchmark, an image) may override.
 * The image sets JUDGE_CACHE_DIR to a read-only directory holding the prebuilt runner and the C++
 * precompiled header; locally both are built at first use.
 */
export interface JudgeOptions {
  /** Parent of the per-submission scratch directories. */
  scratchRoot?: string;
  /** Holds the native runner and the precompiled header; never writable by submissions. */
  cacheDir?: string;
  /** Tests run at once; defaults to os.availableParallelism(). */
  parallelism?: number;
  /** CPU limit of the compile step (template bombs end here as CE). */
  compileTimeMs?: number;
  /** Absolute paths that replace a toolchain binary (images; tests that provoke IE). */
  toolchains?: Partial<Record<ToolName, string>>;
  /**
   * Once a test is TLE, start no more tests: the rest are SKIPPED (the verdict is TLE whatever
   * they would give), so a slow submission costs one time limit, not one per test. Default true.
   */
  skipAfterTimeLimit?: boolean;
  /**
   * Start each lane's next test while the judge checks the current one (default true: the latency
   * win). A caller that expects a TLE (the catalogue's verify) turns it off, or the test queued
   * behind the first TLE burns a second time limit.
   */
  queueAhead?: boolean;
}

export interface ResolvedOptions {
  scratchRoot: string;
  cacheDir: string;
  parallelism: number;
  compileTimeMs: number;
  toolchains: Partial<Record<ToolName, string>>;
  skipAfterTimeLimit: boolean;
  queueAhead: boolean;
}

export const DEFAULT_COMPILE_TIME_MS = 10_000;

export function resolveOptions(options: JudgeOptions = {}): ResolvedOptions {
  return {
    scratchRoot: options.scratchRoot ?? process.env.JUDGE_SCRATCH_DIR ?? path.join(os.tmpdir(), 'codearena-judge'),
    cacheDir: options.cacheDir ?? process.env.JUDGE_CACHE_DIR ?? path.join(os.tmpdir(), 'codearena-judge-cache'),
    parallelism: Math.max(1, options.parallelism ?? os.availableParallelism()),
    compileTimeMs: options.compileTimeMs ?? DEFAULT_COMPILE_TIME_MS,
    toolchains: options.toolchains ?? {},
    skipAfterTimeLimit: options.skipAfterTimeLimit ?? true,
    queueAhead: options.queueAhead ?? true,
  };
}
