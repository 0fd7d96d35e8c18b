/**
 * The Node functions' bundling, for real (esbuild from node_modules, no Docker), in the two halves
 * that each need proving: CDK bundles a function made by the factory (lib/node-function.ts) into the
 * asset Lambda runs; and every function the stack deploys bundles with those same options. The
 * second half is one esbuild build with every handler as an entry point (about a quarter of the
 * work of 30 separate CDK bundlings), and it is held to the first: the function both bundle comes
 * out byte for byte the same, so the options given to esbuild here are the ones CDK gives it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { build, type BuildOptions, type BuildResult } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allNodeFunctions } from '@contract/routes';
import { createNodeFunction, nodeBundling, repoRoot } from '../../lib/node-function';
import { resourcesOfType } from './synth-stack';

/** The function CDK bundles: a feature Lambda with the REST chain, the data module and the SDK. */
const PROBE = 'health/handler';
const handlers = allNodeFunctions().map((f) => f.handler);

let workDir: string;
let cdkBundleDir: string;
let cdkFunction: { Properties: Record<string, unknown> };
let built: BuildResult;
const builtDir = () => path.join(workDir, 'esbuild');

/** The factory's bundling options as esbuild's API spells them (CDK passes the same as CLI flags). */
const esbuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: nodeBundling.format as BuildOptions['format'],
  target: nodeBundling.target,
  minify: nodeBundling.minify,
  sourcemap: nodeBundling.sourceMap,
  mainFields: [...nodeBundling.mainFields],
  external: [...nodeBundling.externalModules],
  banner: { js: nodeBundling.banner },
  logLevel: 'silent',
};

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'codearena-bundling-'));
  const app = new App({ outdir: path.join(workDir, 'cdk.out') });
  const stack = new Stack(app, 'CodeArena-bundling-probe');
  createNodeFunction(stack, PROBE);
  cdkFunction = Object.values(resourcesOfType(Template.fromStack(stack), 'AWS::Lambda::Function'))[0]!;
  const key = (cdkFunction.Properties.Code as { S3Key: string }).S3Key;
  cdkBundleDir = path.join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`);

  built = await build({
    ...esbuildOptions,
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(handlers.map((h) => [h, path.join(repoRoot, 'lambdas', `${h}.ts`)])),
    outdir: builtDir(),
    outExtension: { '.js': '.mjs' },
  });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const withoutSourceMapLink = (code: string) => code.replace(/\n\/\/# sourceMappingURL=\S+\n?$/, '\n');

describe('Node function bundling', () => {
  it('gives a function made by the factory an ESM index.mjs with the require banner, its handler export and a source map Lambda uses', () => {
    expect(cdkFunction.Properties).toMatchObject({ Handler: 'index.handler', Runtime: 'nodejs22.x' });
    expect((cdkFunction.Properties.Environment as { Variables: Record<string, string> }).Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    const bundle = readFileSync(path.join(cdkBundleDir, 'index.mjs'), 'utf8');
    expect(bundle.startsWith(nodeBundling.banner)).toBe(true);
    expect(bundle).toMatch(/export\s*\{[^}]*\bhandler\b/);
    expect(existsSync(path.join(cdkBundleDir, 'index.mjs.map'))).toBe(true);
  });

  it('bundles every function the stack deploys with those options: one ESM module each, exporting its handler, with no error', () => {
    expect(built.errors).toEqual([]);
    expect(handlers.length).toBeGreaterThan(20);
    for (const handler of handlers) {
      const bundle = readFileSync(path.join(builtDir(), `${handler}.mjs`), 'utf8');
      expect(bundle.startsWith(nodeBundling.banner), handler).toBe(true);
      expect(bundle, handler).toMatch(/export\s*\{[^}]*\bhandler\b/);
      expect(existsSync(path.join(builtDir(), `${handler}.mjs.map`)), handler).toBe(true);
    }
  });

  it('builds the factory’s function here exactly as CDK did: the options above are the factory’s', () => {
    const byCdk = readFileSync(path.join(cdkBundleDir, 'index.mjs'), 'utf8');
    const here = readFileSync(path.join(builtDir(), `${PROBE}.mjs`), 'utf8');
    expect(withoutSourceMapLink(here)).toBe(withoutSourceMapLink(byCdk));
  });
});
