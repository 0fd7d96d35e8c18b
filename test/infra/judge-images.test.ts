import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeLanguages } from '../../contract/judge';
import { handler as judgeHandler, JUDGE_NOT_BUILT } from '../../lambdas/judge/judge-handler';
import { handler as prepare, TESTS_PER_BATCH } from '../../lambdas/judge/prepare';
import { handler as record, overallVerdict } from '../../lambdas/judge/record';
import { toolchainVersionProbes } from '../../lambdas/judge/toolchains';
import { repoRoot } from '../../lib/node-function';

const dockerfile = (language: string) => readFileSync(path.join(repoRoot, 'judge-images', language, 'Dockerfile'), 'utf8');

describe('the judge images', () => {
  const toolchains: Record<string, RegExp> = {
    cpp: /dnf install -y gcc-c\+\+/,
    python: /dnf install -y python3/,
    java: /dnf install -y java-17-amazon-corretto-devel/,
    javascript: /Node\.js is the runtime itself/,
  };

  it.each(judgeLanguages)('%s: bundles the judge handler in a node:22 stage onto the Lambda Node 22 image with its toolchain', (language) => {
    expect(existsSync(path.join(repoRoot, 'judge-images', language, 'Dockerfile'))).toBe(true);
    const text = dockerfile(language);
    expect(text).toMatch(/^FROM \S*node:22\S* AS build$/m);
    expect(text).toContain('esbuild lambdas/judge/judge-handler.ts --bundle');
    expect(text).toMatch(/^FROM public\.ecr\.aws\/lambda\/nodejs:22$/m);
    expect(text).toMatch(toolchains[language]);
    expect(text).toContain(`ENV JUDGE_LANGUAGE=${language}`);
    expect(text).toContain(toolchainVersionProbes[language].command);
    expect(text).toMatch(/^CMD \["judge-handler\.handler"\]$/m);
  });
});

describe('the placeholder judge handler', () => {
  it('answers every test with IE "judge not built yet" and never pretends a verdict', async () => {
    process.env.JUDGE_LANGUAGE = 'javascript';
    const result = await judgeHandler({ action: 'judge', language: 'javascript', tests: [{ id: 't1' }, { id: 't2' }] });
    expect(result).toEqual({
      results: [
        { testId: 't1', verdict: 'IE', message: JUDGE_NOT_BUILT, timeMs: 0, memoryKb: 0 },
        { testId: 't2', verdict: 'IE', message: JUDGE_NOT_BUILT, timeMs: 0, memoryKb: 0 },
      ],
    });
  });

  it('reports the toolchain version the image really has', async () => {
    process.env.JUDGE_LANGUAGE = 'javascript';
    const result = await judgeHandler({ action: 'version' });
    expect(result).toEqual({ language: 'javascript', version: expect.stringMatching(/^v\d+\.\d+\.\d+$/) });
  });

  it('refuses a batch of another language', async () => {
    process.env.JUDGE_LANGUAGE = 'cpp';
    await expect(judgeHandler({ language: 'python', tests: [] })).rejects.toThrow(/judges cpp, not python/);
  });
});

describe('the placeholder workflow tasks', () => {
  const submission = { submissionId: 's1', userId: 'u1', problemId: 'p1', language: 'cpp', source: 'int main(){}' };

  it('prepare splits the given tests into batches and fills default limits', async () => {
    const tests = Array.from({ length: TESTS_PER_BATCH + 3 }, (_, i) => ({ id: `t${i}`, input: '', expected: '' }));
    const prepared = await prepare({ ...submission, tests });
    expect(prepared.batches.map((b) => [b.index, b.count, b.tests.length])).toEqual([[0, 2, TESTS_PER_BATCH], [1, 2, 3]]);
    expect(prepared.limits).toEqual({ timeLimitMs: 2000, memoryLimitMb: 256 });
    expect((await prepare(submission)).batches).toEqual([]);
  });

  it('record turns batch results into a verdict, and a caught failure into IE', async () => {
    const batchResults = [{ results: [{ testId: 'a', verdict: 'AC' }, { testId: 'b', verdict: 'WA' }] }];
    expect(await record({ ...submission, batchResults })).toMatchObject({ verdict: 'WA', passed: 1, total: 2 });
    expect(await record({ ...submission, internalError: { error: 'States.Timeout' } })).toMatchObject({ verdict: 'IE', message: 'States.Timeout' });
    expect(overallVerdict(['AC', 'AC'])).toBe('AC');
    expect(overallVerdict(['WA', 'TLE', 'AC'])).toBe('TLE');
    expect(overallVerdict([])).toBe('IE');
  });
});
