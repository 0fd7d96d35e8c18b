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

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the build goes: `app/` (the build), `lock` (taken by the builder), then `done` or `failed`. */
    builtWebApp: string;
  }
}

interface Shared {
  dir: string;
  users: number;
}

/** On globalThis: each project loads its global setup through its own module runner, and both projects share one build. */
const holder = globalThis as typeof globalThis & { codearenaBuiltWebApp?: Shared };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder.codearenaBuiltWebApp ??= { dir: await mkdtemp(join(tmpdir(), 'codearena-built-web-')), users: 0 });
  shared.users++;
  project.provide('builtWebApp', shared.dir);
  return async () => {
    if (--shared.users > 0) return;
    delete holder.codearenaBuiltWebApp;
    await rm(shared.dir, { recursive: true, force: true });
  };
}
