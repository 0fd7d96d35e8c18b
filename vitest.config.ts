import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webAliases } from './web/vite.config';

/**
 * One test command, four projects:
 * - unit: handlers and domain code (mocked AWS clients) and the contract;
 * - infra: the CDK stack, with aws-cdk-lib/assertions and cdk-nag;
 * - web: React components in jsdom (web-isolated: those that replace modules, each file on its own);
 * - integration: against the real local services (DynamoDB Local, cognito-local, s3rver, the gateway),
 *   and the browser journeys in headless Chromium.
 */
/** Web tests that call vi.mock (test/unit/vitest-config.test.ts keeps this list complete). */
export const webFilesThatReplaceModules = [
  'web/src/features/account/components/security-tab.test.tsx',
  'web/src/features/practice/components/editor-panel.test.tsx',
  'web/src/features/practice/components/problem-page.test.tsx',
  'web/src/lib/auth/amplify-auth-commands.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
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
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts', 'web/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
