/**
 * `npm run typecheck`: the three TypeScript projects (the Node side, the web app, the browser
 * journeys) checked side by side rather than one after another, each one's errors printed under
 * its name; exits 1 when any has an error. Run by Node's own type stripping, like preflight.ts.
 *
 * One checker each (`--checkers 1`; TypeScript 7 starts four by default): three projects side by side
 * already keep two cores busy, and each extra checker works out many of the same types again. On the
 * 2-core machine the three took 18 s of wall clock and 32 s of CPU, against 28 s and 55 s with the
 * default (2026-11-28).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(repoRoot, 'node_modules', '.bin', 'tsc');
const projects = ['tsconfig.json', 'web/tsconfig.json', 'web/e2e/tsconfig.json'];

function check(project: string): Promise<{ project: string; code: number | null; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project, '--checkers', '1'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ project, code: null, output: String(error), seconds: 0 }));
    child.on('close', (code) => resolve({ project, code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

const results = await Promise.all(projects.map(check));
for (const { project, code, output, seconds } of results) {
  console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${seconds.toFixed(1)} s)`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
