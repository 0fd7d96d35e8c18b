import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** What the time report reads of a module: its project, and its diagnostic's durations. */
export interface TimedModule {
  moduleId: string;
  project: string;
  /** Environment, set-up files, collection (imports), then tests and hooks, in ms. */
  ms: number;
}

export function timedModule(module: TestModule): TimedModule {
  const d = module.diagnostic();
  // Not prepareDuration: where a worker is handed all its files at once (isolate false), it counts the wait for the worker too.
  const ms = d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration;
  return { moduleId: module.moduleId, project: module.project.name || 'tests', ms };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where the time went: each project's files' time summed (workers run files side by side, so the
 * sum exceeds the wall clock), then the `slowest` slowest files. The suite's budget is spent here.
 */
export function timeReport(modules: ReadonlyArray<TimedModule>, relativeTo = '', slowest = 10): string[] {
  const byProject = new Map<string, { ms: number; files: number }>();
  for (const m of modules) {
    const entry = byProject.get(m.project) ?? { ms: 0, files: 0 };
    byProject.set(m.project, { ms: entry.ms + m.ms, files: entry.files + 1 });
  }
  const projects = [...byProject].sort(([, a], [, b]) => b.ms - a.ms);
  const files = [...modules].sort((a, b) => b.ms - a.ms).slice(0, slowest);
  const name = (id: string) => (relativeTo && id.startsWith(relativeTo) ? id.slice(relativeTo.length) : id);
  return [
    `time per project (files' time summed): ${projects.map(([project, t]) => `${project} ${seconds(t.ms)} (${t.files})`).join(', ')}`,
    `the ${files.length} slowest files:`,
    ...files.map((m) => `  ${seconds(m.ms).padStart(8)}  ${m.project.padEnd(12)} ${name(m.moduleId)}`),
  ];
}

/** When one file ran, and in which group of projects (vitest.config.ts: `sequence.groupOrder`). */
export interface ModuleSpan {
  moduleId: string;
  project: string;
  group: number;
  /** ms on one clock. */
  start: number;
  end: number;
}

/**
 * Each group's wall clock, from its first file's start to its last file's end: the groups run one
 * after the other, so these add up to the run, and set beside the files' summed time they show
 * where workers sat idle (a group of 2 workers busy throughout sums about twice its wall clock).
 */
export function groupReport(spans: ReadonlyArray<Omit<ModuleSpan, 'moduleId'>>): string {
  const groups = new Map<number, { start: number; end: number; projects: Set<string> }>();
  for (const span of spans) {
    const group = groups.get(span.group) ?? { start: span.start, end: span.end, projects: new Set<string>() };
    group.start = Math.min(group.start, span.start);
    group.end = Math.max(group.end, span.end);
    group.projects.add(span.project);
    groups.set(span.group, group);
  }
  const parts = [...groups].sort(([a], [b]) => a - b).map(([order, g]) => `group ${order} (${[...g.projects].sort().join(', ')}) ${seconds(g.end - g.start)}`);
  return `wall clock per group (first file's start to last file's end): ${parts.join('; ')}`;
}

/**
 * Every file's start and end, in seconds from the run's first start, earliest first: where the
 * workers sat idle, for whoever rearranges the run (written to test-results/timeline.json).
 */
export function timelineRows(spans: ReadonlyArray<ModuleSpan>, relativeTo = '') {
  const first = Math.min(...spans.map((s) => s.start));
  const at = (ms: number) => Math.round((ms - first) / 100) / 10;
  return [...spans]
    .sort((a, b) => a.start - b.start)
    .map((s) => ({
      file: relativeTo && s.moduleId.startsWith(relativeTo) ? s.moduleId.slice(relativeTo.length) : s.moduleId,
      project: s.project,
      group: s.group,
      start: at(s.start),
      end: at(s.end),
    }));
}

function writeTimeline(spans: ReadonlyArray<ModuleSpan>, root: string): void {
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, 'test-results', 'timeline.json'), `${JSON.stringify(timelineRows(spans, root), null, 1)}\n`);
}

/**
 * Prints where the time went, then one plain closing line after vitest's own summary, so CI logs
 * (and anything that reads them) get the totals of every project in one place.
 */
export default class SummaryReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly spans: ModuleSpan[] = [];

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const start = this.started.get(module.moduleId) ?? performance.now();
    this.spans.push({
      moduleId: module.moduleId,
      project: module.project.name || 'tests',
      group: module.project.config.sequence.groupOrder ?? 0,
      start,
      end: performance.now(),
    });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const root = `${process.cwd()}/`;
    console.log(`\n${timeReport(testModules.map(timedModule), root).join('\n')}`);
    if (this.spans.length > 0) {
      console.log(groupReport(this.spans));
      writeTimeline(this.spans, root);
    }
    console.log(`\n${summaryLine(summarize(testModules, unhandledErrors), root)}`);
  }
}
