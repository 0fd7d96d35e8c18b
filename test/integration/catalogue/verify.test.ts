/**
 * `npm run verify:problems` inside `npm test`: every package of the catalogue is proven through the
 * production judge and the real toolchains (verify.ts lists the checks), unless catalogue/proofs.json
 * records a proof of the same package by the same judge with the same toolchain versions
 * (proof-cache.ts); whatever this machine cannot match is proven now and recorded. A broken copy of
 * a package shows that verify fails, naming the problem and the file.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages } from '@contract/judge';
import { CATALOGUE_DIR, catalogueSlugs } from '../../../tools/catalogue/read-package';
import { verifyCatalogue } from '../../../scripts/catalogue/verify';
import { reportTable } from '../../../scripts/catalogue/verify-table';
import { proofContext, type ProofContext } from '../../../scripts/catalogue/proof-cache';

const scratch: string[] = [];
afterAll(async () => {
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

/**
 * The catalogue in four parts, each its own test with its own time budget: a part takes a few
 * minutes on two cores, the whole catalogue more than one test should.
 */
const PARTS = 4;
const allSlugs = await catalogueSlugs();
const partOf = (index: number) => allSlugs.filter((_, i) => i % PARTS === index);
let proofs: ProofContext;
beforeAll(async () => {
  proofs = await proofContext();
});

describe('the catalogue', () => {
  it('holds at least 10 problems, every folder a package', () => {
    expect(allSlugs.length).toBeGreaterThanOrEqual(10);
  });

  it.each(Array.from({ length: PARTS }, (_, i) => i))(
    'proves part %i of every package: all four languages AC, wrong answers WA, slow ones TLE, limits, validators, generators',
    async (part) => {
      const slugs = partOf(part);
      const started = performance.now();
      // One package more than cores: the local-stack tests beside this file (vitest.config.ts)
      // mostly wait, and a third package keeps the second core busy meanwhile.
      const reports = await verifyCatalogue(slugs, { concurrency: os.availableParallelism() + 1, proofs });
      const failures = reports.flatMap((r) => r.failures.map((f) => `${f.file}: ${f.message}`));
      const proven = reports.filter((r) => !r.fromProof).length;
      console.log(
        `${reportTable(reports)}\nverified ${reports.length} problems in ${((performance.now() - started) / 1000).toFixed(1)} s: ${proven} proven now, ${reports.length - proven} unchanged since their recorded proof`,
      );
      expect(failures).toEqual([]);
      expect(reports.map((r) => r.slug)).toEqual(slugs);
      for (const report of reports) {
        expect(Object.keys(report.slowestMs).sort()).toEqual([...judgeLanguages].sort());
        expect(report.timeLimit?.ok).toBe(true);
      }
    },
    600_000,
  );
});

describe('a recorded proof', () => {
  it('is made by the judge once, then reused while the package, the judge and the toolchains are unchanged', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'codearena-proven-catalogue-'));
    scratch.push(dir);
    await cp(path.join(CATALOGUE_DIR, 'a-plus-b'), path.join(dir, 'a-plus-b'), { recursive: true });
    const context: ProofContext = { ...proofs, file: path.join(dir, 'proofs.json') };

    const [first] = await verifyCatalogue(['a-plus-b'], { catalogueDir: dir, proofs: context });
    expect(first!.failures).toEqual([]);
    expect(first!.fromProof).toBeUndefined();
    expect(first!.seconds).toBeGreaterThan(0.5);

    const [second] = await verifyCatalogue(['a-plus-b'], { catalogueDir: dir, proofs: context });
    expect(second!.fromProof).toBe(new Date().toISOString().slice(0, 10));
    expect(second!.slowestMs).toEqual(first!.slowestMs);

    const [otherJudge] = await verifyCatalogue(['a-plus-b'], { catalogueDir: dir, proofs: { ...context, judge: 'another judge' } });
    expect(otherJudge!.fromProof).toBeUndefined();
  }, 120_000);
});

describe('a broken package', () => {
  it('fails, naming the problem and each file at fault', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'codearena-broken-catalogue-'));
    scratch.push(dir);
    const pkg = path.join(dir, 'a-plus-b');
    await cp(path.join(CATALOGUE_DIR, 'a-plus-b'), pkg, { recursive: true });
    await writeFile(path.join(pkg, 'submissions/accepted/main.py'), 'a, b = map(int, input().split())\nprint(a - b)\n');
    await writeFile(path.join(pkg, 'submissions/wrong_answer/also-right.js'), "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n");
    // Consistent, but not what the generator writes.
    await writeFile(path.join(pkg, 'data/secret/03.in'), '1 1\n');
    await writeFile(path.join(pkg, 'data/secret/03.ans'), '2\n');
    await writeFile(path.join(pkg, 'data/sample/2.in'), '-5   7\n');
    await writeFile(path.join(pkg, 'data/sample/2.ans'), '2\n');

    const [report] = await verifyCatalogue(['a-plus-b'], { catalogueDir: dir });
    const byFile = Object.fromEntries(report!.failures.map((f) => [f.file, f.message]));
    expect(report!.failures.every((f) => f.problem === 'a-plus-b')).toBe(true);
    expect(byFile['a-plus-b/submissions/accepted/main.py']).toMatch(/^expected AC, got WA on data\/sample\/1/);
    expect(byFile['a-plus-b/submissions/wrong_answer/also-right.js']).toMatch(/^expected WA, got AC/);
    expect(byFile['a-plus-b/data/secret/03.in']).toMatch(/differs from what generators\/gen\.py writes/);
    expect(byFile['a-plus-b/data/secret/03.ans']).toMatch(/differs from what generators\/gen\.py writes/);
    expect(byFile['a-plus-b/data/sample/2.in']).toMatch(/input_validators\/validate\.py refused it \(exit 43/);
  }, 60_000);
});
