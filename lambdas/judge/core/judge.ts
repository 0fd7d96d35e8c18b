import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { judgeInputSchema, type JudgeInput, type JudgeLanguage, type JudgeResult } from '@contract/judge';
import { artifactStateBytes, collectArtifact, writeArtifact, type Artifact } from './artifact';
import { compile } from './compile';
import { languages, type CommandContext, type LanguageSpec } from './languages';
import { resolveOptions, type JudgeOptions, type ResolvedOptions } from './options';
import { precompiledHeader } from './pch';
import { runTests } from './run-tests';
import { sandboxFor, type Sandbox } from './sandbox';
import { Session } from './session';
import { toolPath, type ToolName } from './toolchains';
import { overallVerdict } from './verdicts';
import { trace, traceStart } from './trace';
import { SANDBOX_PATHS, SandboxView } from './view';

const exec = promisify(execFile);

/**
 * The judge (docs/architecture.md §4): compile once into a fresh scratch directory, run every test against the
 * artifact in sealed runs, and give each test a verdict from what the kernel measured. A pure
 * function of its input on a given toolchain; the same code runs locally and in each image.
 * Given an `artifact` (what compileSubmission returned), it skips the compile and runs that.
 * Throws only on input that breaks the contract; everything else is a verdict (IE included).
 */
export async function judge(input: JudgeInput, options?: JudgeOptions, artifact?: Artifact): Promise<JudgeResult> {
  return inSession(
    input,
    options,
    (work) => judgeIn(work, artifact ? { artifact } : { collect: false }),
    (request, message) => internalError(request, message),
  ).then((outcome) => outcome.result);
}

/** An artifact travels in a workflow state only up to this size (the state holds 256 KB in all). */
export const MAX_ARTIFACT_STATE_BYTES = 128 * 1024;

export interface CompiledSubmission {
  compile: JudgeResult['compile'];
  /** The compiled files, when the compile succeeded and they fit `maxArtifactBytes`. */
  artifact?: Artifact;
  /**
   * The whole judgement instead, when there is nothing to hand on: the compile failed (CE, IE), or
   * the artifact is too large to travel, in which case every test ran here against this one compile.
   */
  result?: JudgeResult;
}

/** Compiles once for a workflow that judges the tests in later invocations (docs/architecture.md §4). */
export async function compileSubmission(input: JudgeInput, options?: JudgeOptions, maxArtifactBytes = MAX_ARTIFACT_STATE_BYTES): Promise<CompiledSubmission> {
  const outcome = await inSession(
    input,
    options,
    (work) => judgeIn(work, { collect: true, maxArtifactBytes }),
    (request, message) => internalError(request, message),
  );
  if (outcome.artifact) return { compile: outcome.result.compile, artifact: outcome.artifact };
  return { compile: outcome.result.compile, result: outcome.result };
}

interface Work {
  session: Session;
  sandbox: Sandbox;
  request: JudgeInput;
  spec: LanguageSpec;
  settings: ResolvedOptions;
  tool: Record<ToolName, string>;
}
interface Outcome {
  result: JudgeResult;
  artifact?: Artifact;
}
type Mode = { artifact: Artifact } | { collect: false } | { collect: true; maxArtifactBytes: number };

/** Opens a session, does the work, and closes it: nothing of the submission outlives the answer. */
async function inSession(
  input: JudgeInput,
  options: JudgeOptions | undefined,
  work: (w: Work) => Promise<Outcome>,
  failed: (request: JudgeInput, message: string) => JudgeResult,
): Promise<Outcome> {
  traceStart();
  const request = judgeInputSchema.parse(input);
  const settings = resolveOptions(options);
  const spec = languages[request.language];
  let sandbox: Sandbox;
  let tool: Record<ToolName, string>;
  try {
    sandbox = await sandboxFor(settings.cacheDir);
    tool = await resolveTools(spec, settings, sandbox);
  } catch (error) {
    return { result: failed(request, `judge unavailable: ${(error as Error).message}`) };
  }
  let session: Session | undefined;
  let outcome: Outcome;
  try {
    session = await Session.open(settings, sandbox);
    trace('session open');
    outcome = await work({ session, sandbox, request, spec, settings, tool });
  } catch (error) {
    outcome = { result: failed(request, `judge failed: ${(error as Error).message}`) };
  }
  try {
    trace('work done');
    await session?.close();
    trace('session closed');
  } catch (error) {
    // Something of the submission outlived it: no verdict can be trusted.
    return { result: failed(request, `cleanup failed: ${(error as Error).message}`) };
  }
  return outcome;
}

