import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, type HealthResponse } from '@contract/health';
import { LOCAL_REGION, LOCAL_TABLE_NAME } from '../../local/lambda-names';
import { findFreeLocalPorts } from '../../local/ports';
import { commandLine, descendantPids } from '../../local/process-tree';
import { startLocalStack, type LocalStack } from '../../local/start';

/** A child of the stack that dies is reported, shows as down on /api/health, and comes back. */
let stack: LocalStack;
let dataDir: string;
const logLines: string[] = [];
const fatal: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'codearena-restart-'));
  stack = await startLocalStack({
    ports: await findFreeLocalPorts(),
    dataDir,
    web: false,
    seed: false,
    log: (line) => logLines.push(line),
    onFatal: (message) => fatal.push(message),
  });
});

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function dynamoDbLocalPid(): number | undefined {
  return descendantPids().find((pid) => {
    const command = commandLine(pid);
    return command.startsWith('java ') && command.includes(`-port ${stack.ports.dynamodb} `);
  });
}

async function health(): Promise<HealthResponse> {
  return healthResponseSchema.parse(await (await fetch(`${stack.apiUrl}/health`)).json());
}

describe('a DynamoDB Local that dies', () => {
  it('is reported in the terminal, is down on /api/health meanwhile, and is restarted on its data', async () => {
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: `http://127.0.0.1:${stack.ports.dynamodb}`,
        region: LOCAL_REGION,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const key = { pk: 'TEST#restart', sk: 'TEST#restart' };
    await documents.send(new PutCommand({ TableName: LOCAL_TABLE_NAME, Item: { ...key, note: 'survives' } }));
    expect((await health()).components.table.status).toBe('up');

    const before = dynamoDbLocalPid();
    expect(before, 'the DynamoDB Local java process').toBeDefined();
    process.kill(before!, 'SIGKILL');

    const seen = new Set<string>();
    for (const until = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 50))) {
      expect(Date.now(), 'DynamoDB Local back up within a minute').toBeLessThan(until);
      const table = (await health()).components.table;
      seen.add(table.status);
      if (table.status === 'up' && logLines.some((l) => l.startsWith('  ✓ DynamoDB Local restarted'))) break;
    }

    expect(seen).toContain('down');
    expect(logLines.some((l) => l.startsWith('  ! DynamoDB Local exited unexpectedly (137).'))).toBe(true);
    expect(logLines).toContain('  … restarting DynamoDB Local (restart 1 of at most 3)');
    const after = dynamoDbLocalPid();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const kept = await documents.send(new GetCommand({ TableName: LOCAL_TABLE_NAME, Key: key }));
    expect(kept.Item).toMatchObject({ note: 'survives' });
    expect(fatal).toEqual([]);
    documents.destroy();
  });
});
