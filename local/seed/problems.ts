/**
 * The catalogue for the local stack: every package of catalogue/ (tools/catalogue), imported the
 * way `npm run import:problems` imports it, tests in the packages bucket exactly where the judge
 * workflow reads them. Only packages whose uuid is not in the table yet are imported, so the first
 * start loads the whole catalogue and later starts only what was added since; run
 * `npm run import:problems -- catalogue --local` to bring edited packages up to date.
 */
import { CATALOGUE_DIR } from '../../tools/catalogue/read-package';
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
  const packages = (await readPackagesFrom(catalogueDir)).filter((pkg) => !only || only.includes(pkg.slug));
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

function progressBar(done: number, total: number, width = 20): string {
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}
