/**
 * The catalogue for the local stack: every package of catalogue/ (tools/catalogue), imported the
 * way `npm run import:problems` imports it, tests in the packages bucket exactly where the judge
 * workflow reads them. Only packages whose uuid is not in the table yet are imported, so the first
 * start loads the whole catalogue and later starts only what was added since; run
 * `npm run import:problems -- catalogue --local` to bring edited packages up to date.
 */
import path from 'node:path';
import type { ProblemPackage } from '@contract/catalogue/package';
import { CATALOGUE_DIR, catalogueSlugs, readPackage } from '../../tools/catalogue/read-package';
import { readPackagesFrom } from '../../tools/catalogue/sources';

export interface SeededProblems {
  total: number;
  imported: number;
}

/**
 * Imports what is missing, with a progress line about every tenth of the way. The data module is
 * imported here, after the Lambda environment is set (its clients read it when first used).
 */
export async function seedProblems(
  log: (line: string) => void = () => undefined,
  catalogueDir = CATALOGUE_DIR,
  only?: readonly string[],
): Promise<SeededProblems> {
  const { problemIdOfUuid } = await import('../../lambdas/data/catalogue');
  const { importPackages } = await import('../../tools/catalogue/import');
  const { readProblemIndex } = await import('../../lambdas/data/problem-index');
  const packages = await readSeeded(catalogueDir, only);
  // Also a problem imported before the problems list's index existed (a data folder from then).
  const listed = new Set((await readProblemIndex()).map((entry) => entry.problemId));
  const missing = [];
  for (const pkg of packages) {
    const problemId = await problemIdOfUuid(pkg.uuid);
    if (!problemId || !listed.has(problemId)) missing.push(pkg);
  }
  const step = Math.max(1, Math.ceil(missing.length / 10));
  await importPackages(missing, (done, total) => {
    if (done % step === 0 || done === total) log(`  … seeding problems ${progressBar(done, total)} ${done}/${total}`);
  });
  return { total: packages.length, imported: missing.length };
}

/**
 * The packages to seed: all, or only those named, and then only their folders are read (a test's
 * stack seeds one or none: reading all 161 MB to keep one took seconds of every start).
 */
async function readSeeded(catalogueDir: string, only?: readonly string[]): Promise<ProblemPackage[]> {
  if (!only) return readPackagesFrom(catalogueDir);
  if (only.length === 0) return [];
  const slugs = await catalogueSlugs(catalogueDir, [...only]);
  return Promise.all(slugs.map((slug) => readPackage(path.join(catalogueDir, slug))));
}

function progressBar(done: number, total: number, width = 20): string {
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}
