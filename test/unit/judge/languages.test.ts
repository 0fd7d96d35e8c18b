import { describe, expect, it } from 'vitest';
import { judgeInputSchema, judgeLanguages } from '@contract/judge';
import { capMessage, TRUNCATED } from '../../../lambdas/judge/core/compile';
import { languages, withoutNodeInternals } from '../../../lambdas/judge/core/languages';
import { encodeRequest, runnerArgs } from '../../../lambdas/judge/core/run-sealed';

const context = {
  buildDir: '/scratch/s-1/build',
  sourceFile: 'Main.java',
  tool: { gxx: '/usr/bin/g++', python3: '/usr/bin/python3', java: '/usr/bin/java', javac: '/usr/bin/javac', node: '/opt/node' },
  memoryMb: 256,
  pchDir: '/cache/pch',
};

describe('language registry', () => {
  it('has one record per contract language, each with a version probe and a time multiplier', () => {
    expect(Object.keys(languages).sort()).toEqual([...judgeLanguages].sort());
    for (const spec of Object.values(languages)) {
      expect(spec.timeMultiplier).toBeGreaterThanOrEqual(1);
      expect(spec.tools).toContain(spec.version.tool);
    }
  });

  it('runs the artifact by absolute path, never by PATH lookup', () => {
    for (const spec of Object.values(languages)) {
      const [program] = spec.run(context);
      expect(program!.startsWith('/')).toBe(true);
    }
  });

  it('compiles C++17 at -O2 with the precompiled header first on the include path', () => {
    expect(languages.cpp.compile!(context)).toEqual(['/usr/bin/g++', '-std=c++17', '-O2', '-pipe', '-I', '/cache/pch', '-o', 'main', 'main.cpp']);
  });

  it('runs Java on the class file with flags tuned for short runs and -Xmx as the memory limit', () => {
    const argv = languages.java.run(context);
    expect(argv).toEqual(expect.arrayContaining(['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto', '-Xmx256m']));
    expect(argv.slice(-3)).toEqual(['-cp', '/scratch/s-1/build', 'Main']);
    expect(argv).not.toContain('Main.java');
  });

  it('runs the Java class its source file is named after (a public class Solution runs as Solution)', () => {
    expect(languages.java.run({ ...context, sourceFile: 'Solution.java' }).at(-1)).toBe('Solution');
    expect(languages.java.compile!({ ...context, sourceFile: 'Solution.java' }).at(-1)).toBe('Solution.java');
  });

  it("reports a JavaScript syntax error as file:line, code, caret and message: none of Node's own stack", () => {
    const checked = [
      'main.js:2',
      '  at = ;',
      '       ^',
      '',
      "SyntaxError: Unexpected token ';'",
      '    at wrapSafe (node:internal/modules/cjs/loader:1713:18)',
      '    at checkSyntax (node:internal/main/check_syntax:78:3)',
      '',
      'Node.js v22.23.3',
    ].join('\n');

    expect(languages.javascript.compileMessage!(checked)).toBe("main.js:2\n  at = ;\n       ^\n\nSyntaxError: Unexpected token ';'");
    expect(withoutNodeInternals('no error line at all\n')).toBe('no error line at all');
  });

  it("runs JavaScript on the judge's own node with the heap capped", () => {
    expect(languages.javascript.run(context)).toEqual(['/opt/node', '--max-old-space-size=256', '/scratch/s-1/build/main.js']);
  });

  it('runs Python from the bytecode compiled once', () => {
    expect(languages.python.run(context).at(-1)).toBe('/scratch/s-1/build/main.pyc');
  });
});

describe('compile messages', () => {
  it('are capped at 8 KB with a visible mark, never cutting a character in two', () => {
    const long = 'é'.repeat(10_000);

    const capped = capMessage(long);

    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(8 * 1024);
    expect(capped.endsWith(`\n${TRUNCATED}`)).toBe(true);
    expect(capped).not.toContain('\uFFFD');
    expect(capMessage('short')).toBe('short');
  });
});

describe('runner requests', () => {
  it('passes limits as whole numbers, the sandbox identity, and the program after --', () => {
    const args = runnerArgs({ argv: ['/bin/prog', '-x'], input: '', cpuMs: 1500.5, wallMs: 5000, uid: 7, gid: 8, dir: '/w', env: { PATH: '/usr/bin' } });
    expect(args).toEqual([
      '--cpu-ms',
      '1501',
      '--wall-ms',
      '5000',
      '--uid',
      '7',
      '--gid',
      '8',
      '--dir',
      '/w',
      '--env',
      'PATH=/usr/bin',
      '--',
      '/bin/prog',
      '-x',
    ]);
  });

  it("passes a private root's entries as --ro/--rw/--symlink HOST INSIDE, then the size of its tmpfs", () => {
    const view = {
      entries: [
        { kind: 'ro' as const, from: '/usr', to: '/usr' },
        { kind: 'symlink' as const, from: 'usr/bin', to: '/bin' },
        { kind: 'rw' as const, from: '/tmp/s-1/t0', to: '/sandbox/work' },
      ],
      dir: '/sandbox/work',
      tmpfsKb: 16384,
    };

    expect(runnerArgs({ argv: ['/bin/true'], input: '', dir: view.dir, view })).toEqual([
      '--dir',
      '/sandbox/work',
      '--ro',
      '/usr',
      '/usr',
      '--symlink',
      'usr/bin',
      '/bin',
      '--rw',
      '/tmp/s-1/t0',
      '/sandbox/work',
      '--tmpfs-kb',
      '16384',
      '--',
      '/bin/true',
    ]);
  });
});

describe('judge input contract', () => {
  const valid = { language: 'cpp', source: 'int main(){}', tests: [{ input: '', expected: '' }], limits: { timeMs: 1000, memoryMb: 256 } };

  it('accepts a submission and refuses an unknown language, no tests, or an oversized source', () => {
    expect(judgeInputSchema.safeParse(valid).success).toBe(true);
    expect(judgeInputSchema.safeParse({ ...valid, language: 'rust' }).success).toBe(false);
    expect(judgeInputSchema.safeParse({ ...valid, tests: [] }).success).toBe(false);
    expect(judgeInputSchema.safeParse({ ...valid, source: 'x'.repeat(64 * 1024 + 1) }).success).toBe(false);
  });
});

describe('encodeRequest', () => {
  it('frames a request as "<argc> <input bytes>\\n", NUL-terminated arguments, then the input', () => {
    const request = encodeRequest({ argv: ['/bin/cat'], input: 'héllo', dir: '/w' });
    expect(request.toString()).toBe('4 6\n--dir\0/w\0--\0/bin/cat\0héllo');
  });
});
