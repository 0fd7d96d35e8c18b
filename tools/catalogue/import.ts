/**
 * Loads checked packages into the table and the packages bucket: the problem item (what the app
 * reads), one object per test (what the judge reads), and the rest of the package archived file by
 * file (what the export gives back). Every package is read and checked before anything is written,
 * so a bad package in a batch writes nothing; then each problem is written tests first and item
 * last, so the item never points at tests that are not there yet.
 *
 * The data module reads its table and bucket from the Lambda environment (TABLE_NAME,
 * PACKAGES_BUCKET) and its endpoints from the SDK's: set them before calling (import-cli.ts does).
 */
import type { ProblemPackage } from '@contract/catalogue/package';
import { judgeLanguages } from '@contract/judge';
import type { CatalogueProblem } from '../../lambdas/data/catalogue';
import type { ProblemTests } from '../../lambdas/data/problems';

export interface ProblemRecord {
  problem: CatalogueProblem;
  tests: ProblemTests;
  /** Every file of the package the item and the tests do not hold. */
  archive: Map<string, Uint8Array>;
}

/** What the table and the bucket hold of a package. */
export function problemRecord(pkg: ProblemPackage, problemId = pkg.slug): ProblemRecord {
  const tests = [...pkg.samples, ...pkg.secret];
  const templates = Object.fromEntries(
    judgeLanguages.flatMap((language) => {
      const template = pkg.templates[language];
      return template ? [[language, { file: template.path, code: template.source }]] : [];
    }),
  );
  const statementFile = pkg.statement.path;
  // A test's .yaml stays in the archive (the export writes it back); its hint is also on the item.
  const inItemOrTests = (path: string) => /^data\/.*\.(in|ans)$/.test(path) || path === statementFile || path.startsWith('attachments/templates/');
  return {
    problem: {
      problemId,
      uuid: pkg.uuid,
      title: pkg.title,
      difficulty: pkg.extension.difficulty,
      topic: pkg.extension.topic,
      tags: pkg.extension.tags,
      keywords: pkg.keywords,
      statement: pkg.statement.text,
      statementFormat: pkg.statement.format,
      statementFile,
      timeMs: Math.round(pkg.timeLimitSeconds * 1000),
      memoryMb: pkg.memoryMib,
      sampleCount: pkg.samples.length,
      testCount: tests.length,
      testNames: tests.map((t) => t.name),
      testHints: tests.flatMap((t, index) => (t.hint ? [{ index, hint: t.hint }] : [])),
      ...(pkg.credits !== undefined && { credits: pkg.credits }),
      ...(pkg.source !== undefined && { source: pkg.source }),
      license: pkg.license,
      ...(pkg.rightsOwner && { rightsOwner: pkg.rightsOwner }),
      ...(pkg.extension.attribution && { attribution: pkg.extension.attribution }),
      starterCode: templates,
      timing: { ...pkg.timeMultipliers, resolutionSeconds: pkg.timeResolutionSeconds },
    },
    tests: tests.map((t) => ({ input: t.input, expected: t.answer })),
    archive: new Map([...pkg.files].filter(([path]) => !inItemOrTests(path))),
  };
}

export interface ImportOutcome {
  slug: string;
  problemId: string;
  outcome: 'created' | 'updated';
}

/**
 * Writes the packages, in order, and returns what each became. A package whose uuid was imported
 * before updates that problem (even if its folder was renamed); one whose folder name is taken by
 * another uuid is refused before anything of it is written.
 */
export async function importPackages(packages: ProblemPackage[], onProgress?: (done: number, total: number, outcome: ImportOutcome) => void): Promise<ImportOutcome[]> {
  const data = await import('../../lambdas/data/catalogue');
  const storage = await import('../../lambdas/data/problems');
  const outcomes: ImportOutcome[] = [];
  for (const pkg of packages) {
    const problemId = (await data.problemIdOfUuid(pkg.uuid)) ?? pkg.slug;
    const holder = await storage.getProblem(problemId);
    if (holder && holder.uuid !== pkg.uuid) throw new data.ProblemIdTakenError(problemId, holder.uuid ?? 'none');
    const record = problemRecord(pkg, problemId);
    await storage.putProblemTests(problemId, record.tests);
    await storage.deleteProblemTestsFrom(problemId, record.tests.length);
    await storage.putProblemArchive(problemId, record.archive);
    const outcome = { slug: pkg.slug, problemId, outcome: await data.saveCatalogueProblem(record.problem) };
    outcomes.push(outcome);
    onProgress?.(outcomes.length, packages.length, outcome);
  }
  return outcomes;
}
