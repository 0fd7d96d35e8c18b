import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allNodeFunctions } from '@contract/routes';
import { resourcesOfType, synthesizeStack, type SynthesizedStack } from './synth-stack';

/** The one test file that bundles for real: every Node function through the local esbuild, no Docker. */
let synthesized: SynthesizedStack;
beforeAll(() => {
  synthesized = synthesizeStack({}, { bundle: true });
});

describe('Node function bundling', () => {
  it('bundles each handler of the route table into an ESM index.mjs with a source map', () => {
    const functions = Object.values(resourcesOfType(synthesized.template, 'AWS::Lambda::Function')).filter(
      (f) => f.Properties.Runtime === 'nodejs22.x',
    );
    expect(functions).toHaveLength(allNodeFunctions().length);
    for (const fn of functions) {
      expect(fn.Properties.Handler).toBe('index.handler');
      const key = (fn.Properties.Code as { S3Key: string }).S3Key;
      const dir = path.join(synthesized.app.outdir, `asset.${key.replace(/\.zip$/, '')}`);
      const bundle = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire } from 'node:module';")).toBe(true);
      expect(bundle).toMatch(/export\s*\{[^}]*\bhandler\b/);
      expect(existsSync(path.join(dir, 'index.mjs.map'))).toBe(true);
      expect((fn.Properties.Environment as { Variables: Record<string, string> }).Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });
});
