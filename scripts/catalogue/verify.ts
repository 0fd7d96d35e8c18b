/**
 * Proves a problem package (modelled on problemtools' verifyproblem; catalogue/README.md lists the
 * checks): its files and schema (parse-package.ts), what the catalogue requires of each package,
 * the input validator on every input, every submission's verdict through the production judge
 * (`judge()` of lambdas/judge/core), the time limit against the measured runs (time-limit.ts), and
 * that the generator reproduces the committed secret data.
 *
 * Validators and generators run on the host with python3: run this on the repository's own
 * catalogue, never on a package from someone you do not trust.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expectedVerdicts, languageOfFile, PackageError, type PackageProgram, type PackageSubmission, type ProblemPackage } from '@contract/catalogue/package';
import { judgeLanguages, type JudgeLanguage, type JudgeResult } from '@contract/judge';
import { judge, languages, type JudgeOptions } from '../../lambdas/judge/core';
import { toolPath } from '../../lambdas/judge/core/toolchains';
import { CATALOGUE_DIR, catalogueSlugs, readPackage } from '../../tools/catalogue/read-package';
import { matchingProof, packageHash, readProofs, recordProofs, reportFromProof, type ProofContext, type ProofKey } from './proof-cache';
import type { ProblemReport, VerifyFailure } from './problem-report';
import { checkTimeLimit } from './time-limit';

export interface VerifyOptions {
  judgeOptions?: JudgeOptions;
  log?: (line: string) => void;
  /** Reuse and record proofs (proof-cache.ts); without it every package is proven. */
  proofs?: ProofContext;
  /** With `proofs`: prove every package even where a record matches, and record the new proofs. */
  proveAgain?: boolean;
}

/** The generator the catalogue's packages carry: `python3 generators/gen.py <folder>` writes the secret tests there. */
export const GENERATOR = 'generators/gen.py';
const VALIDATOR_ACCEPTS = 42;
const HELPER_TIMEOUT_MS = 30_000;

/**
 * Proves the packages, `concurrency` at a time (default: one per core; each judge runs its tests
 * on every core too, so the cores stay busy while a package compiles or waits on a time limit).
 * Reports come back in catalogue order whatever order they finish in.
 */
export async function verifyCatalogue(
  slugs: string[] = [],
  options: VerifyOptions & { catalogueDir?: string; concurrency?: number } = {},
): Promise<ProblemReport[]> {
  const dir = options.catalogueDir ?? CATALOGUE_DIR;
  const all = await catalogueSlugs(dir, slugs);
  const reports: ProblemReport[] = Array.from({ length: all.length });
  const keys: (ProofKey | undefined)[] = Array.from({ length: all.length });
  const recorded = options.proofs && !options.proveAgain ? await readProofs(options.proofs.file) : { toolchains: {}, proofs: {} };
  const toProve: number[] = [];
  for (const [index, slug] of all.entries()) {
    if (!options.proofs) {
      toProve.push(index);
      continue;
    }
    const key = { package: await packageHash(path.join(dir, slug)), judge: options.proofs.judge, toolchains: options.proofs.toolchains };
    const proof = matchingProof(recorded, slug, key);
    if (proof) {
      reports[index] = reportFromProof(slug, proof);
      options.log?.(`✓ ${slug} (proven ${proof.provenOn}, unchanged since)`);
    } else {
      keys[index] = key;
      toProve.push(index);
    }
  }
  // The longest packages start first (longest-processing-time scheduling): one started last would
  // otherwise run alone at the end while the other workers, and cores, stand idle (at the end of
  // each of the catalogue test's four parts). Ties keep catalogue order (the sort is stable).
  const weights = await Promise.all(all.map((slug) => tooSlowWeight(dir, slug)));
  const order = toProve.sort((a, b) => weights[b]! - weights[a]!);
  let next = 0;
  const worker = async () => {
    while (next < order.length) {
      const index = order[next++]!;
      reports[index] = await verifyOne(dir, all[index]!, options);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? os.availableParallelism(), order.length));
  await Promise.all(Array.from({ length: workers }, worker));
  if (options.proofs) {
    const proven = order.map((index) => ({ key: keys[index]!, report: reports[index]! }));
    await recordProofs(options.proofs.file, options.proofs.versions, proven);
  }
  return reports;
}

/**
 * What most sets one package's proving time apart from another's, known from its file names before
 * the package is read: a too-slow submission burns time_limit × time_limit_to_tle × its language's
 * multiplier of CPU before its TLE (4.5 s for Python against 1.5 s for C++ at the catalogue's 1 s
 * limit). The sum of those multipliers; 0 for a folder without any (verify then fails it anyway).
 */
