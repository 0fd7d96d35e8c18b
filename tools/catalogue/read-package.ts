/**
 * A package directory on disk → its files → a checked ProblemPackage (parse-package.ts). Symbolic
 * links are refused: an imported package must not make the importer read outside itself.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PackageError, type ProblemPackage } from '@contract/catalogue/package';
import { parsePackage, type PackageFiles, type ParseOptions } from './parse-package';

/** The repository's catalogue: one package per folder. */
export const CATALOGUE_DIR = fileURLToPath(new URL('../../catalogue', import.meta.url));

/** Every file under `dir`, by its path relative to it with `/` separators. */
export async function readPackageFiles(dir: string): Promise<PackageFiles> {
  const slug = path.basename(dir);
  const files: PackageFiles = new Map();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    if (entry.isSymbolicLink()) throw new PackageError(`${slug}/${relative}`, 'symbolic links are not allowed in a package');
    if (!entry.isFile()) continue;
    // Python's caches, when a generator or validator ran in place, are not part of the package.
    if (relative.includes('__pycache__/')) continue;
    files.set(relative, await readFile(full));
  }
  return files;
}

export async function readPackage(dir: string, options?: ParseOptions): Promise<ProblemPackage> {
  if (!(await lstat(dir).catch(() => undefined))?.isDirectory()) throw new PackageError(path.basename(dir), 'not a directory');
  return parsePackage(path.basename(dir), await readPackageFiles(dir), options);
}

/** The package folders of a catalogue directory, in name order (those named, when slugs are given). */
export async function catalogueSlugs(catalogueDir = CATALOGUE_DIR, only: string[] = []): Promise<string[]> {
  const folders = (await readdir(catalogueDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const unknown = only.filter((slug) => !folders.includes(slug));
  if (unknown.length) throw new Error(`no such problem in ${catalogueDir}: ${unknown.join(', ')}`);
  return only.length ? folders.filter((f) => only.includes(f)) : folders;
}
