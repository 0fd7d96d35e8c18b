/**
 * The package reader: a good package reads whole; each kind of bad package is refused with an
 * error naming the file at fault (a bad package is refused with a message naming the file).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PackageError } from '@contract/catalogue/package';
import { legacyUuid, parsePackage, type PackageFiles } from '../../../tools/catalogue/parse-package';
import { CATALOGUE_DIR, readPackageFiles } from '../../../tools/catalogue/read-package';

const encode = (text: string) => new TextEncoder().encode(text);
const aPlusB = await readPackageFiles(path.join(CATALOGUE_DIR, 'a-plus-b'));

function edited(changes: Record<string, string | undefined>): PackageFiles {
  const files = new Map(aPlusB);
  for (const [file, text] of Object.entries(changes)) {
    if (text === undefined) files.delete(file);
    else files.set(file, encode(text));
  }
  return files;
}

function refusal(files: PackageFiles, slug = 'a-plus-b'): PackageError {
  try {
    parsePackage(slug, files);
  } catch (error) {
    if (error instanceof PackageError) return error;
    throw error;
  }
  throw new Error('the package was accepted');
}

const problemYaml = new TextDecoder().decode(aPlusB.get('problem.yaml'));

describe('reading a package', () => {
  it('reads the catalogue package whole: metadata, extension, tests in order, programs, templates', () => {
    const pkg = parsePackage('a-plus-b', aPlusB);
    expect(pkg).toMatchObject({
      slug: 'a-plus-b',
      format: '2025-09',
      uuid: 'ac188b0b-5582-40eb-9c98-29f3104679a5',
      title: 'A + B',
      license: 'cc by-sa',
      timeLimitSeconds: 1,
      memoryMib: 256,
      timeMultipliers: { acToTimeLimit: 2, timeLimitToTle: 1.5 },
      extension: { difficulty: 'Easy', topic: 'Math & Logic' },
    });
    expect(pkg.samples.map((t) => t.name)).toEqual(['sample/1', 'sample/2']);
    // A test's <name>.yaml gives its hint (Test Case Hints).
    expect(pkg.secret[0]).toEqual({ name: 'secret/01', input: '2000000000 2000000000\n', answer: '4000000000\n', hint: expect.stringMatching(/32-bit/) });
    expect(pkg.samples[0]!.hint).toMatch(/^Read both numbers/);
    expect(pkg.secret[1]!.hint).toBeUndefined();
    expect(pkg.submissions.filter((s) => s.kind === 'accepted').map((s) => s.language).sort()).toEqual(['cpp', 'java', 'javascript', 'python']);
    expect(Object.keys(pkg.templates).sort()).toEqual(['cpp', 'java', 'javascript', 'python']);
    expect(pkg.statement.format).toBe('markdown');
  });

  it('refuses a test configuration it cannot honour (arguments, feedback), and one for a test that does not exist', () => {
    expect(refusal(edited({ 'data/secret/02.yaml': 'args: [--fast]\n' })).message).toMatch(/^a-plus-b\/data\/secret\/02\.yaml: .*args/);
    expect(refusal(edited({ 'data/secret/02.yaml': 'hint: 5\n' })).file).toBe('a-plus-b/data/secret/02.yaml');
    expect(refusal(edited({ 'data/secret/99.yaml': 'hint: "nothing to hint at"\n' })).message).toBe('a-plus-b/data/secret/99.yaml: configures no test: there is no 99.in');
  });

  it('orders tests as people number them (2 before 10)', () => {
    const files = edited({ 'data/secret/10.in': '1 1\n', 'data/secret/10.ans': '2\n', 'data/secret/9.in': '1 1\n', 'data/secret/9.ans': '2\n' });
    expect(parsePackage('a-plus-b', files).secret.map((t) => t.name).slice(-2)).toEqual(['secret/9', 'secret/10']);
  });
});

describe('refusing a bad package, naming the file', () => {
  it('an unknown key in problem.yaml', () => {
    const error = refusal(edited({ 'problem.yaml': `${problemYaml}difficulty: Easy\n` }));
    expect(error.file).toBe('a-plus-b/problem.yaml');
    expect(error.message).toMatch(/difficulty/);
  });

  it('an unknown key in codearena.yaml, and a topic that is no topic group', () => {
    expect(refusal(edited({ 'codearena.yaml': 'difficulty: Easy\ntopic: Math & Logic\ntags: [sum]\ncolour: red\n' })).message).toMatch(/^a-plus-b\/codearena\.yaml: .*colour/);
    expect(refusal(edited({ 'codearena.yaml': 'difficulty: Easy\ntopic: Cooking\ntags: [sum]\n' })).message).toMatch(/^a-plus-b\/codearena\.yaml: topic/);
    expect(refusal(edited({ 'codearena.yaml': 'difficulty: Trivial\ntopic: Math & Logic\ntags: [sum]\n' })).file).toBe('a-plus-b/codearena.yaml');
  });

  it("an adapted problem's attribution: read with its licence and changes; an unknown key or an empty change refused", () => {
    const base = 'difficulty: Easy\ntopic: Math & Logic\ntags: [sum]\n';
    const pkg = parsePackage('a-plus-b', edited({ 'codearena.yaml': `${base}attribution:\n  licence: MIT License\n  changes: Rewritten as stdin/stdout.\n` }));
    expect(pkg.extension.attribution).toEqual({ licence: 'MIT License', changes: 'Rewritten as stdin/stdout.' });
    expect(refusal(edited({ 'codearena.yaml': `${base}attribution:\n  licence: MIT\n  changes: x\n  author: me\n` })).message).toMatch(/^a-plus-b\/codearena\.yaml: .*author/);
    expect(refusal(edited({ 'codearena.yaml': `${base}attribution:\n  licence: MIT\n  changes: ''\n` })).message).toMatch(/^a-plus-b\/codearena\.yaml: attribution\.changes/);
  });

  it('YAML that does not parse, and a duplicate key', () => {
    expect(refusal(edited({ 'problem.yaml': 'name: [unclosed\n' })).file).toBe('a-plus-b/problem.yaml');
    expect(refusal(edited({ 'problem.yaml': `${problemYaml}name: Again\n` })).message).toMatch(/problem\.yaml: .*[Mm]ap keys must be unique/);
  });

  it('limits beyond what the judge gives, a missing uuid, a scoring problem', () => {
    expect(refusal(edited({ 'problem.yaml': problemYaml.replace('memory: 256', 'memory: 4096') })).message).toMatch(/limits\.memory: the judge gives 1024 MiB at most/);
    expect(refusal(edited({ 'problem.yaml': problemYaml.replace(/^uuid: .*\n/m, '') })).message).toMatch(/problem\.yaml: uuid/);
    expect(refusal(edited({ 'problem.yaml': `${problemYaml}type: scoring\n` })).message).toMatch(/only pass-fail/);
  });

  it('a test without its answer, a file the format puts nowhere, too many tests', () => {
    expect(refusal(edited({ 'data/secret/03.ans': undefined })).message).toBe('a-plus-b/data/secret/03.in: has no 03.ans');
    expect(refusal(edited({ 'data/secret/group1/01.in': '1 1\n' })).file).toBe('a-plus-b/data/secret/group1/01.in');
    const many = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [[`data/secret/x${i}.in`, '1 1\n'], [`data/secret/x${i}.ans`, '2\n']]).flat());
    expect(refusal(edited(many)).message).toMatch(/21 tests: the judge takes 20 at most/);
  });

  it('a submission in an unknown language or folder, a custom output validator, a second template', () => {
    expect(refusal(edited({ 'submissions/accepted/main.rb': 'puts 1' })).file).toBe('a-plus-b/submissions/accepted/main.rb');
    expect(refusal(edited({ 'submissions/almost/main.py': 'print(1)' })).message).toMatch(/unknown submission folder/);
    expect(refusal(edited({ 'output_validator/check.py': '' })).message).toMatch(/custom output validation is not supported/);
    expect(refusal(edited({ 'attachments/templates/cpp/other.cpp': '' })).message).toMatch(/second template/);
  });

  it('a missing statement, a statement that is not UTF-8, a bad package name, a weekly challenge id', () => {
    expect(refusal(edited({ 'statement/problem.en.md': undefined })).file).toBe('a-plus-b/statement/problem.en.md');
    const files = edited({});
    files.set('statement/problem.en.md', new Uint8Array([0xff, 0xfe, 0x41]));
    expect(refusal(files).message).toBe('a-plus-b/statement/problem.en.md: is not UTF-8 text');
    expect(refusal(aPlusB, 'A+B').message).toMatch(/a package name is/);
    expect(refusal(aPlusB, 'wc-2026-w48-abcdef').message).toMatch(/those ids belong to weekly challenges/);
  });
});

describe('legacy Kattis packages', () => {
  const legacy = (): PackageFiles => {
    const files = new Map<string, Uint8Array>();
    for (const [file, bytes] of aPlusB) {
      if (file.startsWith('statement/') || file === 'problem.yaml' || file.startsWith('attachments/')) continue;
      files.set(file, bytes);
    }
    files.set('problem.yaml', encode('source: Example Contest 2019\nsource_url: https://contest.example/2019\nauthor: Ada\nlicense: cc by-sa\nkeywords: sum easy\n'));
    files.set('problem_statement/problem.en.tex', encode('\\problemname{Add Them}\nPrint $A+B$.\n'));
    return files;
  };

  it('reads problem_statement/, takes the name from \\problemname and derives a stable uuid', () => {
    const pkg = parsePackage('addthem', legacy());
    expect(pkg).toMatchObject({ format: 'legacy', title: 'Add Them', uuid: legacyUuid('addthem'), keywords: ['sum', 'easy'], credits: 'Ada' });
    expect(pkg.source).toEqual({ name: 'Example Contest 2019', url: 'https://contest.example/2019' });
    expect(pkg.statement.format).toBe('latex');
    expect(legacyUuid('addthem')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(legacyUuid('addthem')).not.toBe(legacyUuid('addthem2'));
  });

  it('takes codearena.yaml from the caller when the package has none, and refuses without either', () => {
    const files = legacy();
    files.delete('codearena.yaml');
    expect(() => parsePackage('addthem', files)).toThrow('addthem/codearena.yaml: missing');
    const defaults = { difficulty: 'Easy' as const, topic: 'Math & Logic' as const, tags: ['sum'] };
    expect(parsePackage('addthem', files, { extensionDefaults: defaults }).extension).toEqual(defaults);
  });

  it('refuses custom validation and validator flags, which it cannot honour', () => {
    const files = legacy();
    files.set('problem.yaml', encode('validation: custom\n'));
    expect(refusal(files, 'addthem').message).toMatch(/^addthem\/problem\.yaml: validation/);
    files.set('problem.yaml', encode('validator_flags: float_tolerance 1e-6\n'));
    expect(refusal(files, 'addthem').message).toMatch(/validator flags .* not supported/);
  });
});
