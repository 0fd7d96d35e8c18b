import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * A submission's scratch space: `<root>/s-XXXXXX/` holding `build/` (the source, then the artifact)
 * and one `t<n>/` working directory per test. Expected outputs are never written here.
 *
 * When runs drop to sandbox uids (`gid` given): the submission directory is root:gid 0750, so only
 * this submission's runs (all in its group) can enter it; `build/` belongs to the compiling uid
 * while it compiles, then to root, read-only to the group; each test directory belongs to that
 * test's uid alone (0700). The root itself is 0711: others may pass through, never list it.
 */
export class Workspace {
  readonly buildDir: string;

  private constructor(readonly dir: string, private readonly gid: number | undefined) {
    this.buildDir = path.join(dir, 'build');
  }

  static async create(root: string, gid: number | undefined): Promise<Workspace> {
    await fs.mkdir(root, { recursive: true, mode: 0o711 });
    await fs.chmod(root, gid === undefined ? 0o700 : 0o711);
    const dir = await fs.mkdtemp(path.join(root, 's-'));
    const workspace = new Workspace(dir, gid);
    await fs.mkdir(workspace.buildDir, { mode: 0o700 });
    if (gid !== undefined) {
      await fs.chmod(dir, 0o750);
      await fs.chown(dir, 0, gid);
    }
    return workspace;
  }

  async writeSource(fileName: string, source: string): Promise<void> {
    await fs.writeFile(path.join(this.buildDir, fileName), source, { mode: 0o600 });
  }

  /** Hands build/ to the compiling uid. */
  async lendBuild(uid: number | undefined): Promise<void> {
    if (uid === undefined || this.gid === undefined) return;
    await chownTree(this.buildDir, uid, this.gid);
  }

  /** Takes build/ back: root-owned, readable (and executable where it was) by the group only. */
  async sealBuild(): Promise<void> {
    if (this.gid === undefined) return;
    await chownTree(this.buildDir, 0, this.gid, true);
  }

  async testDir(index: number, uid: number | undefined): Promise<string> {
    const dir = path.join(this.dir, `t${index}`);
    await fs.mkdir(dir, { mode: 0o700 });
    if (uid !== undefined && this.gid !== undefined) await fs.chown(dir, uid, this.gid);
    return dir;
  }

  /** Paths in messages read as the student's own file names, not the judge's layout. */
  redact(text: string): string {
    return text.replaceAll(`${this.buildDir}/`, '').replaceAll(this.dir, '.');
  }

  async remove(): Promise<void> {
    await fs.rm(this.dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

async function chownTree(dir: string, uid: number, gid: number, seal = false): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const paths = [dir, ...entries.map((e) => path.join(e.parentPath, e.name))];
  for (const p of paths) {
    const stat = await fs.lstat(p);
    if (stat.isSymbolicLink()) {
      await fs.rm(p); // a submission's symlink could point the judge's chown anywhere
      continue;
    }
    await fs.chown(p, uid, gid);
    if (seal) await fs.chmod(p, stat.isDirectory() || (stat.mode & 0o100) !== 0 ? 0o750 : 0o640);
  }
}
