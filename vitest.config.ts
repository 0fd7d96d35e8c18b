import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webAliases } from './web/vite.config.ts';
import { CatalogueFirstSequencer } from './test/support/catalogue-first-sequencer.ts';

/**
 * Integration tests that must not share the machine with the catalogue's proof: the judge's hostile
 * programs and leftovers checks (any sandboxed process counts), CPU and wall-clock assertions.
 */
const judgeSensitive = [
  'test/integration/judge/**/*.test.ts',
  'test/integration/submissions/compile-once.test.ts',
  'test/integration/submissions/skip-after-tle.test.ts',
];

const realCodeEditor = fileURLToPath(new URL('./web/src/components/code-editor/monaco/code-editor.tsx', import.meta.url));
const fakeCodeEditor = fileURLToPath(new URL('./web/src/components/code-editor/test/fake-code-editor.tsx', import.meta.url));

/**
 * Monaco needs a real browser (layout, web workers): in jsdom every import of the editor
 * (components/code-editor/monaco/code-editor.tsx) gets the fake one, a text area taking the same
 * props. Done at resolution, not with vi.mock, so the solving pages' files share the web project's
 * one registry instead of each loading React and the app again in a worker of its own.
 */
function codeEditorFake(): Plugin {
  return {
    name: 'codearena:fake-code-editor',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('monaco/code-editor') || importer === fakeCodeEditor) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === realCodeEditor ? fakeCodeEditor : null;
    },
  };
}

/** Web tests that call vi.mock (test/unit/vitest-config.test.ts keeps this list complete). */
export const webFilesThatReplaceModules = ['web/src/features/account/components/security-tab.test.tsx', 'web/src/lib/auth/amplify-auth-commands.test.ts'];

/**
 * Unit files that need a module registry of their own: they replace or reload modules (vi.mock,
 * vi.resetModules), stub the environment before importing, or set module-level state by env
 * (test/unit/vitest-config.test.ts keeps this list complete).
 */
export const unitFilesThatReloadModules = [
  'test/local/logger-context.test.ts',
  'test/unit/lambdas/judge/judge-tasks.test.ts',
  'test/unit/lambdas/payments/webhook-route.test.ts',
  'test/unit/lambdas/payments/webhook-sockets.test.ts',
  'test/unit/lambdas/realtime/authorize.test.ts',
  'test/unit/lambdas/shared/entry-point.test.ts',
  'test/unit/lambdas/submissions/run-code.test.ts',
  'test/unit/lambdas/submissions/run-custom-input.test.ts',
];

const unitFiles = ['test/unit/**/*.test.ts', 'test/local/**/*.test.ts'];

/**
 * One test command, these projects in two groups (the first runs before the second: `sequence.groupOrder`):
 * - types: the type checks of the three TypeScript projects (one file, started first);
 * - unit: handlers and domain code (mocked AWS clients) and the contract (unit-isolated: those
 *   that reload modules, each file on its own);
 * - infra: the CDK stack, with aws-cdk-lib/assertions and cdk-nag (infra-bundling: every function
 *   bundled for real);
 * - web: React components in jsdom (web-isolated: those that replace modules, each file on its own);
 * - judge (one file at a time): the judge with the real toolchains (hostile programs, verdicts, timing);
 * - integration-early: the data modules against the run's shared DynamoDB Locals, and the web build's checks;
 * - catalogue (second group): every package of the catalogue proven through the judge, or matched
 *   to its recorded proof (scripts/catalogue/proof-cache.ts);
 * - integration (second group, beside it): local stacks (DynamoDB Local, cognito-local, s3rver,
 *   the gateway) and the browser journeys in headless Chromium.
 *
 * Logs (the Lambdas' JSON lines included: POWERTOOLS_DEV sends them through the console vitest
 * captures) are printed for failing tests only; the summary reporter closes with where the time went.
 */
const testEnv = { POWERTOOLS_DEV: 'true' };

/** The three TypeScript projects' type checks, run as a test beside the first group's files. */
const typeChecks = 'test/types.test.ts';

/** The one infra file that bundles every function for real (a minute of CPU). */
const infraBundling = 'test/infra/node-bundling.test.ts';

/** The other infra files, imported by one file so that one worker synthesizes each stack once. */
const infraSuite = 'test/infra/infra-suite.test.ts';

