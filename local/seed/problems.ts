/**
 * The catalogue for the local stack: every package of catalogue/ (tools/catalogue), imported the
 * way `npm run import:problems` imports it, tests in the packages bucket exactly where the judge
 * workflow reads them. Only packages whose uuid is not in the table yet are imported, so the first
 * start loads the whole catalogue and later starts only what was added since; run
 * `npm run import:problems -- catalogue --local` to bring edited packages up to date.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { CATALOGUE_DIR, catalogueSlugs, readPackage } from '../../tools/catalogue/read-package';

export interface SeededProblems {
  total: number;
  imported: number;
}

/** Packages read and imported at once: the whole catalogue in memory (161 MB) is what a start must not cost. */
const IMPORT_CHUNK = 10;

/**
 * Imports what is missing, with a progress line about every tenth of the way. Which packages are
 * missing is told by each one's uuid alone (its problem.yaml); only those are read whole, a few at a
 * time, so a start with the catalogue already imported reads kilobytes, not the catalogue. The data
 * module is imported here, after the Lambda environment is set (its clients read it when first used).
 */
export async function seedProblems(
  log: (line: string) => void = () => undefined,
  catalogueDir = CATALOGUE_DIR,
  only?: readonly string[],
): Promise<SeededProblems> {
  if (only?.length === 0) return { total: 0, imported: 0 };
  const { problemIdOfUuid } = await import('../../lambdas/data/catalogue');
  const { importPackages } = await import('../../tools/catalogue/import');
  const { readProblemIndex } = await import('../../lambdas/data/problem-index');
  const slugs = await catalogueSlugs(catalogueDir, only ? [...only] : []);
  // Also a problem imported before the problems list's index existed (a data folder from then).
  const listed = new Set((await readProblemIndex()).map((entry) => entry.problemId));
  const missing: string[] = [];
  for (const slug of slugs) {
    const uuid = await uuidOf(path.join(catalogueDir, slug));
    const problemId = uuid === undefined ? undefined : await problemIdOfUuid(uuid);
    if (!problemId || !listed.has(problemId)) missing.push(slug);
  }
  const step = Math.max(1, Math.ceil(missing.length / 10));
  for (let start = 0; start < missing.length; start += IMPORT_CHUNK) {
    const packages = await Promise.all(missing.slice(start, start + IMPORT_CHUNK).map((slug) => readPackage(path.join(catalogueDir, slug))));
    await importPackages(packages, (done) => {
      const imported = start + done;
      if (imported % step === 0 || imported === missing.length)
        log(`  … seeding problems ${progressBar(imported, missing.length)} ${imported}/${missing.length}`);
    });
  }
  return { total: slugs.length, imported: missing.length };
}

/** A package's uuid from its problem.yaml; undefined where it has none (a legacy package: read whole). */
async function uuidOf(packageDir: string): Promise<string | undefined> {
  const yaml = parse(await readFile(path.join(packageDir, 'problem.yaml'), 'utf8')) as { uuid?: unknown } | null;
  return typeof yaml?.uuid === 'string' ? yaml.uuid : undefined;
}

function progressBar(done: number, total: number, width = 20): string {
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}
