/**
 * Writes .oxlintrc.json: the lint rules that fail `npm test` (`npm run lint`), chiefly the project's
 * boundaries as `no-restricted-imports` overrides. Run `npm run lint:config` after adding a web
 * feature or an AWS adapter; test/unit/lint-config.test.ts fails while the file is out of date.
 *
 * Oxlint rather than ESLint + typescript-eslint: the project type-checks with TypeScript 7, which has
 * no JavaScript API, and typescript-eslint needs TypeScript < 6.1; oxlint runs ESLint's rules natively.
 * A later override replaces an earlier one's options for the files it matches, so each carries its
 * whole list of patterns.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Pattern = { group: string[]; message: string } | { regex: string; message: string };

/** Files whose job is to call an AWS service other than DynamoDB; domain code gets them as arguments. */
export const awsAdapters = [
  'lambdas/shared/aws-clients.ts',
  'lambdas/account/delete-account.ts',
  'lambdas/health/get-health.ts',
  'lambdas/judge/artifact-store.ts',
  'lambdas/judge/invoke-judge.ts',
  'lambdas/judge/start-judging.ts',
  'lambdas/payments/provider-config.ts',
  'lambdas/profile/avatar-storage.ts',
  'lambdas/realtime/fan-out.ts',
];

const contractAlias: Pattern = { regex: '^(\\.\\./)+contract(/|$)', message: 'Import the contract through its alias: @contract/…' };
const anyAws: Pattern = {
  group: ['@aws-sdk/*'],
  message: 'Domain code takes its dependencies as arguments: AWS is called from lambdas/data (DynamoDB) and the adapters of scripts/lint-config.ts only.',
};
const dynamoDb: Pattern = {
  group: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', 'dynamodb-toolbox', 'dynamodb-toolbox/*'],
  message: 'Only lambdas/data talks to DynamoDB: add a function there.',
};
const awsButStorage: Pattern = {
  group: ['@aws-sdk/*', '!@aws-sdk/client-dynamodb', '!@aws-sdk/lib-dynamodb', '!@aws-sdk/client-s3', '!@aws-sdk/s3-request-presigner'],
  message: 'The data module talks to the table and the buckets only; other AWS services belong in an adapter.',
};
const lambdaLeavesItsTree: Pattern = { regex: '^(\\.\\./)+(web|local|lib|bin|test)/', message: 'Lambda code depends on contract/ and lambdas/ only.' };
const contractLeavesItsTree: Pattern = { regex: '^(\\.\\./)+(lambdas|lib|local|web|bin|test)/', message: 'The contract depends on zod and itself only.' };
const contractLibraries: Pattern = {
  group: ['node:*', '@aws-sdk/*', 'react', 'react-dom', 'aws-cdk-lib', 'aws-cdk-lib/*', 'dynamodb-toolbox'],
  message: 'The contract depends on zod and itself only.',
};
const nodeInBrowser: Pattern = {
  group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', '@aws-sdk/*', 'dynamodb-toolbox', 'aws-cdk-lib', 'aws-cdk-lib/*'],
  message: 'Browser code: no Node built-ins, no AWS SDK, no CDK.',
};
const deepRelative: Pattern = { regex: '^(\\.\\./){3,}', message: 'Use an alias (@contract/…, @web/…) rather than climbing three folders or more.' };

function otherFeatures(feature: string, features: readonly string[]): Pattern[] {
  const others = features.filter((f) => f !== feature);
  const message = `Features do not import each other (${feature} → another feature): move shared code to web/src/lib or components/, and compose features in web/src/app.`;
  return [
    { group: ['@web/features/*', '@web/features/*/**'], message },
    ...(others.length ? [{ regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`, message }] : []),
  ];
}

const rule = (...patterns: Pattern[]) => ['error', { patterns }];

export function lintConfig(webFeatures: readonly string[]) {
  const web = [contractAlias, deepRelative, nodeInBrowser];
  return {
    $schema: './node_modules/oxlint/configuration_schema.json',
    plugins: ['typescript', 'unicorn', 'oxc', 'import', 'react'],
    categories: { correctness: 'error' },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }] },
    // The judge's fixtures are students' programs, broken on purpose.
    // catalogue/ holds problem packages: students' programs and starter code that is unfinished on
    // purpose, proven by `npm run verify:problems` rather than linted.
    ignorePatterns: ['node_modules', 'cdk.out', 'web/dist', '.local', 'test/infra/fixtures', 'test/fixtures', 'bench/results', 'catalogue'],
    overrides: [
      { files: ['lambdas/**/*.ts'], rules: { 'no-restricted-imports': rule(contractAlias, lambdaLeavesItsTree, anyAws, dynamoDb) } },
      { files: ['lambdas/data/**/*.ts'], rules: { 'no-restricted-imports': rule(contractAlias, lambdaLeavesItsTree, awsButStorage) } },
      { files: awsAdapters, rules: { 'no-restricted-imports': rule(contractAlias, lambdaLeavesItsTree, dynamoDb) } },
      { files: ['contract/**/*.ts'], rules: { 'no-restricted-imports': rule(contractLeavesItsTree, contractLibraries) } },
      {
        files: ['lib/**/*.ts', 'bin/**/*.ts', 'local/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'test/**/*.ts', 'web/e2e/**/*.ts'],
        rules: { 'no-restricted-imports': rule(contractAlias) },
      },
      { files: ['web/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': rule(...web) } },
      ...webFeatures.map((feature) => ({
        files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': rule(...web, ...otherFeatures(feature, webFeatures)) },
      })),
    ],
  };
}

export function webFeatureNames(root = '.'): string[] {
  return readdirSync(`${root}/web/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function lintConfigText(root = '.'): string {
  return `${JSON.stringify(lintConfig(webFeatureNames(root)), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('.oxlintrc.json', lintConfigText());
  console.log(`.oxlintrc.json written (web features: ${webFeatureNames().join(', ')})`);
}
