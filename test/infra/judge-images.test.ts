import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeLanguages } from '@contract/judge';
import { languages } from '../../lambdas/judge/core/languages';
import { handler as judgeHandler } from '../../lambdas/judge/judge-handler';
import { compileAnswerSchema } from '../../lambdas/judge/submission';
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

  it("bundles the handler from exactly the files the image's build stage copies (the @contract alias included)", () => {
    const stage = mkdtempSync(path.join(tmpdir(), 'judge-image-build-'));
    try {
      // What the build stage has: its COPY lines, and esbuild and zod installed beside them.
      const copied = [...dockerfile('cpp').matchAll(/^COPY (?!--from)(.+) (\S+)$/gm)].filter((m) => !m[1]!.includes('runner.c') && !m[1]!.includes('package.json'));
      for (const [, sources] of copied) for (const source of sources!.split(' ')) cpSync(path.join(repoRoot, source), path.join(stage, source), { recursive: true });
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(stage, 'node_modules'));
      const esbuild = path.join(repoRoot, 'node_modules', '.bin', 'esbuild');
      const run = spawnSync(esbuild, ['lambdas/judge/judge-handler.ts', '--bundle', '--platform=node', '--format=esm', '--outfile=dist/judge-handler.mjs'], { cwd: stage, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(readFileSync(path.join(stage, 'dist', 'judge-handler.mjs'), 'utf8')).toContain('warmUp');
    } finally {
      rmSync(stage, { recursive: true, force: true });
    }
  });
});

/** The handler the images run, on this host's toolchains (no Docker engine here). */
describe('the judge handler', () => {
  const limits = { timeMs: 1000, memoryMb: 256 };
  const tests = [1, 2, 3, 4].map((n) => ({ input: `${n} ${n}\n`, expected: `${2 * n}\n` }));
  const cppSource = '#include <bits/stdc++.h>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b;}\n';
  // The packages bucket as the judge sees it: objects behind (presigned) URLs.
  const served = new Map<string, string>(tests.map((t, i) => [`/t/${i}`, JSON.stringify(t)]));
  let server: Server;
  let origin: string;
  const testUrls = () => tests.map((_, i) => `${origin}/t/${i}?X-Amz-Signature=abc`);
  beforeAll(async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    server = createServer((req, res) => {
      const body = served.get(new URL(req.url!, 'http://x').pathname);
      res.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reports the toolchain version the image really has', async () => {
    process.env.JUDGE_LANGUAGE = 'javascript';
    expect(await judgeHandler({ action: 'version' })).toEqual({ language: 'javascript', version: process.version });
    process.env.JUDGE_LANGUAGE = 'cpp';
    expect(await judgeHandler({ action: 'version' })).toEqual({ language: 'cpp', version: expect.stringMatching(/g\+\+.* \d+\.\d+\.\d+/) });
  });

  it('compiles once and hands back the artifact; a batch then reads its tests and the artifact by URL and runs without a compiler', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const compiled = compileAnswerSchema.parse(await judgeHandler({ action: 'compile', language: 'cpp', source: cppSource, limits, tests: { urls: testUrls() }, maxArtifactBytes: 5 << 20 }));
    expect(compiled).toMatchObject({ ok: true });
    expect(compiled.judged).toBeUndefined();
    expect(compiled.artifact!.files.find((f) => f.path === 'main')).toMatchObject({ executable: true });
    served.set('/artifact', JSON.stringify(compiled.artifact));
    // The source is not sent to a batch at all: only the compiled program can produce these verdicts.
    const judged = (await judgeHandler({
      action: 'run', language: 'cpp', limits, tests: { urls: testUrls().slice(2, 4) }, firstIndex: 2, artifact: { url: `${origin}/artifact` },
    })) as { results: unknown[] };
    expect(judged.results).toEqual([
      { index: 2, verdict: 'AC', timeMs: expect.any(Number), memoryKb: expect.any(Number) },
      { index: 3, verdict: 'AC', timeMs: expect.any(Number), memoryKb: expect.any(Number) },
    ]);
  }, 60_000);

  it('judges every test itself, read by URL, when the artifact is too large to hand back', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const compiled = compileAnswerSchema.parse(await judgeHandler({ action: 'compile', language: 'cpp', source: cppSource, limits, tests: { urls: testUrls() }, maxArtifactBytes: 100 }));
    expect(compiled.artifact).toBeUndefined();
    expect(compiled.judged).toEqual({ verdict: 'AC', results: tests.map((_, index) => ({ index, verdict: 'AC', timeMs: expect.any(Number), memoryKb: expect.any(Number) })) });
  }, 60_000);

  it('answers a compile error as the whole judgement (CE with the compiler message), reading no test and handing nothing on', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const compiled = compileAnswerSchema.parse(await judgeHandler({
      action: 'compile', language: 'cpp', source: 'int main( {', limits, tests: { urls: [`${origin}/missing`] }, maxArtifactBytes: 5 << 20,
    }));
    expect(compiled).toMatchObject({ ok: false, judged: { verdict: 'CE', results: [] } });
    expect(compiled.message).toMatch(/error/);
    expect(compiled.artifact).toBeUndefined();
  }, 30_000);

  it('fails loudly on a test it cannot read, and never follows a URL that is not http(s)', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const run = (urls: string[]) => judgeHandler({ action: 'run', language: 'cpp', limits, tests: { urls }, firstIndex: 0, artifact: { url: `${origin}/artifact` } });
    await expect(run([`${origin}/missing?X-Amz-Signature=secret`])).rejects.toThrow(/answered 404/);
    await expect(run([`${origin}/missing?X-Amz-Signature=secret`])).rejects.not.toThrow(/secret/);
    await expect(run(['file:///etc/passwd'])).rejects.toThrow();
  });

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
