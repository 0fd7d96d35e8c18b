/**
 * Writes a problem back as a package: the archived files as they were imported, the statement and
 * the starter code from the problem item, the tests from their objects under the names the package
 * gave them. Import then export gives the same files, byte for byte (test/integration/catalogue).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { judgeLanguages } from '@contract/judge';
import { legacyUuid } from '../../tools/catalogue/parse-package';

export async function exportProblemFiles(problemId: string): Promise<Map<string, Uint8Array>> {
  const storage = await import('../../lambdas/data/problems');
  const problem = await storage.getProblem(problemId);
  if (!problem) throw new Error(`no problem ${problemId} in the table`);
  const encode = (text: string) => new TextEncoder().encode(text);
  const files = await storage.getProblemArchive(problemId);

  files.set(problem.statementFile ?? 'statement/problem.en.md', encode(problem.statement));
  for (const language of judgeLanguages) {
    const starter = problem.starterCode?.[language];
    if (starter) files.set(starter.file, encode(starter.code));
  }
  const tests = await storage.loadProblemTests(problemId, problem.testCount);
  tests.forEach((test, i) => {
    const name = problem.testNames?.[i] ?? (i < problem.sampleCount ? `sample/${i + 1}` : `secret/${i + 1 - problem.sampleCount}`);
    files.set(`data/${name}.in`, encode(test.input));
    files.set(`data/${name}.ans`, encode(test.expected));
  });
  // A problem written by hand (never imported) has no archived metadata: describe it from its item.
  if (!files.has('problem.yaml')) {
    files.set('problem.yaml', encode(stringify({
      problem_format_version: '2025-09',
      name: problem.title,
      uuid: problem.uuid ?? legacyUuid(problemId),
      license: problem.license ?? 'unknown',
      limits: { time_limit: problem.timeMs / 1000, memory: problem.memoryMb },
    })));
  }
  if (!files.has('codearena.yaml') && problem.topic && problem.tags) {
    files.set('codearena.yaml', encode(stringify({ difficulty: problem.difficulty, topic: problem.topic, tags: problem.tags })));
  }
  return files;
}

/** Writes files under `dir/<problemId>/`, refusing any path that would leave it. */
export async function writePackageFiles(dir: string, problemId: string, files: Map<string, Uint8Array>): Promise<string> {
  const root = path.resolve(dir, problemId);
  for (const [file, bytes] of files) {
    const target = path.resolve(root, file);
    if (!target.startsWith(`${root}${path.sep}`)) throw new Error(`refusing to write ${file} outside ${root}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  return root;
}

