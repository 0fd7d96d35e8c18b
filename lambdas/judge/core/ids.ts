import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Unprivileged uids and gids for sandboxed runs, when the judge runs as root. Each run gets a uid
 * no other live run holds, so RLIMIT_NPROC, kill(-1) and file ownership are per run. A lock file
 * per id (holding the owner's pid) makes ids exclusive across judge processes on one host; an id
 * whose owner died is taken over. Synchronous: three small files per submission, each cheaper
 * written directly than through the libuv thread pool.
 */
const FIRST_ID = 1_900_000_000;
const ID_COUNT = 100_000;

export class IdPool {
  private constructor(private readonly dir: string) {}

  static open(scratchRoot: string): IdPool {
    const dir = path.join(scratchRoot, '.ids');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return new IdPool(dir);
  }

  acquire(): number {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const id = FIRST_ID + Math.floor(Math.random() * ID_COUNT);
      if (this.tryLock(id)) return id;
    }
    throw new Error('no free sandbox id');
  }

  release(id: number): void {
    rmSync(this.lockPath(id), { force: true });
  }

  private lockPath(id: number): string {
    return path.join(this.dir, String(id));
  }

  private tryLock(id: number): boolean {
    try {
      writeFileSync(this.lockPath(id), String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readOwner(this.lockPath(id)));
      if (owner > 0 && isAlive(owner)) return false;
      rmSync(this.lockPath(id), { force: true });
      return false;
    }
  }
}

export function isSandboxId(id: number): boolean {
  return id >= FIRST_ID && id < FIRST_ID + ID_COUNT;
}

function readOwner(lock: string): string {
  try {
    return readFileSync(lock, 'utf8');
  } catch {
    return '0';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
