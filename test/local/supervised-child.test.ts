import { describe, expect, it } from 'vitest';
import { spawnGuarded } from '../../local/guarded-child';
import { superviseChild } from '../../local/supervised-child';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitFor = async (check: () => boolean, ms = 5_000) => {
  for (const until = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > until) throw new Error('timed out');
  }
};

describe('a supervised child of the local stack', () => {
  it('is reported and restarted when it dies, and stays stopped after stop()', async () => {
    const log: string[] = [];
    const gaveUp: string[] = [];
    const child = await superviseChild({
      name: 'Sleeper',
      start: () => spawnGuarded('sleep', ['30']),
      log: (l) => log.push(l),
      onGiveUp: (m) => gaveUp.push(m),
      restartDelayMs: 10,
    });
    const first = child.pid();
    process.kill(first, 'SIGKILL');
    await waitFor(() => child.state() === 'running' && child.pid() !== first);

    expect(log[0]).toMatch(/^ {2}! Sleeper exited unexpectedly \(137\)\.(\n {4}last output: Killed)?$/);
    expect(log).toContain('  … restarting Sleeper (restart 1 of at most 3)');
    expect(log.at(-1)).toBe(`  ✓ Sleeper restarted (pid ${child.pid()})`);
    expect(alive(child.pid())).toBe(true);
    expect(child.restarts()).toBe(1);

    const second = child.pid();
    await child.stop();
    expect(child.state()).toBe('stopped');
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(second)).toBe(false);
    expect(log).toHaveLength(3); // no restart after a deliberate stop
    expect(gaveUp).toEqual([]);
  });

  it('gives up with one clear message when it keeps dying, its last output included', async () => {
    const log: string[] = [];
    const gaveUp: string[] = [];
    let starts = 0;
    const child = await superviseChild({
      name: 'Crasher',
      // Starts fine, then dies: what a database with a corrupt file or a full disk does.
      start: async () => {
        starts++;
        return spawnGuarded('sh', ['-c', 'sleep 0.1; echo "disk full" >&2; exit 3']);
      },
      log: (l) => log.push(l),
      onGiveUp: (m) => gaveUp.push(m),
      maxRestarts: 2,
      restartDelayMs: 10,
    });
    await waitFor(() => child.state() === 'given-up');

    expect(starts).toBe(3); // the first start and two restarts
    expect(gaveUp).toEqual(['Crasher exited 3 times within 300 s and was not restarted again.']);
    expect(log.filter((l) => l.startsWith('  ! Crasher exited unexpectedly (3).'))).toHaveLength(3);
    expect(log[0]).toContain('last output: disk full');
    await child.stop();
  });

  it('counts a restart that fails to start as an attempt and keeps trying within the bound', async () => {
    const log: string[] = [];
    const gaveUp: string[] = [];
    let starts = 0;
    const child = await superviseChild({
      name: 'Flaky',
      start: async () => {
        starts++;
        if (starts === 2) throw new Error('port 8000 is busy\nmore detail');
        return spawnGuarded('sleep', ['30']);
      },
      log: (l) => log.push(l),
      onGiveUp: (m) => gaveUp.push(m),
      restartDelayMs: 10,
    });
    process.kill(child.pid(), 'SIGTERM');
    await waitFor(() => starts === 3 && child.state() === 'running');

    expect(log).toContain('  ! Flaky could not be restarted: port 8000 is busy');
    expect(child.restarts()).toBe(2);
    expect(gaveUp).toEqual([]);
    await child.stop();
  });
});
