import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages } from '../../contract/judge';
import { languages } from '../../lambdas/judge/core/languages';
import { handler as judgeHandler } from '../../lambdas/judge/judge-handler';
import { compiledSchema } from '../../lambdas/judge/submission';
import { repoRoot } from '../../lib/node-function';

const dockerfile = (language: string) => readFileSync(path.join(repoRoot, 'judge-images', language, 'Dockerfile'), 'utf8');

describe('the judge images', () => {
  const toolchains: Record<string, RegExp> = {
    cpp: /dnf install -y gcc-c\+\+/,
    python: /dnf install -y python3/,
    java: /dnf install -y java-17-amazon-corretto-devel/,
    javascript: /Node\.js is the runtime itself/,
  };
  const versionCommand = (language: (typeof judgeLanguages)[number]) => {
    const { tool, args } = languages[language].version;
    return `${{ gxx: 'g++', python3: 'python3', java: 'java', javac: 'javac', node: 'node' }[tool]} ${args.join(' ')}`;
  };

  it.each(judgeLanguages)('%s: bundles the judge handler onto the Lambda Node 22 image with its toolchain and the prebuilt runner', (language) => {
    expect(existsSync(path.join(repoRoot, 'judge-images', language, 'Dockerfile'))).toBe(true);
    const text = dockerfile(language);
    expect(text).toMatch(/^FROM \S*node:22\S* AS build$/m);
    expect(text).toContain('esbuild lambdas/judge/judge-handler.ts --bundle');
    expect(text).toMatch(/^FROM public\.ecr\.aws\/lambda\/nodejs:22 AS runner$/m);
    expect(text).toContain('COPY judge-images/runner/runner.c /build/runner.c');
    expect(text).toMatch(/^RUN gcc -O2 -Wall -o \/build\/runner \/build\/runner\.c$/m);
    expect(text).toMatch(/^FROM public\.ecr\.aws\/lambda\/nodejs:22$/m);
    expect(text).toMatch(toolchains[language]!);
    expect(text).toContain('COPY --from=runner /build/runner /opt/judge/runner');
    expect(text).toContain(`ENV JUDGE_LANGUAGE=${language} JUDGE_RUNNER=/opt/judge/runner JUDGE_CACHE_DIR=/opt/judge`);
    // The version the app shows is what this command prints in the image (the handler runs it).
    expect(text).toContain(versionCommand(language));
    expect(text).toMatch(/^CMD \["judge-handler\.handler"\]$/m);
  });

  it('builds the C++ precompiled header at image build time with the judge\'s own warm-up, after the handler is in place', () => {
    const text = dockerfile('cpp');
    const warmUp = text.indexOf("j.warmUp()");
    expect(warmUp).toBeGreaterThan(text.indexOf('COPY --from=build /build/dist/judge-handler.mjs'));
    expect(text).toContain('if (!w.pchDir) process.exit(1)');
  });

  it('regenerates the JDK class-data-sharing archive in the Java image', () => {
    expect(dockerfile('java')).toMatch(/^RUN java -Xshare:dump -XX:\+UseSerialGC/m);
  });

  it('the build context sends the runner source (the images compile it)', async () => {
    const { judgeImageContextExcludes } = await import('../../lib/judge/judge');
    expect(judgeImageContextExcludes).toContain('!judge-images');
  });
});

/** The handler the images run, on this host's toolchains (no Docker engine here). */
describe('the judge handler', () => {
  const limits = { timeMs: 1000, memoryMb: 256 };
  const tests = [1, 2, 3, 4].map((n) => ({ input: `${n} ${n}\n`, expected: `${2 * n}\n` }));
  const cppSource = '#include <bits/stdc++.h>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b;}\n';
  beforeAll(() => {
    process.env.JUDGE_LANGUAGE = 'cpp';
  });

  it('reports the toolchain version the image really has', async () => {
    process.env.JUDGE_LANGUAGE = 'javascript';
    expect(await judgeHandler({ action: 'version' })).toEqual({ language: 'javascript', version: process.version });
    process.env.JUDGE_LANGUAGE = 'cpp';
    expect(await judgeHandler({ action: 'version' })).toEqual({ language: 'cpp', version: expect.stringMatching(/g\+\+.* \d+\.\d+\.\d+/) });
  });

  it('compiles once and hands back the artifact; a batch then runs against it without a compiler', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const compiled = compiledSchema.parse(await judgeHandler({ action: 'compile', language: 'cpp', source: cppSource, limits, tests }));
    expect(compiled).toMatchObject({ ok: true, judgeInBatches: true });
    expect(compiled.artifact!.files.find((f) => f.path === 'main')).toMatchObject({ executable: true });
    const batch = { index: 1, count: 2, start: 2, end: 4, nextStart: 4, nextEnd: 4 };
    // The source is not sent to a batch at all: only the compiled program can produce these verdicts.
    const judged = (await judgeHandler({ action: 'run', language: 'cpp', limits, tests, batch, artifact: compiled.artifact })) as { results: unknown[] };
    expect(judged.results).toEqual([
      { index: 2, verdict: 'AC', timeMs: expect.any(Number), memoryKb: expect.any(Number) },
      { index: 3, verdict: 'AC', timeMs: expect.any(Number), memoryKb: expect.any(Number) },
    ]);
  }, 60_000);

  it('answers a compile error as the whole judgement (CE with the compiler message), nothing to hand on', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const compiled = compiledSchema.parse(await judgeHandler({ action: 'compile', language: 'cpp', source: 'int main( {', limits, tests }));
    expect(compiled).toMatchObject({ ok: false, judgeInBatches: false, verdict: 'CE', results: [] });
    expect(compiled.message).toMatch(/error/);
    expect(compiled.artifact).toBeUndefined();
  }, 30_000);

  it('judges every test in one invocation for the run API, with the outputs', async () => {
    process.env.JUDGE_LANGUAGE = 'javascript';
    const source = 'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(" ").map(Number); console.log(a * b);';
    const result = (await judgeHandler({ action: 'judge', language: 'javascript', source, limits, tests: tests.slice(0, 2) })) as {
      verdict: string;
      tests: { verdict: string; stdout: string }[];
    };
    expect(result.verdict).toBe('WA');
    expect(result.tests.map((t) => [t.verdict, t.stdout])).toEqual([['WA', '1\n'], ['AC', '4\n']]);
  }, 30_000);

  it('refuses a request for another language than its image', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    await expect(judgeHandler({ action: 'judge', language: 'python', source: 'print(1)', limits, tests })).rejects.toThrow(/judges cpp, not python/);
  });
});
