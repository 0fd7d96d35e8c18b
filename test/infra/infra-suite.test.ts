/**
 * Every infra test file, run as one file so that one worker runs them all and synthesizes each
 * distinct stack once (test/infra/synth-stack.ts keeps them by their inputs). Run as files of
 * their own, the three workers each synthesized the same stacks again: 94 core-s for the infra
 * files against 44 in one (2026-11-28, each alone on the 2-core machine).
 *
 * Each file's tests sit under a describe named after it, its hooks with them. To run one file:
 * `npx vitest run --project infra -t firewall` (a part of the file's name). node-bundling.test.ts,
 * which bundles every function for real, is a project of its own (infra-bundling).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const notHere = new Set(['infra-suite.test.ts', 'node-bundling.test.ts']);
const files = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.test.ts') && !notHere.has(name))
  .sort();

for (const file of files) {
  describe(file, async () => {
    await import(`./${file}`);
  });
}

it('leaves no infra test file out: none sits in a subfolder, where this file does not look', () => {
  const nested = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((name) => name.includes('/') && name.endsWith('.test.ts'));
  expect(nested).toEqual([]);
  expect(files.length).toBeGreaterThan(10);
});
