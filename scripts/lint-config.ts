/**
 * Writes .oxlintrc.json: the lint rules that fail `npm test` (`npm run lint`), chiefly the project's
 * boundaries as `no-restricted-imports` overrides (layers only point down: README.md, "How the parts
 * depend on each other") and `import/no-cycle` everywhere. Run `npm run lint:config` after adding a
 * web or server feature or an AWS adapter; test/unit/lint-config.test.ts fails while the file is
 * out of date, and proves each boundary on a planted tree.
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
  'lambdas/shared/second-factor.ts',
  'lambdas/account/cognito-user.ts',
  'lambdas/health/get-health.ts',
  'lambdas/judge/artifact-store.ts',
  'lambdas/payments/provider-config.ts',
  'lambdas/platform/avatar-storage.ts',
  'lambdas/platform/uploaded-images.ts',
  'lambdas/platform/fan-out.ts',
  'lambdas/platform/close-sockets.ts',
  'lambdas/platform/invoke-judge.ts',
  'lambdas/platform/start-judging.ts',
];

/**
 * The folders of lambdas/ that are not features. Features (every other folder: one per Lambda of
 * contract/api, plus the workflow and stream tasks) import only these below them, never each other:
 * - app: Lambdas composed of several features (above every feature; nothing imports it);
 * - platform: domain services more than one feature uses (the WebSocket push, presence, plan limits,
 *   avatars, rank levels, the judge's client, the submission recorders' hook);
 * - shared: the Lambda plumbing (middleware, errors, env, logger, AWS clients, the token checks);
 * - data: the only code that touches DynamoDB.
 */