async function tooSlowWeight(dir: string, slug: string): Promise<number> {
  const names = await readdir(path.join(dir, slug, 'submissions', 'time_limit_exceeded')).catch((): string[] => []);
  return names.reduce((sum, name) => {
    const language = languageOfFile(name);
    return sum + (language ? languages[language].timeMultiplier : 0);
  }, 0);
}

async function verifyOne(dir: string, slug: string, options: VerifyOptions): Promise<ProblemReport> {
  const started = performance.now();
  let report: ProblemReport;
  try {
    report = await verifyPackage(await readPackage(path.join(dir, slug)), options);
  } catch (error) {
    if (!(error instanceof PackageError)) throw error;
    report = { slug, slowestMs: {}, failures: [{ problem: slug, file: error.file, message: error.problem }], seconds: 0 };
  }
  report.seconds = (performance.now() - started) / 1000;
  options.log?.(`${report.failures.length ? '✗' : '✓'} ${slug} (${report.seconds.toFixed(1)} s)`);
  return report;
}

export async function verifyPackage(pkg: ProblemPackage, options: VerifyOptions = {}): Promise<ProblemReport> {
  const failures: VerifyFailure[] = [];
  const fail = (file: string, message: string) => failures.push({ problem: pkg.slug, file: `${pkg.slug}/${file}`, message });
  const report: ProblemReport = { slug: pkg.slug, slowestMs: {}, failures, seconds: 0 };

  checkCatalogueRules(pkg, fail);
  const work = await mkdtemp(path.join(os.tmpdir(), `codearena-verify-${pkg.slug}-`));
  try {
    await checkInputs(pkg, work, fail);
    await checkGenerator(pkg, work, fail);
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const tests = [...pkg.samples, ...pkg.secret];
  const judgeTests = tests.map((t) => ({ input: t.input, expected: t.answer }));
  const limitMs = Math.round(pkg.timeLimitSeconds * 1000);
  // A too-slow submission runs one test at a time and never queues the next one: the judge starts
  // no test after the first TLE, so it costs one time limit instead of one per lane.
  const run = (submission: PackageSubmission, timeMs: number) =>
    judge(
      { language: submission.language, source: submission.source, tests: judgeTests, limits: { timeMs, memoryMb: pkg.memoryMib } },
      submission.kind === 'time_limit_exceeded' ? { ...options.judgeOptions, parallelism: 1, queueAhead: false } : options.judgeOptions,
    );

  for (const submission of pkg.submissions) {
    const expected = expectedVerdicts[submission.kind];
    // A too-slow submission must stay too slow with time_limit × time_limit_to_tle (time-limit.ts).
    const timeMs = submission.kind === 'time_limit_exceeded' ? Math.round(limitMs * pkg.timeMultipliers.timeLimitToTle) : limitMs;
    const result = await run(submission, timeMs);
    if (result.verdict !== expected) {
      fail(submission.path, `expected ${expected}, got ${result.verdict}${firstDifference(result, expected, tests.map((t) => t.name))}`);
      continue;
    }
    if (submission.kind === 'accepted') {
      const slowest = Math.max(...result.tests.map((t) => t.timeMs));
      report.slowestMs[submission.language] = Math.max(report.slowestMs[submission.language] ?? 0, slowest);
    }
  }

  if (Object.keys(report.slowestMs).length) {
    const multipliers = Object.fromEntries(judgeLanguages.map((l) => [l, languages[l].timeMultiplier])) as Record<JudgeLanguage, number>;
    const verdict = checkTimeLimit({
      declaredSeconds: pkg.timeLimitSeconds,
      resolutionSeconds: pkg.timeResolutionSeconds,
      acToTimeLimit: pkg.timeMultipliers.acToTimeLimit,
      slowestMs: report.slowestMs,
      multipliers,
    });
    report.timeLimit = { ...verdict, declaredSeconds: pkg.timeLimitSeconds };
    if (!verdict.ok) fail('problem.yaml', verdict.message!);
  }
  return report;
}

/** What the catalogue asks beyond the format: proof in every language, and the parts verify needs. */
function checkCatalogueRules(pkg: ProblemPackage, fail: (file: string, message: string) => void) {
  if (pkg.format !== '2025-09') fail('problem.yaml', 'catalogue packages use problem_format_version 2025-09');
  if (pkg.samples.length === 0) fail('data/sample/', 'at least one sample test (Run judges the samples)');
  for (const language of judgeLanguages) {
    if (!pkg.submissions.some((s) => s.kind === 'accepted' && s.language === language)) fail('submissions/accepted/', `no accepted ${language} submission`);
    if (!pkg.templates[language]) fail('attachments/templates/', `no ${language} starter code`);
  }
  if (!pkg.submissions.some((s) => s.kind === 'wrong_answer')) fail('submissions/wrong_answer/', 'at least one wrong-answer submission');
  if (!pkg.submissions.some((s) => s.kind === 'time_limit_exceeded')) fail('submissions/time_limit_exceeded/', 'at least one too-slow submission');
  if (!pkg.inputValidators.some((v) => v.path.endsWith('.py'))) fail('input_validators/', 'a Python input validator (exit 42 = valid)');
  if (!pkg.generators.some((g) => g.path === GENERATOR)) fail(GENERATOR, 'missing: the secret tests come from a deterministic generator');
}

/** Every input (samples and secret) must be accepted by every input validator. */
async function checkInputs(pkg: ProblemPackage, work: string, fail: (file: string, message: string) => void) {
  const validators = pkg.inputValidators.filter((v) => v.path.endsWith('.py'));
  for (const validator of validators) {
    const script = await materialize(work, validator);
    for (const test of [...pkg.samples, ...pkg.secret]) {
      const outcome = await runPython([script], { stdin: test.input, cwd: path.dirname(script) });
      if (outcome.code !== VALIDATOR_ACCEPTS) {
        fail(`data/${test.name}.in`, `${validator.path} refused it (exit ${outcome.code}${outcome.stderr ? `: ${outcome.stderr.trim().slice(0, 200)}` : ''})`);
      }
    }
  }
}

/** The generator, run into an empty folder, must write exactly the committed secret tests, byte for byte. */
async function checkGenerator(pkg: ProblemPackage, work: string, fail: (file: string, message: string) => void) {
  if (!pkg.generators.some((g) => g.path === GENERATOR)) return;
  for (const program of pkg.generators) await materialize(work, program);
  const out = path.join(work, 'generated');
  await mkdir(out);
  const outcome = await runPython([path.join(work, GENERATOR), out], { cwd: path.join(work, 'generators') });
  if (outcome.code !== 0) return fail(GENERATOR, `exit ${outcome.code}: ${outcome.stderr.trim().slice(0, 300)}`);
  const generated = new Map<string, string>();
  for (const name of await readdir(out)) generated.set(`data/secret/${name}`, sha256(await readFile(path.join(out, name))));
  const committed = [...pkg.files.keys()].filter((p) => p.startsWith('data/secret/'));
  for (const file of committed) {
    const hash = generated.get(file);
    if (!hash) fail(file, `${GENERATOR} does not write it`);
    else if (hash !== sha256(pkg.files.get(file)!)) fail(file, `differs from what ${GENERATOR} writes (sha256 ${sha256(pkg.files.get(file)!).slice(0, 12)}… committed, ${hash.slice(0, 12)}… generated)`);
  }
  for (const file of generated.keys()) if (!pkg.files.has(file)) fail(file, `${GENERATOR} writes it but it is not committed`);
}

function firstDifference(result: JudgeResult, expected: string, names: string[]): string {
  if (!result.compile.ok) return ` (compile: ${(result.compile.message ?? '').trim().slice(0, 300)})`;
  const index = result.tests.findIndex((t) => (expected === 'AC' ? t.verdict !== 'AC' : t.verdict === result.verdict));
  const test = result.tests[index];
  return test ? ` on data/${names[index]} (${test.verdict}, ${Math.round(test.timeMs)} ms${test.message ? `, ${test.message}` : ''})` : '';
}

async function materialize(work: string, program: PackageProgram): Promise<string> {
  const file = path.join(work, program.path);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, program.source);
  return file;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The judge's python3 (the real interpreter, not a version manager's shim), with an empty
 * environment, bounded in time; stdout is not kept.
 */
async function runPython(args: string[], options: { stdin?: string; cwd: string }): Promise<{ code: number | null; stderr: string }> {
  const python = await toolPath('python3', undefined, false);
  return new Promise((resolve, reject) => {
    const child = spawn(python, ['-S', '-B', ...args], { cwd: options.cwd, env: {}, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), HELPER_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
    // A validator that stops reading early closes the pipe: that is its answer, not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.stdin ?? '');
  });
}
