import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const BUILD_WAIT_MS = 180_000;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run build:web` into `outDir` in a child process, with Vite's manifest (the bundle's checks read it). */
function buildInChild(outDir: string): Promise<{ code: number | null; output: string }> {
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--config', 'web/vite.config.ts', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'];
  return new Promise((resolve) => {
    // Vitest runs with NODE_ENV=test, which would bundle React's development build.
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: null, output: `${output}${String(error)}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Builds the app into the run's folder, or, when another test file took the lock first, waits for its build. */
async function buildOnce(dir: string): Promise<void> {
  const mine = await mkdir(join(dir, 'lock')).then(() => true, () => false);
  if (!mine) return;
  const started = performance.now();
  const { code, output } = await buildInChild(join(dir, 'app'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) await writeFile(join(dir, 'done'), `built in ${seconds} s\n`);
  else await writeFile(join(dir, 'failed'), `vite build exited ${code} after ${seconds} s:\n${output}`);
}

/**
 * The production build of the web app that this test run shares (./build-web-app-once.ts): the
 * folder to serve. Fails with the build's own output if the build failed.
 */
export async function builtWebApp(): Promise<string> {
  const dir = inject('builtWebApp');
  await buildOnce(dir);
  const until = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    const failed = await readFile(join(dir, 'failed'), 'utf8').catch(() => undefined);
    if (failed !== undefined) throw new Error(failed);
    if (await readFile(join(dir, 'done'), 'utf8').catch(() => undefined)) return join(dir, 'app');
    if (Date.now() > until) throw new Error(`the web app's build in ${dir} did not finish in ${BUILD_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
