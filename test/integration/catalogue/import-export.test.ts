/**
 * import:problems and export:problems against DynamoDB Local and s3rver: catalogue packages go in
 * and come back out byte for byte (every package's item fits the table); importing again updates by uuid and never duplicates; the
 * meta/summary counts stay true; a package that would overwrite another problem, or a zip that
 * would write outside itself, is refused before anything is written.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { zipSync } from 'fflate';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageError, type ProblemPackage } from '@contract/catalogue/package';
import type { RunningService } from '../../../local/dynamodb';
import { findFreePorts } from '../../../local/ports';
import { startS3Local } from '../../../local/s3/index';
import { exportProblemFiles } from '../../../scripts/catalogue/export';
import { importPackages, problemRecord } from '../../../tools/catalogue/import';
import { parsePackage, type PackageFiles } from '../../../tools/catalogue/parse-package';
import { CATALOGUE_DIR, readPackageFiles } from '../../../tools/catalogue/read-package';
import { readPackagesFrom } from '../../../tools/catalogue/sources';
import { startTableHarness, type TableHarness } from '../support/table-harness';

const BUCKET = 'codearena-packages';
let table: TableHarness;
let s3: RunningService;
let dataDir: string;
let catalogue: ProblemPackage[];
/** Each package's problem item, measured once: JSON's length is about DynamoDB's count (names and values in UTF-8). */
let itemBytes: Map<ProblemPackage, number>;
/** What goes through DynamoDB Local and s3rver (importedSubset). */
let imported: ProblemPackage[];
let data: {
  catalogue: typeof import('../../../lambdas/data/catalogue');
  problems: typeof import('../../../lambdas/data/problems');
  clients: typeof import('../../../lambdas/data/clients');
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'codearena-catalogue-'));
  const [s3Port] = await findFreePorts(1);
  // The table on the run's shared DynamoDB Local (its harness sets the table's environment).
  [table, s3] = await Promise.all([
    startTableHarness('catalogue-import'),
    startS3Local({ port: s3Port!, dataDir: path.join(dataDir, 's3'), buckets: [BUCKET], allowedOrigins: ['http://localhost'] }),
  ]);
  Object.assign(process.env, { PACKAGES_BUCKET: BUCKET, S3_FORCE_PATH_STYLE: 'true', AWS_ENDPOINT_URL_S3: s3.endpoint });
  data = {
    catalogue: await import('../../../lambdas/data/catalogue'),
    problems: await import('../../../lambdas/data/problems'),
    clients: await import('../../../lambdas/data/clients'),
  };
  catalogue = await readPackagesFrom(CATALOGUE_DIR);
  itemBytes = new Map(catalogue.map((pkg) => [pkg, Buffer.byteLength(JSON.stringify(problemRecord(pkg).problem))]));
  imported = importedSubset(catalogue);
}, 60_000);

afterAll(async () => {
  await Promise.all([table?.stop(), s3?.stop()]);
  await rm(dataDir, { recursive: true, force: true });
});

function expectSameFiles(actual: PackageFiles, expected: PackageFiles) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, bytes] of expected) expect(Buffer.from(actual.get(file)!).equals(Buffer.from(bytes)), file).toBe(true);
}

const countBy = (packages: ProblemPackage[], difficulty: string) => packages.filter((p) => p.extension.difficulty === difficulty).length;

async function listed(pk: string, index: 'gsi1' | 'gsi2'): Promise<string[]> {
  const { Items = [] } = await data.clients.documentClient().send(new QueryCommand({
    TableName: table.table, IndexName: index, KeyConditionExpression: `${index}pk = :pk`, ExpressionAttributeValues: { ':pk': pk },
  }));
  return Items.map((i) => i.problemId as string).sort();
}

function edited(pkg: ProblemPackage, changes: Record<string, string | undefined>, slug = pkg.slug): ProblemPackage {
  const files = new Map(pkg.files);
  for (const [file, text] of Object.entries(changes)) {
    if (text === undefined) files.delete(file);
    else files.set(file, new TextEncoder().encode(text));
  }
  return parsePackage(slug, files);
}

/** About three times what importing the subset below takes beside the rest of the run's second group. */
const IMPORT_MS = 90_000;

/** The packages the later tests edit: they must have been imported. */
const EDITED_LATER = ['range-xor', 'coin-change', 'a-plus-b', 'reverse-a-string'];
const packageBytes = (pkg: ProblemPackage) => [...pkg.files.values()].reduce((sum, bytes) => sum + bytes.byteLength, 0);

