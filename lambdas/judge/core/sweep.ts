import { lstatSync, promises as fs, readdirSync } from 'node:fs';
import path from 'node:path';

export interface ProcessInfo {
  pid: number;
  uid: number;
}

/** Every process on the host with its real uid, from /proc. */
export async function listProcesses(): Promise<ProcessInfo[]> {
  const names = await fs.readdir('/proc');
  const found = await Promise.all(
    names
      .filter((n) => /^\d+$/.test(n))
      .map(async (name) => {
        const status = await fs.readFile(`/proc/${name}/status`, 'utf8').catch(() => '');
        const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
        return uid === undefined ? undefined : { pid: Number(name), uid: Number(uid) };
      }),
  );
  return found.filter((p): p is ProcessInfo => p !== undefined);
}

/** Threads of one uid: RLIMIT_NPROC counts them all, the judge's own included. */
export async function taskCount(uid: number): Promise<number> {
  let count = 0;
  for (const { pid, uid: owner } of await listProcesses()) {
    if (owner !== uid) continue;
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    count += Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 1);
  }
  return count;
}

/** SIGKILLs the chosen processes until none is left (a fork bomb refills between rounds). */
export async function killUntilGone(choose: (p: ProcessInfo) => Promise<boolean> | boolean): Promise<number> {
  let killed = 0;
  for (let round = 0; round < 100; round++) {
    const targets: number[] = [];
    for (const p of await listProcesses()) if (p.pid !== process.pid && (await choose(p))) targets.push(p.pid);
    if (targets.length === 0) return killed;
    for (const pid of targets) {
      try {
        process.kill(pid, 'SIGKILL');
        killed++;
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('processes of a submission survived 100 kill rounds');
}

/** A process that lives in, or runs a file from, the given directory. */
export async function livesIn(pid: number, dir: string): Promise<boolean> {
  for (const link of ['cwd', 'exe']) {
    const target = await fs.readlink(`/proc/${pid}/${link}`).catch(() => '');
    if (target === dir || target.startsWith(`${dir}/`)) return true;
  }
  return false;
}

/** Shared writable directories a sandboxed program could leave files in. */
export const WORLD_WRITABLE_DIRS = ['/tmp', '/var/tmp', '/dev/shm'];

/** Synchronous: a directory listing costs microseconds, an await per entry a tenth of a millisecond. */
export function listEntries(dir: string): string[] {
  try {
    return readdirSync(dir).map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/** The owner of an entry, without following a symlink; undefined when it is gone. */
export function ownerOf(entry: string): number | undefined {
  try {
    return lstatSync(entry).uid;
  } catch {
    return undefined;
  }
}

/** Removes entries of the shared writable directories that the predicate picks. */
export async function removeEntries(pick: (entry: string) => boolean): Promise<string[]> {
  const removed: string[] = [];
  for (const dir of WORLD_WRITABLE_DIRS) {
    for (const entry of listEntries(dir)) {
      if (!pick(entry)) continue;
      await fs.rm(entry, { recursive: true, force: true });
      removed.push(entry);
    }
  }
  return removed;
}
