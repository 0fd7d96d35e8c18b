/**
 * The three TypeScript projects' type checks (scripts/typecheck.ts, also `npm run typecheck`) as the
 * first file of the run's first group, beside the other files rather than before them: alone they
 * kept the two cores only partly busy for their last seconds (one project takes longer than the
 * other two), and vitest waited for them. A type error fails this test with tsc's own output.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function typecheck(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/typecheck.ts'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: null, output: String(error) }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

it('type-checks the Node side, the web app and the browser journeys without an error', async () => {
  const { code, output } = await typecheck();
  expect(output.match(/^[✓✗] tsc -p .*$/gm), output).toHaveLength(3);
  expect(code, output).toBe(0);
});
