import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, promises as fs, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SANDBOX_PATHS } from './view';

/**
 * A submission's scratch space: `<root>/s-XXXXXX/` holding `build/` (the source, then the artifact)
 * and one `t<n>/` working directory per test. Expected outputs are never written here.
 *
 * When runs drop to sandbox uids (`gid` given): the submission directory is root:gid 0750, so only
 * this submission's runs (all in its group) can enter it, and none can rename or replace what is in
 * it; `build/` belongs to the compiling uid while it compiles, then to root, read-only to the group;
 * each test directory belongs to that test's uid alone (0700). The root itself is 0711: others may
 * pass through, never list it.
 *
 * The small calls here are synchronous on purpose: each takes microseconds, where an await on the
 * libuv thread pool costs about a tenth of a millisecond, per test (bench/judge.ts).
 */
export class Workspace {
  readonly buildDir: string;
  private readonly testDirs: string[] = [];

  private constructor(
    readonly dir: string,
    private readonly gid: number | undefined,
  ) {
    this.buildDir = path.join(dir, 'build');
  }

  static create(root: string, gid: number | undefined): Workspace {
    mkdirSync(root, { recursive: true, mode: 0o711 });
    chmodSync(root, gid === undefined ? 0o700 : 0o711);
    const dir = mkdtempSync(path.join(root, 's-'));
    const workspace = new Workspace(dir, gid);
    mkdirSync(workspace.buildDir, { mode: 0o700 });
    if (gid !== undefined) {
      chmodSync(dir, 0o750);
      chownSync(dir, 0, gid);
    }
    return workspace;
  }

  writeSource(fileName: string, source: string): void {
    writeFileSync(path.join(this.buildDir, fileName), source, { mode: 0o600 });
  }

  /** Hands build/ to the compiling uid. */
  lendBuild(uid: number | undefined): void {
    if (uid === undefined || this.gid === undefined) return;
    chownTree(this.buildDir, uid, this.gid);
  }

  /** Takes build/ back: root-owned, readable (and executable where it was) by the group only. */
  sealBuild(): void {
    if (this.gid === undefined) return;
    chownTree(this.buildDir, 0, this.gid, true);
  }

  /**
   * A fresh working directory for one test, owned by the test's uid alone. Never a reused one:
   * emptying a directory while another slot's program runs is a race an rm as root can lose (a
   * directory swapped for a symlink between two steps); a directory per test leaves every removal
   * to remove(), when no program of the submission is left.
   */
  testDir(index: number, uid: number | undefined): string {
    const dir = path.join(this.dir, `t${index}`);
    mkdirSync(dir, { mode: 0o700 });
    if (uid !== undefined && this.gid !== undefined) chownSync(dir, uid, this.gid);
    this.testDirs.push(dir);
    return dir;
  }

  /** Paths in messages read as the student's own file names, not the judge's layout. */
  redact(text: string): string {
    return text.replaceAll(`${this.buildDir}/`, '').replaceAll(this.dir, '.').replaceAll(`${SANDBOX_PATHS.build}/`, '').replaceAll(SANDBOX_PATHS.work, '.');
  }

  /**
   * Removes the whole scratch space, once every process of the submission is dead: build/ and the
   * test directories, with whatever the runs left in them.
   */
  async remove(): Promise<void> {
    // What a run left can be a large tree: that is removed off the event loop; the usual few files are not.
    if (this.testDirs.every(isEmptyDir)) rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
    else await fs.rm(this.dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function isEmptyDir(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return false; // unreadable (a program's chmod when runs share the judge's uid): let rm decide
  }
}

function chownTree(dir: string, uid: number, gid: number, seal = false): void {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const paths = [dir, ...entries.map((e) => path.join(e.parentPath, e.name))];
  for (const p of paths) {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) {
      rmSync(p); // a submission's symlink could point the judge's chown anywhere
      continue;
    }
    chownSync(p, uid, gid);
    if (seal) chmodSync(p, stat.isDirectory() || (stat.mode & 0o100) !== 0 ? 0o750 : 0o640);
  }
}
