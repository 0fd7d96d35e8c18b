import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as judgeHandler } from '../../../lambdas/judge/judge-handler';
import { compileAnswerSchema } from '../../../lambdas/judge/submission';

/**
 * The handler the judge images run (judge-images/Dockerfile), on this host's toolchains (no Docker
 * engine here). Among the judge's own files, one at a time: as root its compiles and runs take
 * sandbox uids, which the hostile programs' leftovers check counts as leaked.
 */
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
    const compiled = compileAnswerSchema.parse(
      await judgeHandler({ action: 'compile', language: 'cpp', source: cppSource, limits, tests: { urls: testUrls() }, maxArtifactBytes: 5 << 20 }),
    );
    expect(compiled).toMatchObject({ ok: true });
    expect(compiled.judged).toBeUndefined();
    expect(compiled.artifact!.files.find((f) => f.path === 'main')).toMatchObject({ executable: true });
    served.set('/artifact', JSON.stringify(compiled.artifact));
    // The source is not sent to a batch at all: only the compiled program can produce these verdicts.
    const judged = (await judgeHandler({
      action: 'run',
      language: 'cpp',
      limits,
      tests: { urls: testUrls().slice(2, 4) },
      firstIndex: 2,
      artifact: { url: `${origin}/artifact` },
    })) as { results: unknown[] };
    expect(judged.results).toEqual([
      { index: 2, verdict: 'AC', timeMs: expect.any(Number), memoryKb: expect.any(Number) },
      { index: 3, verdict: 'AC', timeMs: expect.any(Number), memoryKb: expect.any(Number) },
    ]);
  }, 30_000);

  it('judges every test itself, read by URL, when the artifact is too large to hand back', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const compiled = compileAnswerSchema.parse(
      await judgeHandler({ action: 'compile', language: 'cpp', source: cppSource, limits, tests: { urls: testUrls() }, maxArtifactBytes: 100 }),
    );
    expect(compiled.artifact).toBeUndefined();
    expect(compiled.judged).toEqual({
      verdict: 'AC',
      results: tests.map((_, index) => ({ index, verdict: 'AC', timeMs: expect.any(Number), memoryKb: expect.any(Number) })),
    });
  }, 30_000);

  it('answers a compile error as the whole judgement (CE with the compiler message), reading no test and handing nothing on', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const compiled = compileAnswerSchema.parse(
      await judgeHandler({
        action: 'compile',
        language: 'cpp',
        source: 'int main( {',
        limits,
        tests: { urls: [`${origin}/missing`] },
        maxArtifactBytes: 5 << 20,
      }),
    );
    expect(compiled).toMatchObject({ ok: false, judged: { verdict: 'CE', results: [] } });
    expect(compiled.message).toMatch(/error/);
    expect(compiled.artifact).toBeUndefined();
  }, 10_000);

  it('fails loudly on a test it cannot read, and never follows a URL that is not http(s)', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    const run = (urls: string[]) =>
      judgeHandler({ action: 'run', language: 'cpp', limits, tests: { urls }, firstIndex: 0, artifact: { url: `${origin}/artifact` } });
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
    expect(result.tests.map((t) => [t.verdict, t.stdout])).toEqual([
      ['WA', '1\n'],
      ['AC', '4\n'],
    ]);
  }, 10_000);

  it('refuses a request for another language than its image', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    await expect(judgeHandler({ action: 'judge', language: 'python', source: 'print(1)', limits, tests })).rejects.toThrow(/judges cpp, not python/);
  });
});
