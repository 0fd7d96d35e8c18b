/**
 * Where import:problems finds packages: a package directory, a directory of package directories,
 * or a zip holding either. Zip entries are checked before anything is unpacked: no absolute paths,
 * no `..`, no more than MAX_ZIP_BYTES in all once unpacked (a zip bomb is refused, not unpacked).
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { PackageError, type ProblemPackage } from '@contract/catalogue/package';
import { parsePackage, type PackageFiles, type ParseOptions } from './parse-package';
import { readPackage } from './read-package';

export const MAX_ZIP_BYTES = 512 * 1024 * 1024;

export async function readPackagesFrom(source: string, options?: ParseOptions): Promise<ProblemPackage[]> {
  const info = await stat(source).catch(() => undefined);
  if (!info) throw new Error(`${source}: no such file or directory`);
  if (info.isFile()) {
    if (!source.toLowerCase().endsWith('.zip')) throw new Error(`${source}: give a package directory, a directory of packages, or a .zip`);
    return readZip(source, options);
  }
  if (await exists(path.join(source, 'problem.yaml'))) return [await readPackage(source, options)];
  const folders = (await readdir(source, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const packages: ProblemPackage[] = [];
  for (const folder of folders) {
    if (await exists(path.join(source, folder, 'problem.yaml'))) packages.push(await readPackage(path.join(source, folder), options));
  }
  if (!packages.length) throw new Error(`${source}: no problem.yaml here nor in any folder directly under it`);
  return packages;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

async function readZip(zipPath: string, options?: ParseOptions): Promise<ProblemPackage[]> {
  const name = path.basename(zipPath);
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(await readFile(zipPath), {
      filter: (entry) => {
        if (entry.name.startsWith('/') || entry.name.split('/').includes('..')) throw new PackageError(`${name}:${entry.name}`, 'an entry may not leave the archive');
        total += entry.originalSize;
        if (total > MAX_ZIP_BYTES) throw new PackageError(name, `unpacks to more than ${MAX_ZIP_BYTES / 1024 / 1024} MB`);
        return !entry.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof PackageError) throw error;
    throw new PackageError(name, `not a readable zip (${(error as Error).message})`);
  }
  const paths = Object.keys(entries).filter((p) => !p.startsWith('__MACOSX/'));
  const take = (prefix: string): PackageFiles =>
    new Map(paths.filter((p) => p.startsWith(prefix)).map((p) => [p.slice(prefix.length), entries[p]!] as const));
  if (paths.includes('problem.yaml')) return [parsePackage(path.basename(zipPath, path.extname(zipPath)), take(''), options)];
  const roots = [...new Set(paths.filter((p) => /^[^/]+\/problem\.yaml$/.test(p)).map((p) => p.split('/')[0]!))].sort();
  if (!roots.length) throw new PackageError(name, 'no problem.yaml at its root nor in any folder directly under it');
  return roots.map((root) => parsePackage(root, take(`${root}/`), options));
}