/**
 * What goes through DynamoDB Local and s3rver: the five largest packages, the one with the largest
 * item, each difficulty's first, every eighth, and those the later tests edit. Writing all 103
 * (160 MB) took a minute and a half of a loaded machine for no path the subset does not take; what
 * depends on each package's own content, its item's size, is checked for every package below.
 */
function importedSubset(all: ProblemPackage[]): ProblemPackage[] {
  const bySize = [...all].sort((a, b) => packageBytes(b) - packageBytes(a)).slice(0, 5);
  const largestItem = [...all].sort((a, b) => itemBytes.get(b)! - itemBytes.get(a)!)[0]!;
  const firstOfEach = new Set(['Easy', 'Medium', 'Hard'].map((difficulty) => all.find((p) => p.extension.difficulty === difficulty)!));
  const chosen = new Set([...bySize, largestItem, ...firstOfEach, ...all.filter((p, i) => i % 8 === 0 || EDITED_LATER.includes(p.slug))]);
  return all.filter((pkg) => chosen.has(pkg));
}

describe('importing the catalogue', () => {
  it('makes of every package a problem item well within DynamoDB’s 400 KB (its tests and files go to the bucket)', () => {
    // The keys and index attributes add little to the item's JSON.
    const largest = Math.max(...itemBytes.values());
    expect(largest).toBeLessThan(300_000);
  });

  it('creates every problem: the item, its tests, the lists by difficulty and the summary', async () => {
    expect(imported.length).toBeGreaterThanOrEqual(15);
    const progress: number[] = [];
    const outcomes = await importPackages(imported, (done) => progress.push(done));
    expect(outcomes.map((o) => o.outcome)).toEqual(imported.map(() => 'created'));
    expect(progress).toEqual(imported.map((_, i) => i + 1));

    expect(await data.catalogue.getCatalogueSummary()).toMatchObject({
      totalProblems: imported.length, easyCount: countBy(imported, 'Easy'), mediumCount: countBy(imported, 'Medium'), hardCount: countBy(imported, 'Hard'),
    });
    const problem = await data.problems.getProblem('a-plus-b');
    expect(problem).toMatchObject({
      title: 'A + B', difficulty: 'Easy', topic: 'Math & Logic', uuid: 'ac188b0b-5582-40eb-9c98-29f3104679a5', timeMs: 1000, memoryMb: 256,
      sampleCount: 2, testCount: 5, license: 'cc by-sa', rightsOwner: 'CodeArena', credits: { authors: 'CodeArena team' },
    });
    expect(problem?.starterCode?.python?.code).toMatch(/Print the sum/);
    expect(await data.problems.loadProblemTests('a-plus-b', 2)).toEqual([{ input: '1 2\n', expected: '3\n' }, { input: '-5 7\n', expected: '2\n' }]);
    expect(await listed('PROBLEMS#Hard', 'gsi1')).toEqual(imported.filter((p) => p.extension.difficulty === 'Hard').map((p) => p.slug).sort());
    expect(await listed('PROBLEMS', 'gsi2')).toEqual(imported.map((p) => p.slug).sort());
  }, IMPORT_MS);

  it('exports every problem back as the same files, byte for byte', async () => {
    for (const pkg of imported) expectSameFiles(await exportProblemFiles(pkg.slug), await readPackageFiles(path.join(CATALOGUE_DIR, pkg.slug)));
  }, IMPORT_MS);

  it('imports again as updates: nothing duplicated, the summary unchanged', async () => {
    const outcomes = await importPackages(imported);
    expect(outcomes.map((o) => o.outcome)).toEqual(imported.map(() => 'updated'));
    expect(await listed('PROBLEMS', 'gsi2')).toHaveLength(imported.length);
    expect((await data.catalogue.getCatalogueSummary()).totalProblems).toBe(imported.length);
  }, IMPORT_MS);
});

