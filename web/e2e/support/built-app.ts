import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildWebBundle } from '../../../scripts/web-bundle';

const BUILD_WAIT_MS = 180_000;

/** Builds the app into the run's folder, or, when another test file took the lock first, waits for its build. */
async function buildOnce(dir: string): Promise<void> {
  const mine = await mkdir(join(dir, 'lock')).then(
    () => true,
    () => false,
  );
  if (!mine) return;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  // What `npm run build:web` makes (with Vite's manifest, which the bundle's checks read).
  await buildWebBundle(join(dir, 'app')).then(
    () => writeFile(join(dir, 'done'), `built in ${seconds()} s\n`),
    (error: unknown) =>
      writeFile(join(dir, 'failed'), `vite build failed after ${seconds()} s:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  );
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
