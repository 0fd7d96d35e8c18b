/**
 * The integration projects' global setup: a folder for the run's one production build of the web
 * app, shared by every browser journey (served by local/web's preview server) and by the bundle's
 * checks. The journeys once each compiled the sources on request through Vite's dev server; a build
 * is what students get, and it is made once, by the first test that asks (./built-app.ts), so a run
 * without journeys never pays for it. The bundle's checks ask first, in the run's first group, so
 * the build fills cores the judge's one-at-a-time files leave idle.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { shareAcrossProjects } from '../../../test/support/shared-across-projects';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the build goes: `app/` (the build), `lock` (taken by the builder), then `done` or `failed`. */
    builtWebApp: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value: dir, done } = await shareAcrossProjects(
    'built-web-app',
    () => mkdtemp(join(tmpdir(), 'codearena-built-web-')),
    (folder) => rm(folder, { recursive: true, force: true }),
  );
  project.provide('builtWebApp', dir);
  return done;
}
