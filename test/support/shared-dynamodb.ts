/**
 * A global setup: DynamoDB Local (in memory) for every data test file of the run, one per vitest
 * worker, instead of a Java process started and warmed up per file. Each file gets tables of its
 * own (test/integration/support/table-harness.ts: named per worker, created empty before the file's
 * tests and deleted after them), so files running side by side never see each other's items.
 *
 * One per worker, not one for the run: a single DynamoDB Local serves requests largely one at a
 * time (16 clients writing transactions kept it at 1.55 of 2 cores, two instances at 1.9), so the
 * data files waited on each other's writes while a core sat idle. The data and judge files alone
 * took 154 s and 234 core-s with one per worker against 191 s and 292 core-s with one for all
 * (DynamoDB Local's own CPU 92 against 129 core-s; 2026-11-28, one run each, back to back).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../local/dynamodb';
import { findFreePorts } from '../../local/ports';
import { shareAcrossProjects } from './shared-across-projects';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared DynamoDB Locals, one per worker (sharedDynamoDbEndpoint() in test/integration/support/table-harness.ts picks this worker's). */
    sharedDynamoDbEndpoints: string[];
  }
}

interface Shared {
  endpoint: string;
  /** Settles once DynamoDB Local answers; the tables' harness waits for it, the run's start does not. */
  started: Promise<{ stop(): Promise<void> } | undefined>;
}

async function startShared(port: number): Promise<Shared> {
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-shared-dynamodb-'));
  const started = startDynamoDbLocal({ port, dataDir, inMemory: true }).then(
    (dynamo) => ({
      async stop() {
        await dynamo.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    }),
    // The first test that needs it fails, saying why (the harness cannot reach it).
    async (error: unknown) => {
      console.error(`the shared DynamoDB Local did not start: ${String(error)}`);
      await rm(dataDir, { recursive: true, force: true });
      return undefined;
    },
  );
  return { endpoint: `http://127.0.0.1:${port}`, started };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The judge and integration projects each list this file: the same DynamoDB Locals serve them all.
  const workers = typeof project.vitest.config.maxWorkers === 'number' ? project.vitest.config.maxWorkers : 1;
  const { value: shared, done } = await shareAcrossProjects(
    'dynamodb',
    async () => Promise.all((await findFreePorts(workers)).map(startShared)),
    async (all) => {
      await Promise.all(all.map(async ({ started }) => (await started)?.stop()));
    },
  );
  project.provide(
    'sharedDynamoDbEndpoints',
    shared.map(({ endpoint }) => endpoint),
  );
  return done;
}