export const serverLayers = { above: ['app'], below: ['platform', 'shared', 'data'] } as const;

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
const lambdaLeavesItsTree: Pattern = {
  regex: '^(\\.\\./)+(web|local|lib|bin|test|scripts|tools|bench)/',
  message: 'Lambda code depends on contract/ and lambdas/ only.',
};
const contractLeavesItsTree: Pattern = {
  regex: '^(\\.\\./)+(lambdas|lib|local|web|bin|test|scripts|tools|bench)/',
  message: 'The contract depends on zod and itself only.',
};
const contractLibraries: Pattern = {
  group: ['node:*', '@aws-sdk/*', 'react', 'react-dom', 'aws-cdk-lib', 'aws-cdk-lib/*', 'dynamodb-toolbox'],
  message: 'The contract depends on zod and itself only.',
};
const nodeInBrowser: Pattern = {
  group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', '@aws-sdk/*', 'dynamodb-toolbox', 'aws-cdk-lib', 'aws-cdk-lib/*'],
  message: 'Browser code: no Node built-ins, no AWS SDK, no CDK.',
};
const deepRelative: Pattern = { regex: '^(\\.\\./){3,}', message: 'Use an alias (@contract/…, @web/…) rather than climbing three folders or more.' };

const folders = (names: readonly string[]) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

function otherFeatures(feature: string, features: readonly string[]): Pattern[] {
  const others = features.filter((f) => f !== feature);
  const message = `Features do not import each other (${feature} → another feature): move shared code to web/src/lib or components/, and compose features in web/src/app.`;
  const app =
    'Features do not import web/src/app, which composes them: shared code belongs in web/src/lib, components/ or config/, test support in web/src/test.';
  return [
    { group: ['@web/features/*', '@web/features/*/**'], message },
    ...(others.length ? [{ regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`, message }] : []),
    { group: ['@web/app', '@web/app/*', '@web/app/**'], message: app },
    { regex: folders(['app']), message: app },
  ];
}

/** What a folder of lambdas/ may not import: the layers above it (features, app) and, for a feature, the other features. */
function serverLayer(folder: string, features: readonly string[]): Pattern[] {
  if ((serverLayers.above as readonly string[]).includes(folder)) return [];
  if (features.includes(folder)) {
    const others = features.filter((f) => f !== folder);
    return [
      {
        regex: folders([...others, ...serverLayers.above]),
        message: `Server features do not import each other (${folder} → another feature): move what both need down to lambdas/platform (or shared, data), or compose the features in lambdas/app.`,
      },
    ];
  }
  // The layers above this one; data may still use shared for its environment and clients (the group below).
  const below = serverLayers.below.indexOf(folder as (typeof serverLayers.below)[number]);
  const higher = serverLayers.below.slice(0, below).filter((layer) => !(folder === 'data' && layer === 'shared'));
  const patterns: Pattern[] = [
    {
      regex: folders([...features, ...serverLayers.above, ...higher]),
      message: `lambdas/${folder} is below every feature: it imports no feature, nor lambdas/app${higher.length ? ` or ${higher.map((l) => `lambdas/${l}`).join(', ')}` : ''}.`,
    },
  ];
  // The data module reads its environment, clients and tracer from shared/, nothing else there (no handler code).
  if (folder === 'data') {
    patterns.push({
      group: ['**/shared/*', '!**/shared/env', '!**/shared/aws-clients', '!**/shared/telemetry'],
      message: 'lambdas/data uses lambdas/shared for its environment, AWS clients and telemetry only: no handler code.',
    });
  }
  return patterns;
}

/** The judge's core runs in the judge images (which hold lambdas/judge and contract/ only) and in the catalogue's proof. */
const judgeCoreOnly: Pattern = {
  regex: '^\\.\\.(/|$)',
  message: "The judge's core depends on contract/ and itself only: it runs in the judge images and in scripts/catalogue.",
};
const localNotScripts: Pattern = {
  regex: folders(['scripts']),
  message: 'The local stack does not import the operator scripts: what both need belongs in tools/.',
};
const toolsBelow: Pattern = {
  regex: folders(['scripts', 'local', 'bench', 'test', 'web', 'lib', 'bin']),
  message: 'tools/ is below the operator scripts, the local stack, the benchmarks and the tests: it depends on contract/ and lambdas/ only.',
};
const cdkNotLambdas: Pattern = {
  regex: folders(['lambdas', 'local', 'scripts', 'tools', 'bench', 'test']),
  message: 'The CDK app names Lambda handlers by path (contract/routes.ts) and imports none of their code: shared constants belong in contract/.',
};

const rule = (...patterns: Pattern[]) => ['error', { patterns }];

export function lintConfig(webFeatures: readonly string[], serverFeatures: readonly string[]) {
  const web = [contractAlias, deepRelative, nodeInBrowser];
  const lambda = [contractAlias, lambdaLeavesItsTree];
  const layerOf = (file: string) => file.split('/')[1]!;
  const adapterFolders = [...new Set(awsAdapters.map(layerOf))];
  return {
    $schema: './node_modules/oxlint/configuration_schema.json',
    plugins: ['typescript', 'unicorn', 'oxc', 'import', 'react'],
    categories: { correctness: 'error' },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Type-only imports count: a cycle of types is still two modules that each need the other.
      'import/no-cycle': ['error', { ignoreTypes: false }],
    },
    // The judge's fixtures are students' programs, broken on purpose.
    // catalogue/ holds problem packages: students' programs and starter code that is unfinished on
    // purpose, proven by `npm run verify:problems` rather than linted.
    ignorePatterns: ['node_modules', 'cdk.out', 'web/dist', '.local', 'test/infra/fixtures', 'test/fixtures', 'bench/results', '/catalogue'],
    overrides: [
      { files: ['lambdas/**/*.ts'], rules: { 'no-restricted-imports': rule(...lambda, anyAws, dynamoDb) } },
      ...[...serverFeatures, ...serverLayers.below.filter((layer) => layer !== 'data')].map((folder) => ({
        files: [`lambdas/${folder}/**/*.ts`],
        rules: { 'no-restricted-imports': rule(...lambda, anyAws, dynamoDb, ...serverLayer(folder, serverFeatures)) },
      })),
      { files: ['lambdas/data/**/*.ts'], rules: { 'no-restricted-imports': rule(...lambda, awsButStorage, ...serverLayer('data', serverFeatures)) } },
      { files: ['lambdas/judge/core/**/*.ts'], rules: { 'no-restricted-imports': rule(...lambda, anyAws, dynamoDb, judgeCoreOnly) } },
      ...adapterFolders.map((folder) => ({
        files: awsAdapters.filter((file) => layerOf(file) === folder),
        rules: { 'no-restricted-imports': rule(...lambda, dynamoDb, ...serverLayer(folder, serverFeatures)) },
      })),
      { files: ['contract/**/*.ts'], rules: { 'no-restricted-imports': rule(contractLeavesItsTree, contractLibraries) } },
      { files: ['scripts/**/*.ts', 'bench/**/*.ts', 'test/**/*.ts', 'web/e2e/**/*.ts'], rules: { 'no-restricted-imports': rule(contractAlias) } },
      { files: ['lib/**/*.ts', 'bin/**/*.ts'], rules: { 'no-restricted-imports': rule(contractAlias, cdkNotLambdas) } },
      { files: ['local/**/*.ts'], rules: { 'no-restricted-imports': rule(contractAlias, localNotScripts) } },
      { files: ['tools/**/*.ts'], rules: { 'no-restricted-imports': rule(contractAlias, toolsBelow) } },
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

/** The folders of lambdas/ that are features: all but the layers of `serverLayers`. */
export function serverFeatureNames(root = '.'): string[] {
  const layers: readonly string[] = [...serverLayers.above, ...serverLayers.below];
  return readdirSync(`${root}/lambdas`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !layers.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export function lintConfigText(root = '.'): string {
  return `${JSON.stringify(lintConfig(webFeatureNames(root), serverFeatureNames(root)), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('.oxlintrc.json', lintConfigText());
  console.log(`.oxlintrc.json written (web features: ${webFeatureNames().join(', ')}; server features: ${serverFeatureNames().join(', ')})`);
}