/**
 * Integration files that need only the run's shared DynamoDB Locals (no local stack, no browser), and
 * the bundle's checks (which make the run's one web build): in the first group, where the judge's
 * files, taking turns, leave a core idle while their programs sleep and time out.
 */
const integrationEarly = [
  'test/integration/{account,data,friends,rankings,contact,users,progress,problems,discussions,streams,crews}/**/*.test.ts',
  'test/integration/challenges/challenges-data.test.ts',
  'test/integration/chat/chat.test.ts',
  'test/integration/payments/payments-webhook.test.ts',
  'web/e2e/bundle.test.ts',
];
const integrationGlobalSetup = ['test/support/shared-dynamodb.ts', 'web/e2e/support/build-web-app-once.ts'];

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    silent: 'passed-only',
    sequence: { sequencer: CatalogueFirstSequencer },
    // Vitest's default leaves one core idle (cores − 1: a single worker on a 2-core machine). Many
    // files wait on DynamoDB Local, cognito-local, the judge's children or Chromium more than they
    // compute: one worker more than cores keeps the cores busy while they wait.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        resolve: { alias: webAliases },
        test: {
          name: 'unit',
          environment: 'node',
          env: testEnv,
          include: unitFiles,
          exclude: unitFilesThatReloadModules,
          // Worker threads sharing one module registry each: the same tests in a fifth of the CPU of a
          // fresh registry per file (22 s against 100 s on 2 cores). What a file changes outside its
          // own module (mocked SDK clients, spies, stubbed env) is undone when it ends (between-files.ts).
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/unit/support/between-files.ts'],
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          name: 'unit-isolated',
          environment: 'node',
          env: testEnv,
          include: unitFilesThatReloadModules,
          pool: 'threads',
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          name: 'infra',
          environment: 'node',
          env: testEnv,
          include: [infraSuite],
          // About 3× what each takes on 2 cores: a test reads a synthesized template; a hook synthesizes.
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        plugins: [react(), codeEditorFake()],
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
        plugins: [react(), codeEditorFake()],
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
          // The judge's own tests (leftover sandboxed processes, CPU and wall-clock figures): one
          // file at a time, beside unit, web and infra, before the catalogue's proof and the local
          // stacks load the machine.
          name: 'judge',
          environment: 'node',
          env: testEnv,
          include: judgeSensitive,
          globalSetup: ['test/support/shared-dynamodb.ts'],
          setupFiles: ['test/support/one-judge-file-at-a-time.ts'],
          // About 3× the slowest test and hook (a local stack started for the submissions).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          // Proving the catalogue (minutes of CPU), on one worker of the second group...
          name: 'catalogue',
          environment: 'node',
          env: testEnv,
          include: ['test/integration/catalogue/verify.test.ts'],
          testTimeout: 600_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The type checks (scripts/typecheck.ts), first in the first group: see test/types.test.ts.
          name: 'types',
          environment: 'node',
          include: [typeChecks],
          // About 3× what they take on 2 busy cores.
          testTimeout: 240_000,
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          // The stack with every Node function bundled by esbuild: beside the judge's files, which
          // leave a core idle while they wait.
          name: 'infra-bundling',
          environment: 'node',
          env: testEnv,
          include: [infraBundling],
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          name: 'integration-early',
          environment: 'node',
          env: testEnv,
          include: integrationEarly,
          globalSetup: integrationGlobalSetup,
          // One worker for many files, each loading the project's modules afresh (the setup file):
          // 133 core-s for these files against 191 with a worker per file (2026-11-28, alone).
          isolate: false,
          setupFiles: ['test/integration/support/fresh-modules-per-file.ts'],
          // About 3× the slowest: the web build (the bundle's checks) 60 s.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias: webAliases },
        test: {
          // ...while the other workers run the local-stack tests and the journeys, which mostly
          // wait on services and the browser.
          name: 'integration',
          environment: 'node',
          env: testEnv,
          include: ['test/integration/**/*.test.ts', 'web/e2e/**/*.test.ts'],
          exclude: [...judgeSensitive, ...integrationEarly, 'test/integration/catalogue/verify.test.ts'],
          // The run's one production build of the web app, made in the first group.
          globalSetup: integrationGlobalSetup,
          // About 3× the slowest: a journey's step 20 s; its start (the run's web build, a local stack and
          // Chromium) 50 s.
          testTimeout: 60_000,
          hookTimeout: 150_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
