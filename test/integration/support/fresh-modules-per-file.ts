/**
 * A setup file for the projects that share one worker across files (vitest.config.ts: isolate false):
 * each file loads the project's own modules afresh, so the Lambdas' memoized SDK clients, warm caches
 * and module-level maps start empty, pointed at this file's table, services and environment. What
 * the sharing saves stays shared: a worker per file, and the packages in node_modules (the AWS SDK
 * above all), which Vitest leaves to Node and this does not reload.
 */
import { vi } from 'vitest';

vi.resetModules();
// What an earlier file in this worker may have left on: fake clocks, spies, stubbed variables.
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllEnvs();
