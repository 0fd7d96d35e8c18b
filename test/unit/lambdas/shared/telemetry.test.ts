/**
 * The tracer is loaded only inside Lambda: elsewhere (tests, the local stack) the X-Ray SDK it
 * brings would hook every promise of the process for traces nobody records. Each case imports the
 * entry chain in a Node process of its own, as a Lambda's first import would, and asks which
 * modules came with it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const probe = `
const { entryPoint } = await import('./lambdas/shared/entry-point.ts');
const { tracer, tracedClient } = await import('./lambdas/shared/telemetry.ts');
const { createRequire } = await import('node:module');
const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/aws-xray-sdk-core/'));
const answer = await entryPoint('schedule', async () => 'handled')({}, { functionName: 'probe', awsRequestId: 'r-1' });
const client = tracedClient(() => ({ middlewareStack: { use() {}, add() {}, remove() {} }, config: {} }))();
console.log(JSON.stringify({ loaded, tracer: tracer !== undefined, answer, client: typeof client }));
`;

async function importedWith(env: Record<string, string>) {
  const { AWS_EXECUTION_ENV: _unset, ...base } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
    env: { ...base, POWERTOOLS_DEV: 'true', POWERTOOLS_LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true', ...env },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { loaded: boolean; tracer: boolean; answer: string; client: string };
}

describe('the tracer', () => {
  it('is not loaded outside Lambda: no X-Ray SDK in the process, and the chain still runs the handler', async () => {
    expect(await importedWith({})).toEqual({ loaded: false, tracer: false, answer: 'handled', client: 'object' });
  }, 30_000);

  it('is loaded and wraps the handler inside Lambda', async () => {
    const inside = await importedWith({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', POWERTOOLS_TRACE_ENABLED: 'false' });
    expect(inside).toEqual({ loaded: true, tracer: true, answer: 'handled', client: 'object' });
  }, 30_000);
});