describe('updating a problem by its uuid', () => {
  it('moves the summary count with a new difficulty, and drops tests and files the new version lost', async () => {
    const before = await data.catalogue.getCatalogueSummary();
    const pkg = catalogue.find((p) => p.slug === 'range-xor')!;
    const harder = edited(pkg, {
      'codearena.yaml': 'difficulty: Hard\ntopic: Bitwise & Hashing\ntags: [xor]\n',
      'data/secret/05.in': undefined,
      'data/secret/05.ans': undefined,
      'submissions/wrong_answer/off-by-one.py': undefined,
    });
    await importPackages([harder]);
    const after = await data.catalogue.getCatalogueSummary();
    expect(after).toMatchObject({ totalProblems: before.totalProblems, mediumCount: before.mediumCount - 1, hardCount: before.hardCount + 1 });
    expect(await data.problems.countProblemTests('range-xor')).toBe(harder.samples.length + harder.secret.length);
    expect(await listed('PROBLEMS#Hard', 'gsi1')).toContain('range-xor');
    expect(await listed('PROBLEMS#Medium', 'gsi1')).not.toContain('range-xor');
    expectSameFiles(await exportProblemFiles('range-xor'), harder.files);

    await importPackages([pkg]);
    expect(await data.catalogue.getCatalogueSummary()).toMatchObject({ mediumCount: before.mediumCount, hardCount: before.hardCount });
    expectSameFiles(await exportProblemFiles('range-xor'), pkg.files);
  });

  it('keeps the problem id when the folder was renamed', async () => {
    const pkg = catalogue.find((p) => p.slug === 'coin-change')!;
    const [outcome] = await importPackages([parsePackage('fewest-coins', pkg.files)]);
    expect(outcome).toEqual({ slug: 'fewest-coins', problemId: 'coin-change', outcome: 'updated' });
    expect(await data.problems.getProblem('fewest-coins')).toBeUndefined();
  });

  it('refuses a package whose folder name belongs to another uuid, writing nothing', async () => {
    const pkg = catalogue.find((p) => p.slug === 'a-plus-b')!;
    const impostor = edited(pkg, {
      'problem.yaml': new TextDecoder().decode(pkg.files.get('problem.yaml')).replace(pkg.uuid, '00000000-0000-4000-8000-000000000000'),
      'data/sample/1.ans': '4\n',
    });
    await expect(importPackages([impostor])).rejects.toThrow(/the problem id a-plus-b belongs to another package \(uuid ac188b0b/);
    expect(await data.problems.loadProblemTests('a-plus-b', 1)).toEqual([{ input: '1 2\n', expected: '3\n' }]);
    expect(await data.catalogue.problemIdOfUuid('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});

describe('zips and legacy Kattis packages', () => {
  const legacyFiles = (): Record<string, Uint8Array> => {
    const pkg = catalogue.find((p) => p.slug === 'reverse-a-string')!;
    const files: Record<string, Uint8Array> = {};
    for (const [file, bytes] of pkg.files) {
      if (file === 'problem.yaml' || file === 'codearena.yaml' || file.startsWith('statement/') || file.startsWith('attachments/')) continue;
      files[`mirror/${file}`] = bytes;
    }
    files['mirror/problem.yaml'] = new TextEncoder().encode('name: Mirror\nauthor: Ada Lovelace\nsource: Example Cup 2024\nlicense: cc by\nrights_owner: Ada Lovelace\n');
    files['mirror/problem_statement/problem.en.tex'] = new TextEncoder().encode('\\problemname{Mirror}\nPrint the word backwards.\n');
    files['mirror/LICENSE'] = new TextEncoder().encode('CC BY 4.0\n');
    return files;
  };

  it('imports a zip of a legacy package with the extension given by the caller, and exports it back whole', async () => {
    const zip = path.join(dataDir, 'legacy.zip');
    await writeFile(zip, zipSync(legacyFiles()));
    await expect(readPackagesFrom(zip)).rejects.toThrow('mirror/codearena.yaml: missing');
    const [pkg] = await readPackagesFrom(zip, { extensionDefaults: { difficulty: 'Easy', topic: 'String & Pattern Matching', tags: ['strings'] } });
    expect(pkg).toMatchObject({ slug: 'mirror', format: 'legacy', title: 'Mirror', license: 'cc by', credits: 'Ada Lovelace', statement: { format: 'latex' } });
    const [outcome] = await importPackages([pkg!]);
    expect(outcome?.outcome).toBe('created');
    // Whole, plus the codearena.yaml the import was given, so the export re-imports without flags.
    const exported = await exportProblemFiles('mirror');
    expect(new TextDecoder().decode(exported.get('codearena.yaml'))).toBe('difficulty: Easy\ntopic: String & Pattern Matching\ntags:\n  - strings\n');
    exported.delete('codearena.yaml');
    expectSameFiles(exported, new Map(Object.entries(legacyFiles()).map(([file, bytes]) => [file.slice('mirror/'.length), bytes])));
  });

  it('refuses a zip entry that climbs out of the archive, before unpacking anything', async () => {
    const zip = path.join(dataDir, 'evil.zip');
    await writeFile(zip, zipSync({ ...legacyFiles(), '../evil/problem.yaml': new Uint8Array([1]) }));
    const error = await readPackagesFrom(zip).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PackageError);
    expect((error as PackageError).message).toMatch(/evil\.zip:\.\.\/evil\/problem\.yaml: an entry may not leave the archive/);
  });
});
