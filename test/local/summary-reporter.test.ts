import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local/config';
import { groupReport, summarize, summaryLine, timelineRows, timeReport } from '../summary-reporter';

type State = 'passed' | 'failed' | 'skipped' | 'pending';

/** A fake of vitest's TestModule: its tests' states, and errors on the module and on its suites. */
function fakeModule(moduleId: string, tests: State[], errors: { module?: number; suites?: number[] } = {}) {
  const error = (i: number) => ({ message: `error ${i}` });
  return {
    moduleId,
    errors: () => Array.from({ length: errors.module ?? 0 }, (_, i) => error(i)),
    children: {
      allTests: function* () {
        for (const state of tests) yield { result: () => ({ state }) };
      },
      allSuites: function* () {
        for (const count of errors.suites ?? []) yield { errors: () => Array.from({ length: count }, (_, i) => error(i)) };
      },
    },
  } as unknown as Parameters<typeof summarize>[0][number];
}

describe('where the time went', () => {
  it('sums each project’s files, slowest project first, then lists the slowest files', () => {
    const modules = [
      { moduleId: '/r/test/infra/stack.test.ts', project: 'infra', ms: 12_000 },
      { moduleId: '/r/web/e2e/journey.test.ts', project: 'integration', ms: 61_500 },
      { moduleId: '/r/test/unit/a.test.ts', project: 'unit', ms: 300 },
      { moduleId: '/r/test/integration/data.test.ts', project: 'integration', ms: 8_000 },
    ];
    expect(timeReport(modules, '/r/', 2)).toEqual([
      "time per project (files' time summed): integration 69.5 s (2), infra 12.0 s (1), unit 0.3 s (1)",
      'the 2 slowest files:',
      '    61.5 s  integration  web/e2e/journey.test.ts',
      '    12.0 s  infra        test/infra/stack.test.ts',
    ]);
  });
});

describe('each group’s wall clock', () => {
  it('spans from the group’s first start to its last end, naming its projects, in the order the groups run', () => {
    expect(
      groupReport([
        { project: 'integration', group: 1, start: 310_000, end: 600_000 },
        { project: 'unit', group: 0, start: 1_000, end: 90_000 },
        { project: 'judge', group: 0, start: 2_000, end: 300_500 },
        { project: 'catalogue', group: 1, start: 300_600, end: 340_000 },
      ]),
    ).toBe("wall clock per group (first file's start to last file's end): group 0 (judge, unit) 299.5 s; group 1 (catalogue, integration) 299.4 s");
  });
});

describe('the timeline', () => {
  it('gives each file its start and end in seconds from the first start, earliest first, paths relative to the root', () => {
    expect(
      timelineRows(
        [
          { moduleId: '/r/web/b.test.ts', project: 'web', group: 0, start: 5_250, end: 9_000 },
          { moduleId: '/r/test/a.test.ts', project: 'unit', group: 0, start: 1_000, end: 2_040 },
        ],
        '/r/',
      ),
    ).toEqual([
      { file: 'test/a.test.ts', project: 'unit', group: 0, start: 0, end: 1 },
      { file: 'web/b.test.ts', project: 'web', group: 0, start: 4.3, end: 8 },
    ]);
  });
});

describe('the closing summary line', () => {
  it('counts tests by state', () => {
    const summary = summarize([fakeModule('/r/a.test.ts', ['passed', 'passed', 'failed', 'skipped', 'pending'])]);
    expect(summaryLine(summary)).toBe('tests: 2 passed, 1 failed, 2 skipped');
  });

  it('counts a file that failed to load, a failed beforeAll (tests then skipped) and an unhandled error as failures', () => {
    const modules = [
      fakeModule('/r/web/e2e/journey.test.ts', ['skipped', 'skipped'], { suites: [1] }), // describe-level beforeAll failed
      fakeModule('/r/web/e2e/shell.test.ts', [], { module: 1 }), // import failed: no tests at all
      fakeModule('/r/test/top-hook.test.ts', ['skipped'], { module: 1 }), // top-level beforeAll failed
      fakeModule('/r/test/after-hook.test.ts', ['passed'], { module: 1 }), // afterAll failed after a passing test
      fakeModule('/r/test/fine.test.ts', ['passed', 'failed']),
    ];
    const summary = summarize(modules, [{ message: 'unhandled rejection' } as never]);
    expect(summary).toMatchObject({ passed: 2, failed: 6, skipped: 3 });
    expect(summaryLine(summary, '/r/')).toBe(
      'tests: 2 passed, 6 failed, 3 skipped (failed outside tests — load errors, hooks, unhandled errors — in: ' +
        'web/e2e/journey.test.ts, web/e2e/shell.test.ts, test/top-hook.test.ts, test/after-hook.test.ts, unhandled)',
    );
  });

  it('says 0 failed only when nothing failed anywhere', () => {
    expect(summaryLine(summarize([fakeModule('/r/a.test.ts', ['passed'], { suites: [0, 0] })]))).toBe('tests: 1 passed, 0 failed, 0 skipped');
  });

  it('is what vitest prints for a run with a failed hook and a file that cannot load', async () => {
    const fixtures = join(REPO_ROOT, 'test/local/fixtures/reporter');
    const vitest = join(REPO_ROOT, 'node_modules/.bin/vitest');
    const run = await promisify(execFile)(vitest, ['run', '--config', join(fixtures, 'vitest.config.ts')], {
      cwd: fixtures,
      env: { ...process.env, CI: '1' },
    }).then(
      () => ({ code: 0, stdout: 'unexpected success' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/time per project \(files' time summed\): \S+ \d+\.\d s \(3\)\nthe 3 slowest files:\n/);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      'tests: 1 passed, 2 failed, 3 skipped (failed outside tests — load errors, hooks, unhandled errors — in: hook-fails.fixture.ts, load-fails.fixture.ts)',
    );
  }, 30_000);
});
