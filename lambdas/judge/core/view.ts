import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { ToolName } from './toolchains';

/**
 * What a sandboxed program sees of the file system when the judge is root (docs/architecture.md §4): a private
 * root (judge-images/runner/runner.c, enter_view) holding only the toolchains, the submission's
 * build directory, the run's own working directory and an empty /tmp. Never the repository, the
 * local stack's data folder (every problem's tests, the Cognito emulator's passwords) or /root.
 *
 * The runner adds /proc (the run's own processes only), /dev (null, zero, full, random, urandom
 * and the /dev/fd links) and /tmp. Inside, the scratch space has fixed names, so nothing of the host's layout shows:
 * /sandbox/build (the source, then the artifact), /sandbox/work (a test's working directory),
 * /sandbox/pch (C++ precompiled header), /sandbox/tools/<tool> (a toolchain kept outside /usr,
 * such as the judge's own node binary).
 */
export const SANDBOX_PATHS = {
  build: '/sandbox/build',
  work: '/sandbox/work',
  pch: '/sandbox/pch',
  tools: '/sandbox/tools',
} as const;

export interface ViewEntry {
  kind: 'ro' | 'rw' | 'symlink';
  /** The host path bound, or a symlink's target. */
  from: string;
  /** The absolute path inside the view. */
  to: string;
}

/** One run's view and its working directory inside it. */
export interface RunView {
  entries: ViewEntry[];
  dir: string;
  /** Size of the tmpfs holding the root and /tmp: what the program may write outside its directory. */
  tmpfsKb: number;
}

/** Where the system's toolchains and libraries live; top-level symlinks (merged /usr) stay symlinks. */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/** The loader's cache, and the JDK's configuration (its conf/ links into /etc/java-<n>-openjdk). */
const ETC_ENTRIES = (names: string[]) => names.filter((n) => n.startsWith('ld.so') || n.startsWith('java')).map((n) => `/etc/${n}`);

let systemEntries: ViewEntry[] | undefined;

/** The toolchains' part of every view: found once per process from what this host has. */
function systemView(): ViewEntry[] {
  if (systemEntries) return systemEntries;
  const entries: ViewEntry[] = [];
  for (const dir of SYSTEM_DIRS) {
    const stat = lstatSync(dir, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) entries.push({ kind: 'symlink', from: readlinkSync(dir), to: dir });
    else if (stat?.isDirectory()) entries.push({ kind: 'ro', from: dir, to: dir });
  }
  for (const entry of ETC_ENTRIES(readdirSync('/etc'))) entries.push({ kind: 'ro', from: entry, to: entry });
  systemEntries = entries;
  return entries;
}

function inSystemDirs(file: string): boolean {
  return SYSTEM_DIRS.some((dir) => file === dir || file.startsWith(`${dir}/`));
}

/**
 * The view of one submission's runs: tool paths and the C++ precompiled header as the program sees
 * them (for its commands), and the entries of its compile and of each test.
 */
export class SandboxView {
  private readonly base: ViewEntry[];
  /** Tool paths inside the view, for the language's commands. */
  readonly tool: Record<ToolName, string>;
  readonly pchDir?: string;

  constructor(
    tool: Record<ToolName, string>,
    private readonly hostPchDir?: string,
  ) {
    this.base = [...systemView()];
    this.tool = { ...tool };
    for (const [name, file] of Object.entries(tool) as [ToolName, string][]) {
      if (inSystemDirs(file)) continue;
      if (name === 'node') {
        // One self-contained binary: bound alone, so nothing beside it (the repository's
        // node_modules, when the judge runs from a checkout) is visible.
        this.tool.node = `${SANDBOX_PATHS.tools}/node`;
        this.base.push({ kind: 'ro', from: file, to: this.tool.node });
      } else {
        // Its installation (the parent of its bin/), which holds the libraries it loads.
        const prefix = path.dirname(path.dirname(file));
        const inside = `${SANDBOX_PATHS.tools}/${name}`;
        this.tool[name] = path.join(inside, path.relative(prefix, file));
        this.base.push({ kind: 'ro', from: prefix, to: inside });
      }
    }
    if (hostPchDir) this.pchDir = SANDBOX_PATHS.pch;
  }

  /** The compile: build/ writable by the compiling uid, and room in /tmp for the assembler's output. */
  compile(hostBuildDir: string, tmpfsKb: number): RunView {
    const entries = [...this.base, { kind: 'rw' as const, from: hostBuildDir, to: SANDBOX_PATHS.build }];
    if (this.hostPchDir) entries.push({ kind: 'ro', from: this.hostPchDir, to: SANDBOX_PATHS.pch });
    return { entries, dir: SANDBOX_PATHS.build, tmpfsKb };
  }

  /** A test: the artifact read-only, its own fresh working directory. */
  test(hostBuildDir: string, hostTestDir: string, tmpfsKb: number): RunView {
    const entries: ViewEntry[] = [
      ...this.base,
      { kind: 'ro', from: hostBuildDir, to: SANDBOX_PATHS.build },
      { kind: 'rw', from: hostTestDir, to: SANDBOX_PATHS.work },
    ];
    return { entries, dir: SANDBOX_PATHS.work, tmpfsKb };
  }
}
