/**
 * `npm start` and `npm test` run this first (the prestart and pretest scripts): on a fresh machine
 * it names every missing tool with the command that installs it, then exits 1, before anything
 * starts and fails in a way that names something else. Run by Node's own type stripping (no tsx,
 * to keep the start fast): erasable TypeScript only, and no relative imports.
 *
 *   node scripts/preflight.ts start|test
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Purpose = 'start' | 'test';

/** What the checks may look at; tests inject their own. */
export interface Probes {
  /** The executable `command` resolves to on PATH, or undefined. */
  which(command: string): string | undefined;
  /** What tells the version of the `java` on PATH (its JDK's `release` file, else `java -version`). */
  javaVersionText(): Promise<string | undefined>;
  isExecutable(path: string): boolean;
  exists(path: string): boolean;
  env: Record<string, string | undefined>;
  repoRoot: string;
  isRoot: boolean;
}

export interface MissingItem {
  /** One line: what is missing, why the app needs it, and what was found instead. */
  problem: string;
  /** The Debian package that brings it, or undefined when the fix is not a package. */
  debianPackage?: string;
  /** The exact command that fixes it. */
  fix: string;
}

const JDK_PACKAGE = 'openjdk-17-jdk-headless';
const MIN_JAVA = 17;
/** What the browser tests launch unless CHROMIUM_PATH names another Chromium (web/e2e/support/browser.ts). */
export const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';

/**
 * `JAVA_VERSION="17.0.15"` (a JDK's release file), `openjdk version "21" …`, `java version
 * "1.8.0_392"` (`java -version`) → 17, 21, 8.
 */
export function javaMajorVersion(versionOutput: string): number | undefined {
  const match = /(?:JAVA_VERSION=|version )"(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** Every missing item for `purpose`, in the order a newcomer would install them. */
export async function findMissing(purpose: Purpose, probes: Probes): Promise<MissingItem[]> {
  const install = (pkg: string) => `${probes.isRoot ? '' : 'sudo '}apt-get install -y ${pkg}`;
  const item = (problem: string, pkg: string): MissingItem => ({ problem, debianPackage: pkg, fix: install(pkg) });
  const chromium = probes.env.CHROMIUM_PATH || HEADLESS_CHROMIUM;
  const javaOnPath = probes.which('java') !== undefined;
  const javaVersion = javaOnPath ? await probes.javaVersionText() : undefined;
  const missing: MissingItem[] = [];

  if (!probes.exists(join(probes.repoRoot, 'node_modules', '.package-lock.json'))) {
    missing.push({ problem: 'the npm packages are not installed', fix: 'npm ci' });
  }
  const javaMajor = javaVersion === undefined ? undefined : javaMajorVersion(javaVersion);
  const javaProblem = !javaOnPath
    ? 'no `java` on PATH'
    : javaMajor === undefined
      ? 'the `java` on PATH does not tell its version'
      : javaMajor < MIN_JAVA
        ? `the \`java\` on PATH is Java ${javaMajor}`
        : undefined;
  if (javaProblem) missing.push(item(`Java ${MIN_JAVA} or later (DynamoDB Local runs on it): ${javaProblem}`, JDK_PACKAGE));
  if (!probes.which('javac'))
    missing.push(item("javac (the judge compiles Java submissions; DynamoDB Local's loopback launcher): no `javac` on PATH", JDK_PACKAGE));
  if (!probes.which('g++')) missing.push(item('g++ (the judge compiles C++ submissions): no `g++` on PATH', 'g++'));
  if (!probes.which('python3')) missing.push(item('python3 (the judge runs Python submissions): no `python3` on PATH', 'python3'));
  if (purpose === 'test' && !probes.isExecutable(chromium)) {
    const where = probes.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${chromium} is not an executable` : `no ${chromium}`;
    missing.push(item(`Chromium's headless shell (the browser tests drive it): ${where}`, 'chromium-headless-shell'));
  }
  return missing;
}

/** The lines printed for what is missing: one per item with its fix, then one command for every package. */
export function describeMissing(purpose: Purpose, missing: readonly MissingItem[], isRoot: boolean): string[] {
  if (missing.length === 0) return [];
  const sudo = isRoot ? '' : 'sudo ';
  const packages = [...new Set(missing.flatMap((m) => (m.debianPackage ? [m.debianPackage] : [])))];
  const lines = [`\`npm ${purpose}\` cannot run yet. Missing:`, ...missing.map((m) => `  ✗ ${m.problem} → ${m.fix}`)];
  // A fresh Debian (or container) has empty package lists: the update comes first.
  if (packages.length > 0) lines.push(`Everything at once (Debian/Ubuntu): ${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`);
  return lines;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function which(command: string): string | undefined {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, command))
    .find(isExecutable);
}

/** The release file next to a JDK's bin/ answers in a millisecond; starting a JVM takes far longer. */
async function javaVersionText(): Promise<string | undefined> {
  const java = which('java');
  if (!java) return undefined;
  try {
    return readFileSync(join(dirname(dirname(realpathSync(java))), 'release'), 'utf8');
  } catch {
    return new Promise((resolve) => {
      execFile(java, ['-version'], { timeout: 15_000 }, (error, stdout, stderr) => resolve(error ? undefined : `${stdout}${stderr}`));
    });
  }
}

function realProbes(): Probes {
  return {
    which,
    javaVersionText,
    isExecutable,
    exists: existsSync,
    env: process.env,
    repoRoot: fileURLToPath(new URL('..', import.meta.url)),
    isRoot: process.getuid?.() === 0,
  };
}

async function main(): Promise<void> {
  const purpose = process.argv[2];
  if (purpose !== 'start' && purpose !== 'test') {
    console.error('usage: node scripts/preflight.ts start|test');
    process.exit(2);
  }
  const probes = realProbes();
  const lines = describeMissing(purpose, await findMissing(purpose, probes), probes.isRoot);
  if (lines.length === 0) return;
  console.error(lines.join('\n'));
  process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
