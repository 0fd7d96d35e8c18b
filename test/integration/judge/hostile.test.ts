import { randomUUID } from 'node:crypto';
import { existsSync, promises as fs, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeInput, Verdict } from '@contract/judge';
import { judge, sandboxFor, type JudgeOptions, type Sandbox } from '../../../lambdas/judge/core';
import { resolveOptions } from '../../../lambdas/judge/core/options';
import { ensurePrivateDir, REPO_ROOT } from '../../../local/config';
import { isRunning, leftovers, loadFixtures, makeScratchRoot, type Fixture } from './fixtures';

/**
 * The hostile corpus (issue 3 item 7): every program gets its verdict, and after each one the
 * judge is healthy and leak-free — no stray process, no file left in the scratch root — which the
 * next submission checks. Expectations that depend on what the host allows (a uid of its own, a
 * network namespace) are asserted per capability.
 */
const limits = { timeMs: 250, memoryMb: 64, outputKb: 64 };
const nonce = randomUUID().slice(0, 8);
let scratchRoot: string;
let options: JudgeOptions;
let sandbox: Sandbox;
let server: net.Server;
let port = 0;
let connections = 0;
/** A local stack's data folder, made as `npm start` makes it, holding a problem's hidden tests. */
let dataDir: string;
const secret = `CODEARENA-SECRET-${nonce}`;
const plantedTests = () => path.join(dataDir, 's3', 'packages', 'problems', 'p1', 'tests.json');

beforeAll(async () => {
  scratchRoot = await makeScratchRoot();
  options = { scratchRoot, compileTimeMs: 3000 };
  sandbox = await sandboxFor(resolveOptions(options).cacheDir);
  server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
  dataDir = await ensurePrivateDir(path.join(os.tmpdir(), `codearena-data-${nonce}`));
  await ensurePrivateDir(path.dirname(plantedTests()));
  await fs.writeFile(plantedTests(), JSON.stringify([{ input: '1 2', expected: secret }]));
});

afterAll(async () => {
  server?.close();
  await fs.rm(scratchRoot, { recursive: true, force: true });
  await fs.rm(`/tmp/codearena-hostile-${nonce}`, { force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

const escapeTargets = () => [`/tmp/codearena-hostile-${nonce}`, path.join(scratchRoot, `escape-${nonce}`), `../escape-${nonce}`, `../../escape-${nonce}`];

/** Input, expected output and the verdict on this host, per program. */
function caseFor(fixture: Fixture): { test: JudgeInput['tests'][number]; verdict: Verdict; orElse?: Verdict } {
  const sealed = { verdict: fixture.expect, orElse: fixture.orElse, test: { input: '', expected: 'done' } };
  switch (fixture.name) {
    case 'write-outside':
      return { ...sealed, test: { input: escapeTargets().join('\n'), expected: 'done' } };
    case 'read-env':
      return { ...sealed, verdict: sandbox.dropPrivileges ? 'AC' : 'WA' };
    case 'network':
      return { verdict: sandbox.netns ? 'AC' : 'WA', test: { input: String(port), expected: 'blocked' } };
    case 'kill-parent':
      return { ...sealed, verdict: sandbox.dropPrivileges ? 'AC' : 'RE' };
    case 'expected-search':
      return { ...sealed, test: { input: '', expected: `CODEARENA-EXPECTED-${nonce}` } };
    case 'read-host-files': {
      // The data folder is 0700 (another uid cannot enter it); the repository is world-readable,
      // so only a private root keeps it out of reach.
      const paths = [plantedTests(), dataDir, path.join(REPO_ROOT, 'package.json'), REPO_ROOT];
      return { ...sealed, verdict: sandbox.privateRoot ? 'AC' : 'WA', test: { input: paths.join('\n'), expected: 'done' } };
    }
    default:
      return sealed;
  }
}

describe('hostile programs', () => {
  it.each(loadFixtures('hostile').map((f) => [`${f.language}/${f.name}`, f] as const))('%s', async (_, fixture) => {
    const { test, verdict, orElse } = caseFor(fixture);
    const connectionsBefore = connections;

    const result = await judge({ language: fixture.language, source: fixture.source, tests: [test], limits }, options);

    expect([verdict, orElse ?? verdict], JSON.stringify(result).slice(0, 1500)).toContain(result.verdict);
    const [run] = result.tests;
    if (fixture.name === 'read-env') expect(run!.stdout).not.toContain('LEAK self');
    if (fixture.name === 'network' && sandbox.netns) expect(connections).toBe(connectionsBefore);
    if (fixture.name === 'expected-search') expect(run!.stdout).not.toContain(nonce);
    if (fixture.name === 'read-host-files' && sandbox.dropPrivileges) expect(run!.stdout).not.toContain(secret);
    if (fixture.name === 'read-host-files' && sandbox.privateRoot) expect(run!.stdout).not.toContain('LEAK');
    if (fixture.name === 'write-outside') {
      const left = escapeTargets().filter((t) => path.isAbsolute(t) && existsSync(t));
      expect(sandbox.dropPrivileges || sandbox.dedicatedUid ? left : []).toEqual([]);
    }
    if (fixture.name === 'daemon') {
      const pid = Number(/daemon (\d+)/.exec(run!.stderr)?.[1]);
      expect(pid).toBeGreaterThan(0);
      expect(await isRunning(pid)).toBe(false);
    }

    // Leak-free, and healthy: the next submission is judged normally.
    expect(await leftovers(scratchRoot)).toEqual({ processes: [], files: [] });
    const next = await judge(
      { language: 'python', source: 'a, b = map(int, input().split())\nprint(a + b)', tests: [{ input: '2 3', expected: '5' }], limits },
      options,
    );
    expect(next.verdict).toBe('AC');
  });
});

describe("what a program can reach of the host's files", () => {
  it('finds the data folder and its subfolders owner-only (0700), also a folder made before by an older start', async () => {
    const older = path.join(dataDir, 'older');
    await fs.mkdir(older, { mode: 0o755 });

    await ensurePrivateDir(older);

    for (const dir of [dataDir, path.dirname(plantedTests()), older]) expect(statSync(dir).mode & 0o777, dir).toBe(0o700);
  });

  it.runIf(process.getuid?.() === 0)('as root, a run sees only the toolchains, its scratch directories and an empty /tmp', async () => {
    const source = [
      'import os',
      'print(sorted(os.listdir("/")))',
      'print(os.listdir("/tmp"), os.getcwd(), sorted(os.listdir("/sandbox")))',
      'print(sorted(p for p in os.listdir("/proc") if p.isdigit()) == [str(os.getpid())])',
    ].join('\n');

    const result = await judge({ language: 'python', source, tests: [{ input: '', expected: '' }], limits }, options);

    expect(sandbox.privateRoot).toBe(true);
    const [root, rest, onlyItself] = result.tests[0]!.stdout.trim().split('\n');
    const allowed = ['bin', 'dev', 'etc', 'lib', 'lib32', 'lib64', 'libx32', 'proc', 'sandbox', 'sbin', 'tmp', 'usr'];
    expect(JSON.parse(root!.replaceAll("'", '"'))).toEqual(expect.arrayContaining(['sandbox', 'tmp', 'usr']));
    for (const entry of JSON.parse(root!.replaceAll("'", '"')) as string[]) expect(allowed).toContain(entry);
    // /tmp empty, the working directory the test's own, and only the build and work directories.
    expect(rest).toBe("[] /sandbox/work ['build', 'work']");
    // /proc shows the run's own process, not the judge's or anyone else's.
    expect(onlyItself).toBe('True');
  });
});
