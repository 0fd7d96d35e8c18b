import path from 'node:path';
import type { JudgeLanguage } from '@contract/judge';
import { missingJavaEntry, prepareJavaSource, type PreparedSource } from './java-source';
import type { ToolName } from './toolchains';

/** What a language's commands are built from: absolute paths only, the sandbox has no PATH. */
export interface CommandContext {
  /** The submission's build directory: the source, then the artifact (as the program sees it). */
  buildDir: string;
  /** The source's file name in buildDir (Java: named after its public class). */
  sourceFile: string;
  tool: Record<ToolName, string>;
  memoryMb: number;
  /** Directory holding bits/stdc++.h.gch, when the precompiled header is available. */
  pchDir?: string;
}

/**
 * One record per language (docs/architecture.md §7): adding a language is one entry here and one image.
 *
 * Time multipliers (the problem's limit × multiplier is the CPU limit of a run), chosen for
 * start-up cost and interpreter speed on short competitive-programming runs:
 * | cpp 1.0 | java 2.0 (JVM start ≈ 0.1 s CPU, C1 only) | javascript 2.0 | python 3.0 |
 *
 * Memory: C++ and Python run under RLIMIT_AS (limit + slack for the loader and runtime
 * mappings); the JVM and V8 reserve far more address space than they use, so Java gets -Xmx and
 * JavaScript --max-old-space-size instead. In every language MLE is decided from ru_maxrss
 * (above the limit plus the runtime's own baseline) or from the runtime's out-of-memory message.
 */
export interface LanguageSpec {
  /** The source's file name, unless prepareSource names it. */
  sourceFile: string;
  /** Checks and adapts the source before it is saved; a refusal is the CE message. */
  prepareSource?(source: string): PreparedSource;
  /** The source's file among an artifact's files (a later invocation runs what an earlier one compiled). */
  isSourceFile?(fileName: string): boolean;
  /** After a successful compile, given the build directory's files: a CE message when the program cannot start. */
  missingEntry?(buildFiles: string[], sourceFile: string): string | undefined;
  /** Keeps only what the student needs of a compiler's message. */
  compileMessage?(text: string): string;
  tools: ToolName[];
  compile?(c: CommandContext): string[];
  run(c: CommandContext): string[];
  timeMultiplier: number;
  memory: {
    /** RLIMIT_AS = limit + this many MB; absent: no address-space limit. */
    addressSpaceSlackMb?: number;
    /** RLIMIT_STACK = the memory limit (deep recursion is legitimate in C++ solutions). */
    stackIsMemoryLimit?: boolean;
    /** Resident memory of the bare runtime, allowed on top of the limit before MLE. */
    runtimeMb: number;
    outOfMemory: RegExp;
  };
  /** RLIMIT_NPROC headroom for one run: threads count as processes, and runtimes start several. */
  processes: number;
  version: { tool: ToolName; args: string[] };
}

/** The precompiled header is only used when compiled with exactly these flags (pch.ts). */
export const CPP_FLAGS = ['-std=c++17', '-O2'];

const JVM_FLAGS = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto', '-XX:-UsePerfData'];

/** Compiles main.py to main.pyc once, so every test runs the bytecode; a SyntaxError is the CE message. */
const PY_COMPILE = [
  'import py_compile, sys',
  'try: py_compile.compile("main.py", cfile="main.pyc", dfile=sys.argv[1], doraise=True)',
  'except py_compile.PyCompileError as e: sys.stderr.write(e.msg); sys.exit(1)',
].join('\n');

export const languages: Record<JudgeLanguage, LanguageSpec> = {
  cpp: {
    sourceFile: 'main.cpp',
    tools: ['gxx'],
    compile: (c) => [c.tool.gxx, ...CPP_FLAGS, '-pipe', ...(c.pchDir ? ['-I', c.pchDir] : []), '-o', 'main', 'main.cpp'],
    run: (c) => [path.join(c.buildDir, 'main')],
    timeMultiplier: 1,
    memory: { addressSpaceSlackMb: 32, stackIsMemoryLimit: true, runtimeMb: 0, outOfMemory: /std::bad_alloc/ },
    processes: 16,
    version: { tool: 'gxx', args: ['--version'] },
  },
  python: {
    sourceFile: 'main.py',
    tools: ['python3'],
    compile: (c) => [c.tool.python3, '-S', '-c', PY_COMPILE, path.join(c.buildDir, 'main.py')],
    run: (c) => [c.tool.python3, '-S', '-B', path.join(c.buildDir, 'main.pyc')],
    timeMultiplier: 3,
    memory: { addressSpaceSlackMb: 64, runtimeMb: 0, outOfMemory: /\bMemoryError\b/ },
    processes: 16,
    version: { tool: 'python3', args: ['--version'] },
  },
  java: {
    sourceFile: 'Main.java',
    tools: ['javac', 'java'],
    prepareSource: prepareJavaSource,
    missingEntry: missingJavaEntry,
    isSourceFile: (fileName) => /^[A-Za-z_$][\w$]*\.java$/.test(fileName),
    compile: (c) => [c.tool.javac, ...JVM_FLAGS.map((f) => `-J${f}`), '-J-Xmx512m', '-encoding', 'UTF-8', '-d', '.', c.sourceFile],
    run: (c) => [c.tool.java, ...JVM_FLAGS, `-Xmx${c.memoryMb}m`, `-Xss${javaStackMb(c.memoryMb)}m`, '-cp', c.buildDir, path.basename(c.sourceFile, '.java')],
    timeMultiplier: 2,
    memory: { runtimeMb: 128, outOfMemory: /OutOfMemoryError: (Java heap space|GC overhead|Requested array size)/ },
    processes: 64,
    version: { tool: 'javac', args: ['-version'] },
  },
  javascript: {
    sourceFile: 'main.js',
    tools: ['node'],
    compile: (c) => [c.tool.node, '--check', 'main.js'],
    compileMessage: withoutNodeInternals,
    run: (c) => [c.tool.node, `--max-old-space-size=${c.memoryMb}`, path.join(c.buildDir, 'main.js')],
    timeMultiplier: 2,
    memory: { runtimeMb: 64, outOfMemory: /JavaScript heap out of memory|Reached heap limit/ },
    processes: 64,
    version: { tool: 'node', args: ['--version'] },
  },
};

/**
 * node --check prints the file:line, the code line, the caret and the message, then the stack of
 * its own loader (`at wrapSafe (node:internal/...)`) and its version: only the first part is the
 * student's.
 */
export function withoutNodeInternals(text: string): string {
  const lines = text.split('\n');
  // The stack follows the error's own line; a code line above it that reads "  at …" stays.
  const message = lines.findIndex((line) => /^[A-Z]\w*Error\b/.test(line));
  if (message < 0) return text.trimEnd();
  const rest = lines.slice(message + 1).filter((line) => !/^\s+at |^Node\.js v\d/.test(line));
  return [...lines.slice(0, message + 1), ...rest].join('\n').trimEnd();
}

/** Deep recursion is common in Java solutions; half the limit, at most 64 MB, leaves room for the heap. */
function javaStackMb(memoryMb: number): number {
  return Math.min(64, Math.floor(memoryMb / 2));
}
