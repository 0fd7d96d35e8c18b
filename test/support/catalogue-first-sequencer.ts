import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, changed where the groups of vitest.config.ts need it:
 * - the catalogue's proof starts first: when its recorded proofs do not match (a changed judge or
 *   toolchain) it is by far the longest file, and must not wait behind the local-stack tests;
 * - the judge's files, which take turns (test/support/one-file-at-a-time.ts), are spaced among the
 *   unit, web and infra files by how long each takes (judgeTurns), so that a worker rarely holds a
 *   judge file that only waits for the one before it; the first group's long files (the type
 *   checks, every function bundled, the web build) start first beside them;
 * - among the integration files, the longest start first: the journeys (a local stack and Chromium
 *   each, a minute or more) and the catalogue's import and export (the whole catalogue through
 *   s3rver, the longest file of the group). Started last, as Vitest's order by file size had
 *   them, each ran on alone after everything else had finished.
 */
const longFirstGroupFiles = [
  /\/test\/types\.test\.ts$/,
  /\/test\/infra\/node-bundling\.test\.ts$/,
  /\/test\/infra\/infra-suite\.test\.ts$/,
  /\/web\/e2e\/bundle\.test\.ts$/,
];
/**
 * Projects whose files start early in the first group too: each of web-isolated's files loads React
 * and the app alone (10 s for the security tab); queued last, the last one ran alone at the end.
 */
const earlyProjects = ['web-isolated'];
/**
 * In this order: the weekly challenge's journey first (two minutes, most of them waiting for its
 * challenge to open and end, time the other workers use; queued behind the others, it would be the
 * last file left running).
 */
const longIntegrationFiles = [
  /\/web\/e2e\/challenge-journey\.test\.ts$/,
  /\/test\/integration\/catalogue\/import-export\.test\.ts$/,
  /\/web\/e2e\/[^/]*journey\.test\.ts$/,
  /\/web\/e2e\/accessibility\.test\.ts$/,
];

/**
 * Seconds a file of each project typically takes on 2 busy cores (a fresh clone's run, 2026-11-28),
 * for files Vitest has no timing of yet (it records each file's last duration in its cache).
 */
const typicalSeconds: Record<string, number> = {
  unit: 0.2,
  'unit-isolated': 0.7,
  infra: 40,
  types: 40,
  'infra-bundling': 50,
  web: 1.6,
  'web-isolated': 5.5,
  'integration-early': 9,
};

/**
 * The judge's files by the seconds each holds the judge's turn (the same run). Vitest's own record of
 * them counts the time a file waited for its turn too, so it cannot stand in for these.
 */
const judgeSeconds: ReadonlyArray<[RegExp, number]> = [
  [/\/hostile\.test\.ts$/, 70],
  [/\/verdicts\.test\.ts$/, 45],
  [/\/skip-after-tle\.test\.ts$/, 12],
  [/\/wall-clock\.test\.ts$/, 9],
  [/\/compile-once\.test\.ts$/, 8],
  [/\/judge-handler\.test\.ts$/, 4],
  [/\/runner\.test\.ts$/, 3],
];
const judgeSecondsOf = (file: string) => judgeSeconds.find(([pattern]) => pattern.test(file))?.[1] ?? 20;

/**
 * The judge's files, longest first, each followed by enough other files to keep the remaining
 * workers busy while it runs: a worker takes the next judge file about when the one before ends.
 * Workers take files in queue order, so the work queued between two judge files is what the other
 * workers do meanwhile.
 */
export function judgeTurns<T>(judge: readonly T[], others: readonly T[], seconds: (file: T) => number, workers: number): T[] {
  const turns = [...judge].sort((a, b) => seconds(b) - seconds(a));
  const queue: T[] = [];
  let owed = 0;
  for (const file of others) {
    if (owed <= 0 && turns.length) {
      const next = turns.shift()!;
      queue.push(next);
      owed = seconds(next) * Math.max(1, workers - 1);
    }
    queue.push(file);
    owed -= seconds(file);
  }
  return [...queue, ...turns];
}

export class CatalogueFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const of = (name: string) => sorted.filter((spec) => spec.project.name === name);
    const isLongFirst = (spec: TestSpecification) =>
      longFirstGroupFiles.some((pattern) => pattern.test(spec.moduleId)) || earlyProjects.includes(spec.project.name);
    const others = sorted.filter((spec) => !['judge', 'catalogue', 'integration'].includes(spec.project.name));
    const beside = [...others.filter(isLongFirst), ...others.filter((spec) => !isLongFirst(spec))];
    const seconds = (spec: TestSpecification) =>
      spec.project.name === 'judge'
        ? judgeSecondsOf(spec.moduleId)
        : (this.ctx.cache.getTestSpecificationResult(spec)?.duration ?? (typicalSeconds[spec.project.name] ?? 5) * 1000) / 1000;
    const workers = typeof this.ctx.config.maxWorkers === 'number' ? this.ctx.config.maxWorkers : availableParallelism();
    const integration = of('integration');
    const rank = (spec: TestSpecification) => longIntegrationFiles.findIndex((pattern) => pattern.test(spec.moduleId));
    const long = integration.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...of('catalogue'), ...judgeTurns(of('judge'), beside, seconds, workers), ...long, ...integration.filter((spec) => !long.includes(spec))];
  }
}
