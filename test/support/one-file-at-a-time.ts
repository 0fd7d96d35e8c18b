/**
 * Files of a project that must not run two at a time, although their group has two workers
 * (vitest.config.ts): the judge's tests (each checks that no sandboxed process is left, and
 * measures times) beside unit, web and infra. A file holds its project's lock (a directory,
 * created atomically, naming its process) from before its first hook to after its last.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

// The longest a file waits is every other judge file run before it: about 3 minutes on 2 cores.
const WAIT_LIMIT_MS = 8 * 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function acquire(lock: string): Promise<void> {
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A holder that died (an interrupted run) leaves its lock behind: take it over.
      const owner = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      if (owner > 0 && !alive(owner)) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Holds the named lock for the whole test file (call it from a project's setup file). */
export function oneFileAtATime(name: string): void {
  const lock = path.join(os.tmpdir(), `codearena-${name}-${Buffer.from(process.cwd()).toString('hex').slice(-24)}.lock`);
  beforeAll(() => acquire(lock), WAIT_LIMIT_MS);
  afterAll(() => rm(lock, { recursive: true, force: true }));
}
