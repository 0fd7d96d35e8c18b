import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CommandContext, LanguageSpec } from './languages';
import type { Session } from './session';
import { trace } from './trace';

export interface CompileOutcome {
  ok: boolean;
  message?: string;
  timeMs: number;
  /** Set when the judge, not the source, is at fault: the verdict is IE, not CE. */
  internalError?: string;
}

/** What the compiler's output is read up to; a message keeps COMPILE_MESSAGE_BYTES of it. */
const MESSAGE_BYTES = 16 * 1024;
/** A CE message at most (a template error can fill megabytes): the first errors are the useful ones. */
export const COMPILE_MESSAGE_BYTES = 8 * 1024;
export const TRUNCATED = '… (truncated)';
/** /tmp of a compile's private root: g++ writes its object file there before linking. */
const COMPILE_TMPFS_KB = 256 * 1024;

/**
 * Compiles once per submission, sandboxed like a run: compilers read untrusted source (a template
 * bomb, an `#include "/proc/…/environ"`), so they get a CPU limit, a memory limit, no network and
 * the compiling uid's rights only. Python's py_compile and node --check make syntax errors CE too.
 */
export async function compile(
  spec: LanguageSpec,
  context: CommandContext,
  session: Session,
  compileTimeMs: number,
  whileCompiling: () => void = () => {},
): Promise<CompileOutcome> {
  if (!spec.compile) {
    whileCompiling();
    return { ok: true, timeMs: 0 };
  }
  trace('compile begins');
  const identity = await session.runIdentity('compile');
  session.workspace.lendBuild(identity.uid);
  const argv = spec.compile(context);
  const running = session.runner(0).run({
    argv,
    input: '',
    dir: context.buildDir,
    cpuMs: compileTimeMs,
    wallMs: compileTimeMs * 2 + 2000,
    addressSpaceKb: spec.memory.addressSpaceSlackMb === undefined ? undefined : 2 * 1024 * 1024,
    residentKb: 2 * 1024 * 1024,
    fileSizeKb: 256 * 1024,
    nproc: session.processLimit(spec),
    ...identity,
    ...(session.view ? { view: session.view.compile(session.workspace.buildDir, COMPILE_TMPFS_KB) } : {}),
    // Compilers find their helpers (cc1plus, as, ld) through PATH; nothing else is passed on.
    env: { PATH: [path.dirname(argv[0]!), '/usr/local/bin', '/usr/bin', '/bin'].join(':') },
    stdoutCapBytes: MESSAGE_BYTES,
    stderrCapBytes: MESSAGE_BYTES,
  });
  whileCompiling();
  const run = await running;
  if (run.error || run.runnerKilled) session.noteRunnerLost();
  trace(`compiled wall ${run.wallMs}`);
  session.workspace.sealBuild();
  trace('sealed');
  const timeMs = Math.round(run.wallMs);
  if (run.error) return { ok: false, timeMs, internalError: `the compiler could not run: ${run.error}` };
  if (run.stopped === 'memory') return { ok: false, timeMs, message: 'Compilation used more than 2 GB of memory.' };
  if (run.stopped !== 'none') return { ok: false, timeMs, message: `Compilation exceeded the ${compileTimeMs / 1000} s limit.` };
  if (run.exitCode === 0 && !run.signal) {
    const missing = spec.missingEntry?.(readdirSync(session.workspace.buildDir), context.sourceFile);
    return missing ? { ok: false, timeMs, message: missing } : { ok: true, timeMs };
  }
  const redacted = session.workspace.redact(`${run.stderr}${run.stdout}`);
  const output = (spec.compileMessage ? spec.compileMessage(redacted) : redacted).trim();
  const how = run.signal ? `The compiler was killed by ${run.signal}.` : '';
  const message = [output, how].filter(Boolean).join('\n') || `The compiler exited with code ${run.exitCode}.`;
  return { ok: false, timeMs, message: capMessage(message) };
}

/** The first `bytes` bytes of a message (UTF-8, never half a character), marked when cut. */
export function capMessage(message: string, bytes = COMPILE_MESSAGE_BYTES): string {
  const encoded = Buffer.from(message);
  if (encoded.length <= bytes) return message;
  const kept = encoded
    .subarray(0, bytes - Buffer.byteLength(`\n${TRUNCATED}`))
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
  return `${kept}\n${TRUNCATED}`;
}
