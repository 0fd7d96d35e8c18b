/**
 * import:problems and export:problems against DynamoDB Local and s3rver: the whole catalogue goes
 * in and comes back out byte for byte; importing again updates by uuid and never duplicates; the
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
import { ensureTable, startDynamoDbLocal, type RunningService } from '../../../local/dynamodb';
import { findFreePorts } from '../../../local/ports';
import { startS3Local } from '../../../local/s3/index';
import { exportProblemFiles } from '../../../scripts/catalogue/export';
import { importPackages } from '../../../tools/catalogue/import';
import { parsePackage, type PackageFiles } from '../../../tools/catalogue/parse-package';
import { CATALOGUE_DIR, readPackageFiles } from '../../../tools/catalogue/read-package';
import { readPackagesFrom } from '../../../tools/catalogue/sources';

const TABLE = 'codearena-catalogue-test';
const BUCKET = 'codearena-packages';
let dynamo: RunningService;
let s3: RunningService;
let dataDir: string;
let catalogue: ProblemPackage[];
let data: {
  catalogue: typeof import('../../../lambdas/data/catalogue');
  problems: typeof import('../../../lambdas/data/problems');
  clients: typeof import('../../../lambdas/data/clients');
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'codearena-catalogue-'));
  const [dynamoPort, s3Port] = await findFreePorts(2);
  [dynamo, s3] = await Promise.all([
    startDynamoDbLocal({ port: dynamoPort!, dataDir: path.join(dataDir, 'dynamodb'), inMemory: true }),
    startS3Local({ port: s3Port!, dataDir: path.join(dataDir, 's3'), buckets: [BUCKET], allowedOrigins: ['http://localhost'] }),
  ]);
  await ensureTable(dynamo.endpoint, TABLE);
  Object.assign(process.env, {
    TABLE_NAME: TABLE,
    PACKAGES_BUCKET: BUCKET,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  data = {
    catalogue: await import('../../../lambdas/data/catalogue'),
    problems: await import('../../../lambdas/data/problems'),
    clients: await import('../../../lambdas/data/clients'),
  };
  catalogue = await readPackagesFrom(CATALOGUE_DIR);
}, 60_000);

afterAll(async () => {
  await Promise.all([dynamo?.stop(), s3?.stop()]);
  await rm(dataDir, { recursive: true, force: true });
});

function expectSameFiles(actual: PackageFiles, expected: PackageFiles) {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, bytes] of expected) expect(Buffer.from(actual.get(file)!).equals(Buffer.from(bytes)), file).toBe(true);
}

const countBy = (packages: ProblemPackage[], difficulty: string) => packages.filter((p) => p.extension.difficulty === difficulty).length;

async function listed(pk: string, index: 'gsi1' | 'gsi2'): Promise<string[]> {
  const { Items = [] } = await data.clients.documentClient().send(new QueryCommand({
    TableName: TABLE, IndexName: index, KeyConditionExpression: `${index}pk = :pk`, ExpressionAttributeValues: { ':pk': pk },
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

/**
 * The whole catalogue (161 MB in 3,600 files) through s3rver: about 10 s a test alone on 2 cores,
 * up to 40 s beside the rest of the run's second group: 3× that.
 */
const WHOLE_CATALOGUE_MS = 120_000;

describe('importing the catalogue', () => {
  it('creates every problem: the item, its tests, the lists by difficulty and the summary', async () => {
    const progress: number[] = [];
    const outcomes = await importPackages(catalogue, (done) => progress.push(done));
    expect(outcomes.map((o) => o.outcome)).toEqual(catalogue.map(() => 'created'));
    expect(progress).toEqual(catalogue.map((_, i) => i + 1));

    expect(await data.catalogue.getCatalogueSummary()).toMatchObject({
      totalProblems: catalogue.length, easyCount: countBy(catalogue, 'Easy'), mediumCount: countBy(catalogue, 'Medium'), hardCount: countBy(catalogue, 'Hard'),
    });
    const problem = await data.problems.getProblem('a-plus-b');
    expect(problem).toMatchObject({
      title: 'A + B', difficulty: 'Easy', topic: 'Math & Logic', uuid: 'ac188b0b-5582-40eb-9c98-29f3104679a5', timeMs: 1000, memoryMb: 256,
      sampleCount: 2, testCount: 5, license: 'cc by-sa', rightsOwner: 'CodeArena', credits: { authors: 'CodeArena team' },
    });
    expect(problem?.starterCode?.python?.code).toMatch(/Print the sum/);
    expect(await data.problems.loadProblemTests('a-plus-b', 2)).toEqual([{ input: '1 2\n', expected: '3\n' }, { input: '-5 7\n', expected: '2\n' }]);
    expect(await listed('PROBLEMS#Hard', 'gsi1')).toEqual(catalogue.filter((p) => p.extension.difficulty === 'Hard').map((p) => p.slug).sort());
    expect(await listed('PROBLEMS', 'gsi2')).toEqual(catalogue.map((p) => p.slug).sort());
  }, WHOLE_CATALOGUE_MS);

  it('exports every problem back as the same files, byte for byte', async () => {
    for (const pkg of catalogue) expectSameFiles(await exportProblemFiles(pkg.slug), await readPackageFiles(path.join(CATALOGUE_DIR, pkg.slug)));
  }, WHOLE_CATALOGUE_MS);

  it('imports again as updates: nothing duplicated, the summary unchanged', async () => {
    // Every eighth package and each difficulty's first: updating is the same path for all (75 s for the whole catalogue on 2 cores).
    const again = catalogue.filter((pkg, i) => i % 8 === 0 || catalogue.findIndex((p) => p.extension.difficulty === pkg.extension.difficulty) === i);
    expect(new Set(again.map((p) => p.extension.difficulty))).toEqual(new Set(['Easy', 'Medium', 'Hard']));
    const outcomes = await importPackages(again);
    expect(outcomes.map((o) => o.outcome)).toEqual(again.map(() => 'updated'));
    expect(await listed('PROBLEMS', 'gsi2')).toHaveLength(catalogue.length);
    expect((await data.catalogue.getCatalogueSummary()).totalProblems).toBe(catalogue.length);
  }, WHOLE_CATALOGUE_MS);
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
