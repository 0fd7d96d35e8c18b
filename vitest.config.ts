import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webAliases } from './web/vite.config';
import { CatalogueFirstSequencer } from './test/support/catalogue-first-sequencer';

/**
 * Integration tests that must not share the machine with the catalogue's proof: the judge's hostile
 * programs and leftovers checks (any sandboxed process counts), CPU and wall-clock assertions.
 */
const judgeSensitive = ['test/integration/judge/**/*.test.ts', 'test/integration/submissions/**/*.test.ts', 'test/integration/problems/**/*.test.ts'];

/** Web tests that call vi.mock (test/unit/vitest-config.test.ts keeps this list complete). */
export const webFilesThatReplaceModules = [
  'web/src/features/account/components/security-tab.test.tsx',
  'web/src/features/practice/components/challenge-page.test.tsx',
  'web/src/features/practice/components/editor-panel.test.tsx',
  'web/src/features/practice/components/problem-page.test.tsx',
  'web/src/features/practice/components/problem-page-submit.test.tsx',
  'web/src/lib/auth/amplify-auth-commands.test.ts',
];

/**
 * One test command, these projects in two groups (the first runs before the second: `sequence.groupOrder`):
 * - unit: handlers and domain code (mocked AWS clients) and the contract;
 * - infra: the CDK stack, with aws-cdk-lib/assertions and cdk-nag;
 * - web: React components in jsdom (web-isolated: those that replace modules, each file on its own);
 * - judge (one file at a time): the judge with the real toolchains (hostile programs, verdicts, timing);
 * - catalogue (second group): every package of the catalogue proven through the judge;
 * - integration (second group, one file at a time beside it): against the real local services
 *   (DynamoDB Local, cognito-local, s3rver, the gateway), and the browser journeys in headless Chromium.
 */
export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    sequence: { sequencer: CatalogueFirstSequencer },
    // Vitest's default leaves one core idle (cores − 1: a single worker on a 2-core machine). The
    // tests mostly wait on jsdom, DynamoDB Local or the judge's children, so every core works.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias: webAliases },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/local/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          name: 'infra',
          environment: 'node',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: webAliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: webFilesThatReplaceModules,
          setupFiles: ['web/src/test/setup.ts'],
          // One jsdom and one module registry per worker, not per file: half the web project's time.
          // Safe because these files replace no module (vi.mock): setup.ts restores spies after each test.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: webAliases },
        test: {
          // Files that replace a module with vi.mock need a registry of their own: a module another
          // file loaded first would keep the real import.
          name: 'web-isolated',
          environment: 'jsdom',
          include: webFilesThatReplaceModules,
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          // The judge's own tests (leftover sandboxed processes, CPU and wall-clock figures) and
          // the list's timing: one file at a time, beside unit, web and infra, before the
          // catalogue's proof and the local stacks load the machine.
          name: 'judge',
          environment: 'node',
          include: judgeSensitive,
          setupFiles: ['test/support/one-judge-file-at-a-time.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          // Proving the catalogue (minutes of CPU), on one worker of the second group...
          name: 'catalogue',
          environment: 'node',
          include: ['test/integration/catalogue/verify.test.ts'],
          testTimeout: 600_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          // ...while the other worker runs the local-stack tests and the journeys, which mostly
          // wait on services and the browser: one file at a time (test/support/one-integration-file-at-a-time.ts).
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'web/e2e/**/*.test.ts'],
          exclude: [...judgeSensitive, 'test/integration/catalogue/verify.test.ts'],
          setupFiles: ['test/support/one-integration-file-at-a-time.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
