/**
 * The judge workflow's ASL as CDK synthesizes it (lib/judge/workflow-definition.ts), kept on disk
 * under a key of everything it is made from: the workflow's source files and aws-cdk-lib's version.
 * A start whose key matches reads the file and never loads aws-cdk-lib (a second and a half of CPU,
 * a good part of a stack's start); any change to the workflow, or another aws-cdk-lib, synthesizes
 * it again. The local stack therefore always runs the ASL the stack deploys.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';

/** What the definition is made of (the state names are in it; the task bindings are not). */
export const WORKFLOW_SOURCES = [
  'lib/judge/workflow-definition.ts',
  'lib/judge/resolve-definition.ts',
  'lib/judge/workflow-states.ts',
  'node_modules/aws-cdk-lib/package.json',
];
const DEFAULT_CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'codearena');

export type AslDefinition = { StartAt: string; States: Record<string, unknown> };

async function sourcesKey(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of WORKFLOW_SOURCES) hash.update(file).update(await readFile(join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

async function synthesize(): Promise<AslDefinition> {
  const { synthesizeJudgeWorkflowAsl } = await import('../../lib/judge/workflow-definition');
  return synthesizeJudgeWorkflowAsl().definition;
}

/** The judge workflow's ASL: from the cache when its sources are unchanged, else synthesized and kept. */
export async function judgeWorkflowDefinition(options: { cacheDir?: string; root?: string } = {}): Promise<AslDefinition> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const file = join(cacheDir, `judge-workflow-${await sourcesKey(options.root ?? REPO_ROOT)}.json`);
  const cached = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as AslDefinition,
    () => undefined,
  );
  if (cached) return cached;
  const definition = await synthesize();
  await mkdir(cacheDir, { recursive: true });
  // Written whole, then renamed: stacks starting side by side never read half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, JSON.stringify(definition));
  await rename(partial, file);
  return definition;
}
