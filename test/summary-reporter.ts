import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** The slice of vitest's reported tasks the summary reads (tests build fakes of it). */
type ModuleView = Pick<TestModule, 'moduleId' | 'errors' | 'children'>;

export interface RunSummary {
  passed: number;
  /** Failed tests, plus every error outside a test: a file that failed to load, a failed hook, an unhandled error. */
  failed: number;
  skipped: number;
  /** Where the failures outside tests happened (file paths, or "unhandled"), for the closing line. */
  failuresOutsideTests: string[];
}

/**
 * Counts a run. A file that cannot load, or whose beforeAll fails, leaves its tests skipped (or has
 * none): its errors sit on the module or suite, not on a test, and each counts as a failure, so a
 * missing browser can never end in `0 failed`.
 */
export function summarize(modules: ReadonlyArray<ModuleView>, unhandledErrors: ReadonlyArray<SerializedError> = []): RunSummary {
  const summary: RunSummary = { passed: 0, failed: 0, skipped: 0, failuresOutsideTests: [] };
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') summary.passed++;
      else if (state === 'failed') summary.failed++;
      else summary.skipped++;
    }
    const outside = module.errors().length + [...module.children.allSuites()].reduce((n, suite) => n + suite.errors().length, 0);
    if (outside > 0) {
      summary.failed += outside;
      summary.failuresOutsideTests.push(module.moduleId);
    }
  }
  if (unhandledErrors.length > 0) {
    summary.failed += unhandledErrors.length;
    summary.failuresOutsideTests.push('unhandled');
  }
  return summary;
}

/** `tests: N passed, N failed, N skipped`, naming the files whose failures are not failed tests. */
export function summaryLine(summary: RunSummary, relativeTo = ''): string {
  const line = `tests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`;
  if (summary.failuresOutsideTests.length === 0) return line;
  const where = summary.failuresOutsideTests.map((id) => (relativeTo && id.startsWith(relativeTo) ? id.slice(relativeTo.length) : id));
  return `${line} (failed outside tests — load errors, hooks, unhandled errors — in: ${where.join(', ')})`;
}

/**
 * Prints one plain closing line after vitest's own summary, so CI logs (and anything that reads
 * them) get the totals of all four projects in one place.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    console.log(`\n${summaryLine(summarize(testModules, unhandledErrors), `${process.cwd()}/`)}`);
  }
}