async function judgeIn({ session, sandbox, request, spec, settings, tool }: Work, mode: Mode): Promise<Outcome> {
  const pchDir = request.language === 'cpp' && !('artifact' in mode) ? await precompiledHeader(settings.cacheDir, tool.gxx) : undefined;
  const prepared = 'artifact' in mode ? undefined : (spec.prepareSource?.(request.source) ?? { fileName: spec.sourceFile, source: request.source });
  const sourceFile = prepared?.fileName ?? artifactSourceFile(spec, 'artifact' in mode ? mode.artifact : undefined);
  // Commands name what the program sees: its private root's paths when it has one (view.ts).
  session.view = sandbox.privateRoot ? new SandboxView(tool, pchDir) : undefined;
  const context: CommandContext = session.view
    ? { buildDir: SANDBOX_PATHS.build, sourceFile, tool: session.view.tool, memoryMb: request.limits.memoryMb, pchDir: session.view.pchDir }
    : { buildDir: session.workspace.buildDir, sourceFile, tool, memoryMb: request.limits.memoryMb, pchDir };
  let compileResult: JudgeResult['compile'];
  // Lane 0's runner starts now, the other lanes' while the compiler runs (a collecting compile runs
  // no test here); each start then overlaps other work instead of delaying a lane's first test.
  const lanes = 'collect' in mode && mode.collect ? 1 : Math.max(1, Math.min(settings.parallelism, request.tests.length));
  session.startRunners(1);
  if ('artifact' in mode) {
    // Compiled by an earlier invocation of this workflow: the same files, sealed the same way.
    session.startRunners(lanes);
    await writeArtifact(session.workspace.buildDir, mode.artifact);
    session.workspace.sealBuild();
    compileResult = { ok: true, timeMs: 0 };
  } else {
    session.workspace.writeSource(sourceFile, prepared!.source);
    const compiled = await compile(spec, context, session, settings.compileTimeMs, () => session.startRunners(lanes));
    compileResult = { ok: compiled.ok, timeMs: compiled.timeMs, ...(compiled.message ? { message: compiled.message } : {}) };
    if (compiled.internalError) return { result: internalError(request, compiled.internalError, compiled.timeMs) };
    if (!compiled.ok) return { result: { compile: compileResult, tests: [], verdict: 'CE' } };
    if (mode.collect) {
      const artifact = await collectArtifact(session.workspace.buildDir);
      if (artifactStateBytes(artifact) <= mode.maxArtifactBytes) return { result: { compile: compileResult, tests: [], verdict: 'AC' }, artifact };
    }
  }
  trace('compiled');
  const plan = { spec, context, limits: request.limits, session, skipAfterTimeLimit: settings.skipAfterTimeLimit, queueAhead: settings.queueAhead };
  const tests = await runTests(plan, request.tests, settings.parallelism);
  return { result: { compile: compileResult, tests, verdict: overallVerdict(tests.map((t) => t.verdict)) } };
}

/** The source's name among an artifact's files (Java's is named after its class), else the default. */
function artifactSourceFile(spec: LanguageSpec, artifact: Artifact | undefined): string {
  const isSource = spec.isSourceFile ?? ((name: string) => name === spec.sourceFile);
  return artifact?.files.find((file) => !file.path.includes('/') && isSource(file.path))?.path ?? spec.sourceFile;
}

async function resolveTools(spec: LanguageSpec, settings: ResolvedOptions, sandbox: Sandbox): Promise<Record<ToolName, string>> {
  const tool = {} as Record<ToolName, string>;
  for (const name of spec.tools) tool[name] = await toolPath(name, settings.toolchains[name], sandbox.dropPrivileges);
  return tool;
}

/** IE for every test: the judge, not the submission, failed; the message is for operators. */
function internalError(request: JudgeInput, message: string, timeMs = 0): JudgeResult {
  const test = { verdict: 'IE' as const, timeMs: 0, wallMs: 0, memoryKb: 0, stdout: '', stderr: '', message };
  const compileMessage = `internal error: ${message}`;
  return { compile: { ok: false, message: compileMessage, timeMs }, tests: request.tests.map(() => ({ ...test })), verdict: 'IE' };
}

/** The toolchain version a language runs on, as its tool prints it (the images report this). */
export async function toolchainVersion(language: JudgeLanguage, options?: JudgeOptions): Promise<string> {
  const spec = languages[language];
  const settings = resolveOptions(options);
  const sandbox = await sandboxFor(settings.cacheDir);
  const command = await toolPath(spec.version.tool, settings.toolchains[spec.version.tool], sandbox.dropPrivileges);
  const { stdout, stderr } = await exec(command, spec.version.args, { timeout: 10_000 });
  return `${stdout}${stderr}`.trim().split('\n')[0] ?? '';
}

/** Builds what the judge otherwise builds at first use (the runner, the C++ precompiled header). */
export async function warmUp(options?: JudgeOptions): Promise<{ runner: string; pchDir?: string }> {
  const settings = resolveOptions(options);
  const sandbox = await sandboxFor(settings.cacheDir);
  const gxx = await toolPath('gxx', settings.toolchains.gxx, sandbox.dropPrivileges).catch(() => undefined);
  const pchDir = gxx ? await precompiledHeader(settings.cacheDir, gxx) : undefined;
  return { runner: sandbox.runner, ...(pchDir ? { pchDir } : {}) };
}
