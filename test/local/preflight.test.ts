import { describe, expect, it } from 'vitest';
import { describeMissing, findMissing, javaMajorVersion, type Probes } from '../../scripts/preflight';

/** A machine described by what is on it: commands on PATH, files, the java release text. */
function machine(opts: { commands?: string[]; javaVersion?: string; files?: string[]; env?: Record<string, string>; isRoot?: boolean } = {}): Probes {
  const commands = opts.commands ?? ['java', 'javac', 'g++', 'python3'];
  const files = opts.files ?? ['/repo/node_modules/.package-lock.json', '/usr/bin/chromium-headless-shell'];
  return {
    which: (command) => (commands.includes(command) ? `/usr/bin/${command}` : undefined),
    javaVersionText: async () => opts.javaVersion ?? 'JAVA_VERSION="17.0.15"',
    isExecutable: (path) => files.includes(path),
    exists: (path) => files.includes(path),
    env: opts.env ?? {},
    repoRoot: '/repo',
    isRoot: opts.isRoot ?? true,
  };
}

describe('preflight of npm start and npm test', () => {
  it('passes a complete machine for both commands', async () => {
    expect(await findMissing('start', machine())).toEqual([]);
    expect(await findMissing('test', machine())).toEqual([]);
  });

  it("names Chromium's headless shell for the tests only, with the Debian command", async () => {
    const noBrowser = machine({ files: ['/repo/node_modules/.package-lock.json'] });
    expect(await findMissing('start', noBrowser)).toEqual([]);
    const missing = await findMissing('test', noBrowser);
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({
      problem: "Chromium's headless shell (the browser tests drive it): no /usr/bin/chromium-headless-shell",
      fix: 'apt-get install -y chromium-headless-shell',
    });
  });

  it('uses CHROMIUM_PATH instead of /usr/bin/chromium-headless-shell when it is set', async () => {
    const elsewhere = machine({ files: ['/repo/node_modules/.package-lock.json', '/opt/chrome/chrome'], env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    expect(await findMissing('test', elsewhere)).toEqual([]);
    const wrong = await findMissing('test', machine({ env: { CHROMIUM_PATH: '/nowhere/chrome' } }));
    expect(wrong.map((m) => m.problem)).toEqual(["Chromium's headless shell (the browser tests drive it): CHROMIUM_PATH=/nowhere/chrome is not an executable"]);
  });

  it('names every missing toolchain, one line each, and one command that installs them all', async () => {
    const bare = machine({ commands: [], files: ['/repo/node_modules/.package-lock.json'], isRoot: false });
    const missing = await findMissing('test', bare);
    const lines = describeMissing('test', missing, false);
    expect(lines).toEqual([
      '`npm test` cannot run yet. Missing:',
      '  ✗ Java 17 or later (DynamoDB Local runs on it): no `java` on PATH → sudo apt-get install -y openjdk-17-jdk-headless',
      "  ✗ javac (the judge compiles Java submissions; DynamoDB Local's loopback launcher): no `javac` on PATH → sudo apt-get install -y openjdk-17-jdk-headless",
      '  ✗ g++ (the judge compiles C++ submissions): no `g++` on PATH → sudo apt-get install -y g++',
      '  ✗ python3 (the judge runs Python submissions): no `python3` on PATH → sudo apt-get install -y python3',
      "  ✗ Chromium's headless shell (the browser tests drive it): no /usr/bin/chromium-headless-shell → sudo apt-get install -y chromium-headless-shell",
      'Everything at once (Debian/Ubuntu): sudo apt-get update && sudo apt-get install -y openjdk-17-jdk-headless g++ python3 chromium-headless-shell',
    ]);
  });

  it('refuses a Java older than 17 and a JRE without javac', async () => {
    const old = await findMissing('start', machine({ javaVersion: 'openjdk version "11.0.22" 2024-01-16' }));
    expect(old.map((m) => m.problem)).toEqual(['Java 17 or later (DynamoDB Local runs on it): the `java` on PATH is Java 11']);
    const jreOnly = await findMissing('start', machine({ commands: ['java', 'g++', 'python3'] }));
    expect(jreOnly.map((m) => m.fix)).toEqual(['apt-get install -y openjdk-17-jdk-headless']);
  });

  it('says to run npm ci when the packages are not installed', async () => {
    const missing = await findMissing('start', machine({ files: [] }));
    expect(missing).toEqual([{ problem: 'the npm packages are not installed', fix: 'npm ci' }]);
    expect(describeMissing('start', missing, true)).toEqual(['`npm start` cannot run yet. Missing:', '  ✗ the npm packages are not installed → npm ci']);
  });

  it('reads the Java major version from a release file and from java -version', () => {
    expect(javaMajorVersion('IMPLEMENTOR="Debian"\nJAVA_VERSION="17.0.15"\n')).toBe(17);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('garbage')).toBeUndefined();
  });
});
