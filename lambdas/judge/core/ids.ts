import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Unprivileged uids and gids for sandboxed runs, when the judge runs as root. Each run gets a uid
 * no other live run holds, so RLIMIT_NPROC, kill(-1) and file ownership are per run. A lock file
 * per id (holding the owner's pid) makes ids exclusive across judge processes on one host; an id
 * whose owner died is taken over.
 */
const FIRST_ID = 1_900_000_000;
const ID_COUNT = 100_000;

export class IdPool {
  private constructor(private readonly dir: string) {}

  static async open(scratchRoot: string): Promise<IdPool> {
    const dir = path.join(scratchRoot, '.ids');
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    return new IdPool(dir);
  }

  async acquire(): Promise<number> {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const id = FIRST_ID + Math.floor(Math.random() * ID_COUNT);
      if (await this.tryLock(id)) return id;
    }
    throw new Error('no free sandbox id');
  }

  async release(id: number): Promise<void> {
    await fs.rm(this.lockPath(id), { force: true });
  }

  private lockPath(id: number): string {
    return path.join(this.dir, String(id));
  }

  private async tryLock(id: number): Promise<boolean> {
    try {
      await fs.writeFile(this.lockPath(id), String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(await fs.readFile(this.lockPath(id), 'utf8').catch(() => '0'));
      if (owner > 0 && isAlive(owner)) return false;
      await fs.rm(this.lockPath(id), { force: true });
      return false;
    }
  }
}

export function isSandboxId(id: number): boolean {
  return id >= FIRST_ID && id < FIRST_ID + ID_COUNT;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
