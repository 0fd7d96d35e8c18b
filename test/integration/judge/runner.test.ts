import { existsSync, promises as fs, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../lambdas/judge/core/options';
import { RunnerProcess, runSealed, type SealedRun } from '../../../lambdas/judge/core/run-sealed';
import { sandboxFor, type Sandbox } from '../../../lambdas/judge/core/sandbox';
import { isRunning, makeScratchRoot } from './fixtures';

/**
 * The native runner on its own (judge-images/runner/runner.c), built by the host's cc. What only
 * root lets it do shows as a skipped test named "needs root: …" on a host that cannot.
 */
const sandbox: Sandbox = await sandboxFor(resolveOptions().cacheDir);
const isRoot = process.getuid?.() === 0;
let dir: string;
const run = (argv: string[], extra: Partial<SealedRun> = {}) => runSealed(sandbox.runner, { argv, input: '', dir, wallMs: 5000, ...extra });

beforeAll(async () => {
  dir = await makeScratchRoot();
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('native runner', () => {
  it('starts the program with an empty environment in the given directory', async () => {
    const env = await run(['/usr/bin/env']);
    const cwd = await run(['/bin/pwd']);

    expect(env).toMatchObject({ exitCode: 0, stdout: '', stopped: 'none' });
    expect(cwd.stdout.trim()).toBe(dir);
  });

  it("hands the program only stdin, stdout and stderr: never the runner's request channel", async () => {
    const result = await run(['/bin/sh', '-c', 'ls /proc/$$/fd; exit 7'], { env: { PATH: '/usr/bin:/bin' } });

    expect(result.exitCode).toBe(7);
    expect(result.stdout.split('\n').filter(Boolean).sort()).toEqual(['0', '1', '2']);
  });

  it('serves one run after another in the same runner process', async () => {
    const runner = new RunnerProcess(sandbox.runner);
    try {
      const first = await runner.run({ argv: ['/bin/cat'], input: 'one', dir });
      const second = await runner.run({ argv: ['/bin/cat'], input: 'two\n'.repeat(50_000), dir });

      expect(first.stdout).toBe('one');
      expect(second.stdout).toHaveLength(64 * 1024); // the default cap
      expect(second.stdoutOverflow).toBe(true);
    } finally {
      runner.close();
    }
  });

  it('runs queued requests one after another, in order, each only once the one before is swept', async () => {
    const runner = new RunnerProcess(sandbox.runner);
    const shell = (script: string, input = '') => runner.run({ argv: ['/bin/sh', '-c', script], input, dir, env: { PATH: '/usr/bin:/bin' } });
    try {
      const answered: string[] = [];
      const first = shell('sleep 30 & echo $! > background; sleep 0.2').then((r) => (answered.push('first'), r));
      const second = shell('kill -0 "$(cat background)" 2>/dev/null && echo alive || echo gone').then((r) => (answered.push('second'), r));
      const third = shell('cat', 'three').then((r) => (answered.push('third'), r));

      const results = await Promise.all([first, second, third]);

      expect(answered).toEqual(['first', 'second', 'third']);
      expect(results.map((r) => r.stdout.trim())).toEqual(['', 'gone', 'three']);
    } finally {
      runner.close();
    }
  });

  it('answers a request queued behind a run that killed its runner as not run, so the judge can run it again', async () => {
    const runner = new RunnerProcess(sandbox.runner);
    try {
      const killer = runner.run({ argv: ['/bin/sh', '-c', 'kill -9 $PPID; sleep 1'], input: '', dir, env: { PATH: '/usr/bin:/bin' } });
      const queued = runner.run({ argv: ['/bin/cat'], input: 'never', dir });

      expect(await killer).toMatchObject({ runnerKilled: expect.stringContaining('SIGKILL') });
      expect(await queued).toMatchObject({ notRun: true, stdout: '' });
      expect(runner.alive).toBe(false);
    } finally {
      runner.close();
    }
  });

  it('measures CPU time from rusage and stops a busy program at its CPU limit', async () => {
    const result = await run(['/bin/sh', '-c', 'while :; do :; done'], { cpuMs: 200 });

    expect(result.stopped).toBe('cpu');
    expect(result.signal).toBe('SIGKILL');
    expect(result.cpuMs).toBeGreaterThanOrEqual(200);
    expect(result.cpuMs).toBeLessThan(400);
  });

  it('stops a sleeping program by the wall clock', async () => {
    const result = await run(['/bin/sleep', '10'], { cpuMs: 100, wallMs: 300 });

    expect(result.stopped).toBe('wall');
    expect(result.wallMs).toBeGreaterThanOrEqual(300);
    expect(result.cpuMs).toBeLessThan(100);
  });

  it('enforces RLIMIT_FSIZE on files the program writes', async () => {
    const result = await run(['/bin/sh', '-c', 'head -c 100000 /dev/zero > big'], { fileSizeKb: 10, env: { PATH: '/usr/bin:/bin' } });

    expect(result.exitCode === 0).toBe(false);
    expect((await fs.stat(`${dir}/big`)).size).toBeLessThanOrEqual(10 * 1024);
  });

  it('closes stdout over its cap and stops the program at once', async () => {
    const result = await run(['/usr/bin/yes'], { stdoutCapBytes: 1000 });

    expect(result.stdoutOverflow).toBe(true);
    expect(result.stopped).toBe('output');
    expect(result.stdout).toHaveLength(1000);
  });

  it('leaves no descendant behind, even one in the background', async () => {
    const result = await run(['/bin/sh', '-c', 'sleep 30 & echo $!']);

    expect(await isRunning(Number(result.stdout.trim()))).toBe(false);
  });

  it.skipIf(!isRoot)('needs root: runs the program as the given uid and gid', async () => {
    const result = await run(['/usr/bin/id'], { uid: 1_900_099_999, gid: 1_900_099_998 });

    expect(result.stdout).toMatch(/uid=1900099999 gid=1900099998 groups=1900099998/);
  });

  it('reports the CPU time of every process of the run, orphans killed after it included', async () => {
    const result = await run(['/bin/sh', '-c', '(while :; do :; done) & sleep 0.4'], { env: { PATH: '/usr/bin:/bin' } });

    // The orphan spun for most of the 0.4 s (less on a busy machine); the shell itself hardly ran.
    expect(result.cpuMs).toBeLessThan(50);
    expect(result.treeCpuMs).toBeGreaterThan(result.cpuMs + 50);
  });

  it('starts every program with no_new_privs: no set-uid program gives it more rights', async () => {
    const result = await run(['/bin/grep', 'NoNewPrivs', '/proc/self/status']);

    expect(result.stdout).toMatch(/NoNewPrivs:\s+1/);
  });

  it.skipIf(!isRoot)('needs root: gives a run a private root with only its view, devices, its own /proc and an empty /tmp', async () => {
    const work = `${dir}/work`;
    await fs.mkdir(work, { recursive: true });
    await fs.writeFile(`${dir}/outside`, 'host file');
    await fs.chown(work, 1_900_099_999, 1_900_099_999);
    const view = {
      entries: [
        { kind: 'ro' as const, from: '/usr', to: '/usr' },
        ...['bin', 'lib', 'lib64'].map((name) => ({ kind: 'symlink' as const, from: `usr/${name}`, to: `/${name}` })),
        { kind: 'rw' as const, from: work, to: '/box/work' },
      ],
      dir: '/box/work',
      tmpfsKb: 1024,
    };
    const script = [
      'ls -A / /tmp | tr "\\n" " "; echo',
      `cat ${dir}/outside /work/main/package.json 2>&1 | wc -l`,
      'echo hi > /tmp/a && echo hi > /dev/null && head -c 4 /dev/zero | wc -c && echo made > mine',
      'ls /proc | grep -c "^[0-9]"',
      'touch /usr/x 2>&1 | grep -c "Read-only"',
    ].join('; ');

    const result = await run(['/bin/sh', '-c', script], { view, dir: view.dir, uid: 1_900_099_999, gid: 1_900_099_999, env: { PATH: '/usr/bin:/bin' } });

    const [listing, unreadable, written, processes, readOnly] = result.stdout.trim().split('\n');
    expect(listing!.trim().split(/\s+/)).toEqual(['/:', 'bin', 'box', 'dev', 'lib', 'lib64', 'proc', 'tmp', 'usr', '/tmp:']);
    expect(unreadable).toBe('2'); // two "No such file" lines, no content
    expect(written).toBe('4');
    expect(await fs.readFile(`${work}/mine`, 'utf8')).toBe('made\n');
    expect(Number(processes)).toBeLessThanOrEqual(4); // the shell, its pipeline: none of the host's
    expect(readOnly).toBe('1');
    expect(existsSync('/tmp/a') && readFileSync('/tmp/a', 'utf8') === 'hi\n').toBe(false); // its /tmp, not the host's
  });

  it.skipIf(!sandbox.netns)('needs root (a network namespace): cuts the network with --netns: only a loopback is left', async () => {
    const result = await run(['/bin/cat', '/proc/net/dev'], { netns: true });

    expect(result.stdout).toContain('lo:');
    expect(result.stdout).not.toMatch(/eth|ens|enp|veth/);
  });
});
