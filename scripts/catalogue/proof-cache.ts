/**
 * The record of proofs already made: a package proven once need not be proven again until something
 * that could change its verdicts changes. A record is keyed by three hashes, and a proof is reused
 * only when all three match what this machine has now:
 * - the package: every file of its folder, by path and content;
 * - the judge: the code that judges and the code that proves (JUDGE_SOURCES below);
 * - the toolchains: the versions g++, python3, java, javac and the judge's node print, with the
 *   platform and architecture.
 * Anything else is a miss, and a miss is proven by the real judge (verify.ts) and recorded. Only
 * passing proofs are recorded, so a failure is always proven again.
 *
 * The record is committed (catalogue/proofs.json): a fresh clone on a machine with the same
 * toolchains reuses it, one with other versions proves everything again. Whoever changes a package,
 * the judge or a toolchain commits the proofs its run wrote.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { toolPath, type ToolName } from '../../lambdas/judge/core/toolchains';
import { readPackageFiles } from '../../tools/catalogue/read-package';
import type { ProblemReport } from './problem-report';

const exec = promisify(execFile);
const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));

/** What judges a submission and what proves a package: a change to any of these re-proves everything. */
export const JUDGE_SOURCES = ['lambdas/judge/core', 'judge-images/runner', 'contract/judge.ts', 'contract/catalogue', 'tools/catalogue', 'scripts/catalogue'];

/** The proofs of the repository's catalogue, beside its packages. */
export const PROOFS_FILE = fileURLToPath(new URL('../../catalogue/proofs.json', import.meta.url));

export interface ProofKey {
  package: string;
  judge: string;
  toolchains: string;
}

export interface ProofRecord extends ProofKey {
  slowestMs: ProblemReport['slowestMs'];
  timeLimit: NonNullable<ProblemReport['timeLimit']>;
  /** When it was proven (UTC date), and how long the proof took. */
  provenOn: string;
  seconds: number;
}

export interface ProofsFile {
  /** The versions behind the `toolchains` hash of the latest records, for whoever reads a miss. */
  toolchains: Record<string, string>;
  proofs: Record<string, ProofRecord>;
}

function sha256(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Files as (path, bytes), sorted by path: the hash of a folder must not depend on the order a disk lists it. */
function hashFiles(files: Map<string, Uint8Array>): string {
  return sha256(...[...files.keys()].sort().flatMap((name) => [name, files.get(name)!]));
}

export async function packageHash(packageDir: string): Promise<string> {
  return hashFiles(await readPackageFiles(packageDir));
}

async function filesUnder(root: string, entry: string): Promise<Map<string, Uint8Array>> {
  const full = path.join(root, entry);
  const files = new Map<string, Uint8Array>();
  const found = await readdir(full, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return undefined;
    throw error;
  });
  if (!found) {
    files.set(entry, await readFile(full));
    return files;
  }
  for (const item of found) {
    if (!item.isFile()) continue;
    const file = path.join(item.parentPath, item.name);
    files.set(path.relative(root, file).split(path.sep).join('/'), await readFile(file));
  }
  return files;
}

export async function judgeHash(root = REPOSITORY, sources = JUDGE_SOURCES): Promise<string> {
  const all = new Map<string, Uint8Array>();
  for (const entry of sources) for (const [name, bytes] of await filesUnder(root, entry)) all.set(name, bytes);
  return hashFiles(all);
}

const versionProbes: Record<Exclude<ToolName, 'node'>, string[]> = {
  gxx: ['--version'],
  python3: ['--version'],
  java: ['-version'],
  javac: ['-version'],
};

/** What each toolchain the judge runs says of its version (the same binaries the judge resolves). */
export async function toolchainVersions(): Promise<Record<string, string>> {
  const versions: Record<string, string> = { platform: `${process.platform}-${process.arch}`, node: process.version };
  for (const [tool, args] of Object.entries(versionProbes) as [Exclude<ToolName, 'node'>, string[]][]) {
    const binary = await toolPath(tool, undefined, false);
    const { stdout, stderr } = await exec(binary, args, { timeout: 30_000 });
    versions[tool] = `${stdout}${stderr}`.trim().split('\n')[0]!.trim();
  }
  return versions;
}

export function toolchainsHash(versions: Record<string, string>): string {
  return sha256(JSON.stringify(Object.entries(versions).sort(([a], [b]) => a.localeCompare(b))));
}

export async function readProofs(file: string): Promise<ProofsFile> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as ProofsFile;
    return { toolchains: parsed.toolchains ?? {}, proofs: parsed.proofs ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return { toolchains: {}, proofs: {} };
    throw error;
  }
}

/** The record for `slug` when its key is the one given, else nothing (a miss). */
export function matchingProof(proofs: ProofsFile, slug: string, key: ProofKey): ProofRecord | undefined {
  const record = proofs.proofs[slug];
  if (!record) return undefined;
  return record.package === key.package && record.judge === key.judge && record.toolchains === key.toolchains ? record : undefined;
}

export function reportFromProof(slug: string, record: ProofRecord): ProblemReport {
  return { slug, slowestMs: record.slowestMs, timeLimit: record.timeLimit, failures: [], seconds: 0, fromProof: record.provenOn };
}

/**
 * Adds the passing reports to the file, read again just before writing so that two runs proving
 * different packages keep each other's records; sorted by slug, so a diff shows what changed.
 */
export async function recordProofs(file: string, toolchains: Record<string, string>, entries: { key: ProofKey; report: ProblemReport }[]): Promise<void> {
  const passing = entries.filter(({ report }) => report.failures.length === 0 && report.timeLimit && !report.fromProof);
  if (passing.length === 0) return;
  const current = await readProofs(file);
  const provenOn = new Date().toISOString().slice(0, 10);
  for (const { key, report } of passing) {
    current.proofs[report.slug] = { ...key, slowestMs: report.slowestMs, timeLimit: report.timeLimit!, provenOn, seconds: Number(report.seconds.toFixed(1)) };
  }
  const sorted = Object.fromEntries(Object.entries(current.proofs).sort(([a], [b]) => a.localeCompare(b)));
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ toolchains, proofs: sorted }, null, 1)}\n`);
  await rename(temporary, file);
}

/** Everything a run needs to look records up: the judge's and the toolchains' halves of every key. */
export interface ProofContext {
  file: string;
  judge: string;
  toolchains: string;
  versions: Record<string, string>;
}

export async function proofContext(file = PROOFS_FILE): Promise<ProofContext> {
  const versions = await toolchainVersions();
  return { file, judge: await judgeHash(), toolchains: toolchainsHash(versions), versions };
}

