import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, changed where the groups of vitest.config.ts need it:
 * - the catalogue's proof starts first: when its recorded proofs do not match (a changed judge or
 *   toolchain) it is by far the longest file, and must not wait behind the local-stack tests;
 * - the judge's files, which take turns (test/support/one-file-at-a-time.ts), are spread among the
 *   unit, web and infra files, so that the workers rarely both hold one and wait; the first group's
 *   long files (every function bundled, the web build) start first beside them;
 * - among the integration files, the longest start first: the journeys (a local stack and Chromium
 *   each, a minute or more) and the catalogue's import and export (the whole catalogue through
 *   s3rver, the longest file of the group). Started last, as Vitest's order by file size had
 *   them, each ran on alone after everything else had finished.
 */
const longFirstGroupFiles = [/\/test\/infra\/node-bundling\.test\.ts$/, /\/web\/e2e\/bundle\.test\.ts$/];
const longIntegrationFiles = [
  /\/test\/integration\/catalogue\/import-export\.test\.ts$/,
  /\/web\/e2e\/[^/]*journey\.test\.ts$/,
  /\/web\/e2e\/accessibility\.test\.ts$/,
];

export class CatalogueFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const of = (name: string) => sorted.filter((spec) => spec.project.name === name);
    const judge = of('judge');
    const isLongFirst = (spec: TestSpecification) => longFirstGroupFiles.some((pattern) => pattern.test(spec.moduleId));
    const others = sorted.filter((spec) => !['judge', 'catalogue', 'integration'].includes(spec.project.name));
    const beside = [...others.filter(isLongFirst), ...others.filter((spec) => !isLongFirst(spec))];
    const every = Math.max(1, Math.floor(beside.length / Math.max(1, judge.length)));
    const spread = beside.flatMap((spec, i) => (i % every === 0 && judge.length ? [judge.shift()!, spec] : [spec]));
    const integration = of('integration');
    const long = integration.filter((spec) => longIntegrationFiles.some((pattern) => pattern.test(spec.moduleId)));
    return [...of('catalogue'), ...spread, ...judge, ...long, ...integration.filter((spec) => !long.includes(spec))];
  }
}
