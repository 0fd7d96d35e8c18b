/** What an import writes where: the item (what the app reads), the tests (the judge), the archive (the rest). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemRecord } from '../../../tools/catalogue/import';
import { CATALOGUE_DIR, readPackage } from '../../../tools/catalogue/read-package';

const pkg = await readPackage(path.join(CATALOGUE_DIR, 'coin-change'));

describe('a package as the table and the bucket hold it', () => {
  const record = problemRecord(pkg);

  it('puts what the list and the problem page show on the item, limits in the judge units', () => {
    expect(record.problem).toMatchObject({
      problemId: 'coin-change', uuid: pkg.uuid, title: 'Fewest Coins', difficulty: 'Medium', topic: 'Optimization & Algorithms',
      tags: ['dynamic programming', 'greedy pitfalls', 'coin change'], timeMs: 1000, memoryMb: 256, sampleCount: 2,
      testCount: 10, statementFile: 'statement/problem.en.md', statementFormat: 'markdown', license: 'cc by-sa',
      timing: { acToTimeLimit: 2, timeLimitToTle: 1.5, resolutionSeconds: 1 },
    });
    expect(record.problem.testNames?.slice(0, 3)).toEqual(['sample/1', 'sample/2', 'secret/01']);
    expect(record.problem.starterCode?.java).toEqual({ file: 'attachments/templates/java/Main.java', code: pkg.templates.java!.source });
  });

  it('gives the judge the samples first, then the secret tests, as input and expected output', () => {
    expect(record.tests).toHaveLength(10);
    expect(record.tests[0]).toEqual({ input: '3 11\n1 2 5\n', expected: '3\n' });
    expect(record.tests[2]).toEqual({ input: pkg.secret[0]!.input, expected: pkg.secret[0]!.answer });
  });

  it('archives every other file, and none of what the item or the tests already hold', () => {
    const archived = [...record.archive.keys()];
    expect(archived).toEqual(expect.arrayContaining(['problem.yaml', 'codearena.yaml', 'generators/gen.py', 'input_validators/validate.py', 'submissions/wrong_answer/greedy.py']));
    expect(archived.filter((file) => file.startsWith('data/') || file.startsWith('attachments/templates/') || file.startsWith('statement/'))).toEqual([]);
    expect(archived.length + 20 + 1 + 4).toBe(pkg.files.size); // + 10 tests × 2 files, the statement, 4 templates
  });
});
