import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { synthesizeJudgeWorkflowAsl } from '../../lib/judge/workflow-definition';
import { REPO_ROOT } from '../../local/config';
import { judgeWorkflowDefinition, WORKFLOW_SOURCES } from '../../local/stepfunctions/judge-workflow-cache';

const scratch = await mkdtemp(join(tmpdir(), 'codearena-asl-cache-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A copy of the repository's workflow sources, one of them changed. */
async function rootWithChangedWorkflow(): Promise<string> {
  const root = join(scratch, 'changed');
  for (const file of WORKFLOW_SOURCES) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await cp(join(REPO_ROOT, file), join(root, file));
  }
  await writeFile(join(root, 'lib/judge/workflow-states.ts'), `${await readFile(join(root, 'lib/judge/workflow-states.ts'), 'utf8')}\n// changed\n`);
  return root;
}

describe('the judge workflow’s ASL for the local stack', () => {
  const cacheDir = join(scratch, 'cache');

  it('is the ASL CDK synthesizes, kept under its sources’ key', async () => {
    expect(await judgeWorkflowDefinition({ cacheDir })).toEqual(synthesizeJudgeWorkflowAsl().definition);
    expect(await readdir(cacheDir)).toEqual([expect.stringMatching(/^judge-workflow-[0-9a-f]{16}\.json$/)]);
  });

  it('is read from the cache while the sources are unchanged, and synthesized again when one changes', async () => {
    const [kept] = await readdir(cacheDir);
    const marked = { ...synthesizeJudgeWorkflowAsl().definition, StartAt: 'read from the cache' };
    await writeFile(join(cacheDir, kept!), JSON.stringify(marked));

    expect((await judgeWorkflowDefinition({ cacheDir })).StartAt).toBe('read from the cache');
    const afterChange = await judgeWorkflowDefinition({ cacheDir, root: await rootWithChangedWorkflow() });
    expect(afterChange).toEqual(synthesizeJudgeWorkflowAsl().definition);
    expect(await readdir(cacheDir)).toHaveLength(2);
  });
});
