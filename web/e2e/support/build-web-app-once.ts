/**
 * The integration project's global setup: a folder for the run's one production build of the web
 * app, shared by every browser journey (served by local/web's preview server) and by the bundle's
 * checks. The journeys once each compiled the sources on request through Vite's dev server; a build
 * is what students get, and it is made once, by the first test that asks (./built-app.ts), so a run
 * without journeys never pays for it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the build goes: `app/` (the build), `lock` (taken by the builder), then `done` or `failed`. */
    builtWebApp: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'codearena-built-web-'));
  project.provide('builtWebApp', dir);
  return () => rm(dir, { recursive: true, force: true });
}
