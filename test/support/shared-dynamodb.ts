/**
 * A global setup: one DynamoDB Local (in memory) for every data test file of the run, instead of
 * a Java process started and warmed up per file. Each file gets tables of its own
 * (test/integration/support/table-harness.ts: named per worker, created empty before the file's
 * tests and deleted after them), so files running side by side never see each other's items.
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
    /** The run's shared DynamoDB Local. */
    sharedDynamoDbEndpoint: string;
  }
}

interface Shared {
  endpoint: string;
  /** Settles once DynamoDB Local answers; the tables' harness waits for it, the run's start does not. */
  started: Promise<{ stop(): Promise<void> } | undefined>;
}

async function startShared(): Promise<Shared> {
  const [port] = await findFreePorts(1);
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-shared-dynamodb-'));
  const started = startDynamoDbLocal({ port: port!, dataDir, inMemory: true }).then(
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
  // The judge and integration projects each list this file: one DynamoDB Local serves them all.
  const { value: shared, done } = await shareAcrossProjects('dynamodb', startShared, async ({ started }) => {
    await (await started)?.stop();
  });
  project.provide('sharedDynamoDbEndpoint', shared.endpoint);
  return done;
}
