import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawnGuarded, waitUntilReady } from '../../local/guarded-child';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForDeath(pid: number, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('a guarded child process', () => {
  it('reports the real child, its output and its exit code', async () => {
    const child = await spawnGuarded('sh', ['-c', 'echo "pid $$"; echo oops >&2; exit 3']);
    expect(await child.exited).toBe(3);
    expect(child.output()).toContain(`pid ${child.pid}`);
    expect(child.output()).toContain('oops');
    expect(child.hasExited()).toBe(true);
  });

  it('stops with SIGTERM, and with SIGKILL when SIGTERM is ignored', async () => {
    const polite = await spawnGuarded('sleep', ['60']);
    await polite.stop();
    expect(isAlive(polite.pid)).toBe(false);

    const stubborn = await spawnGuarded(process.execPath, ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"]);
    await waitUntilReady('stubborn', stubborn, async () => stubborn.output().includes('ready'), { timeoutMs: 5_000, intervalMs: 20 });
    const started = Date.now();
    await stubborn.stop(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(isAlive(stubborn.pid)).toBe(false);
  });

  it('dies with its parent, even when the parent is killed with SIGKILL', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/guarded-sleeper.ts', import.meta.url));
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      parent.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
    });
    expect(isAlive(pid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await waitForDeath(pid)).toBe(true);
  });

  it('is out of reach of a Ctrl-C in the terminal: its parent stops it, not the signal', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/guarded-sleeper.ts', import.meta.url));
    // A process group of its own, as a terminal's foreground job: Ctrl-C signals the whole group.
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      parent.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
    });
    try {
      process.kill(-parent.pid!, 'SIGINT');
      // Dying of it would leave the supervisor to report an unexpected exit while the stack stops.
      expect(await waitForDeath(pid, 500)).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
    expect(await waitForDeath(pid)).toBe(true);
  });

  it('explains a child that exits before it is ready', async () => {
    const child = await spawnGuarded('sh', ['-c', 'echo "cannot bind" >&2; exit 1']);
    await expect(waitUntilReady('the thing', child, async () => false, { timeoutMs: 5_000 })).rejects.toThrow(
      /the thing exited before it was ready:\s+cannot bind/,
    );
  });
});
