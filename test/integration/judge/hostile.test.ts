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
 * The hostile corpus (docs/architecture.md §4): every program gets its verdict, and after each one the
 * judge is healthy and leak-free — no stray process, no file left in the scratch root — which the
 * next submission checks. A program whose containment needs what only root gives the judge (a uid
 * of the run's own, a private root, a network namespace) is tested where the host gives it, and
 * shows as a skipped test named "needs root: …" where it does not: never run expecting the escape
 * to succeed.
 */
const limits = { timeMs: 250, memoryMb: 64, outputKb: 64 };
/**
 * Programs whose verdict is not about time get 1 s of CPU. On some virtual machines a page fault
 * costs 15 µs: filling 64 MB takes 300 ms of CPU there, so the memory fillers must meet their memory
 * limit before their time limit, and a JVM walking the disk for expected outputs needs more than
 * Java's 500 ms to finish its search and answer wrong.
 */
const notAboutTime = new Set(['memory-bomb', 'deep-recursion', 'expected-search']);
const limitsFor = (fixture: Fixture) => (notAboutTime.has(fixture.name) ? { ...limits, timeMs: 1000 } : limits);
const nonce = randomUUID().slice(0, 8);
let scratchRoot: string;
let options: JudgeOptions;
/** What this host lets the judge isolate, known before the tests are collected (the skips depend on it). */
const sandbox: Sandbox = await sandboxFor(resolveOptions().cacheDir);
const isRoot = process.getuid?.() === 0;
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
  expect(resolveOptions(options).cacheDir).toBe(resolveOptions().cacheDir); // the sandbox detected above is the one judging
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

/**
 * The programs that try to get out, what keeps each in, and whether this host has it. Each is
 * tested only where it is contained; elsewhere its test is a skip saying what it needs.
 */
const escapes: Record<string, { contained: boolean; needs: string }> = {
  'read-env': { contained: sandbox.dropPrivileges, needs: "a uid of its own, so the judge's environment is not readable through /proc" },
  'kill-parent': { contained: sandbox.dropPrivileges, needs: 'a uid of its own, so it cannot signal the judge' },
  'write-outside': {
    contained: sandbox.dropPrivileges || sandbox.dedicatedUid,
    needs: 'a uid of its own (or a dedicated one), so nothing it writes outside its directory stays',
  },
  'read-host-files': { contained: sandbox.privateRoot, needs: "a private root, so the host's files are out of its reach" },
  network: { contained: sandbox.netns, needs: 'a network namespace, so it connects nowhere' },
};

/** Input and expected output per program (the verdict is the fixture's own). */
function testFor(fixture: Fixture): JudgeInput['tests'][number] {
  switch (fixture.name) {
    case 'write-outside':
      return { input: escapeTargets().join('\n'), expected: 'done' };
    case 'network':
      return { input: String(port), expected: 'blocked' };
    case 'expected-search':
      return { input: '', expected: `CODEARENA-EXPECTED-${nonce}` };
    case 'read-host-files':
      // The data folder is 0700 (another uid cannot enter it); the repository is world-readable,
      // so only a private root keeps it out of reach.
      return { input: [plantedTests(), dataDir, path.join(REPO_ROOT, 'package.json'), REPO_ROOT].join('\n'), expected: 'done' };
    default:
      return { input: '', expected: 'done' };
  }
}

async function judgeHostile(fixture: Fixture): Promise<void> {
  const verdicts: Verdict[] = [fixture.expect, fixture.orElse ?? fixture.expect];
  const connectionsBefore = connections;

  const result = await judge({ language: fixture.language, source: fixture.source, tests: [testFor(fixture)], limits: limitsFor(fixture) }, options);

  expect(verdicts, JSON.stringify(result).slice(0, 1500)).toContain(result.verdict);
  const [run] = result.tests;
  if (fixture.name === 'read-env') expect(run!.stdout).not.toContain('LEAK');
  if (fixture.name === 'network') expect(connections).toBe(connectionsBefore);
  if (fixture.name === 'expected-search') expect(run!.stdout).not.toContain(nonce);
  if (fixture.name === 'read-host-files') {
    expect(run!.stdout).not.toContain(secret);
    expect(run!.stdout).not.toContain('LEAK');
  }
  if (fixture.name === 'write-outside') expect(escapeTargets().filter((t) => path.isAbsolute(t) && existsSync(t))).toEqual([]);
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
}

describe('hostile programs', () => {
  const fixtures = loadFixtures('hostile');
  it('every program that tries to get out is named with what contains it', () => {
    const names = new Set(fixtures.map((f) => f.name));
    for (const name of Object.keys(escapes)) expect(names, name).toContain(name);
  });

  // As root the judge has every means of isolation: none of the skips below may happen there.
  it.runIf(isRoot)('as root, the host gives every run a uid of its own, a private root and no network', () => {
    expect(sandbox).toMatchObject({ dropPrivileges: true, privateRoot: true, netns: true });
  });

  it.each(fixtures.filter((f) => !(f.name in escapes)).map((f) => [`${f.language}/${f.name}`, f] as const))('%s', async (_, fixture) => {
    await judgeHostile(fixture);
  });

  for (const fixture of fixtures.filter((f) => f.name in escapes)) {
    const { contained, needs } = escapes[fixture.name]!;
    it.skipIf(!contained)(`needs root: ${fixture.language}/${fixture.name} is contained (${needs})`, async () => {
      await judgeHostile(fixture);
    });
  }
});

describe("what a program can reach of the host's files", () => {
  it('finds the data folder and its subfolders owner-only (0700), also a folder made before by an older start', async () => {
    const older = path.join(dataDir, 'older');
    await fs.mkdir(older, { mode: 0o755 });

    await ensurePrivateDir(older);

    for (const dir of [dataDir, path.dirname(plantedTests()), older]) expect(statSync(dir).mode & 0o777, dir).toBe(0o700);
  });

  it.skipIf(!sandbox.privateRoot)('needs root: a run sees only the toolchains, its scratch directories and an empty /tmp', async () => {
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
