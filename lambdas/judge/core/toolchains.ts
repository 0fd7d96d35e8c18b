import { execFile } from 'node:child_process';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export type ToolName = 'gxx' | 'python3' | 'java' | 'javac' | 'node';

const commands: Record<Exclude<ToolName, 'node'>, string> = { gxx: 'g++', python3: 'python3', java: 'java', javac: 'javac' };

const resolved = new Map<string, Promise<string>>();

/**
 * The absolute path of a toolchain binary that the sandboxed program can execute. JavaScript runs
 * on the judge's own node (process.execPath), so submissions get exactly the judge's runtime.
 * Version managers' shims (pyenv) are shell scripts that need an environment the sandbox does not
 * give, so Python resolves to the real interpreter; and when runs drop to another uid, a binary
 * under a private directory (/root/...) is skipped for the next one on PATH.
 */
export function toolPath(name: ToolName, override: string | undefined, sandboxUid: boolean): Promise<string> {
  if (override) return Promise.resolve(override);
  if (name === 'node') return Promise.resolve(process.execPath);
  const key = `${name}:${sandboxUid}`;
  let found = resolved.get(key);
  if (!found) {
    found = findTool(name, sandboxUid);
    found.catch(() => resolved.delete(key));
    resolved.set(key, found);
  }
  return found;
}

async function findTool(name: Exclude<ToolName, 'node'>, sandboxUid: boolean): Promise<string> {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/local/bin', '/usr/bin', '/bin'];
  for (const dir of new Set(dirs)) {
    const candidate = path.join(dir, commands[name]);
    if (!(await isExecutable(candidate))) continue;
    const real = name === 'python3' ? await pythonExecutable(candidate) : await fs.realpath(candidate);
    if (real && (!sandboxUid || (await othersCanExecute(real)))) return real;
  }
  throw new Error(`toolchain not found: ${commands[name]}`);
}

async function isExecutable(file: string): Promise<boolean> {
  return fs.access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function pythonExecutable(candidate: string): Promise<string | undefined> {
  try {
    const { stdout } = await exec(candidate, ['-c', 'import sys; print(sys.executable)'], { timeout: 10_000 });
    return await fs.realpath(stdout.trim());
  } catch {
    return undefined;
  }
}

/** Root passes every access check, so look at the mode bits: o+x on the file and every parent. */
async function othersCanExecute(file: string): Promise<boolean> {
  for (let p = file; ; p = path.dirname(p)) {
    const stat = await fs.stat(p).catch(() => undefined);
    if (!stat || (stat.mode & 0o001) === 0) return false;
    if (p === path.dirname(p)) return true;
  }
}
