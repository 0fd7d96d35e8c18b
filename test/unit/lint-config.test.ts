import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { awsAdapters, lintConfigText, webFeatureNames } from '../../scripts/lint-config';

describe('the lint rules', () => {
  it('are up to date with the web features and the AWS adapters (npm run lint:config)', () => {
    expect(readFileSync('.oxlintrc.json', 'utf8')).toBe(lintConfigText());
  });

  it('name only adapters that exist', () => {
    for (const file of awsAdapters) expect(() => readFileSync(file), file).not.toThrow();
    expect(webFeatureNames().length).toBeGreaterThan(1);
  });
});

/** Lints a small tree laid out like the repository with the repository's own rules. */
describe('the boundaries they enforce', () => {
  const root = mkdtempSync(join(tmpdir(), 'lint-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write('.oxlintrc.json', readFileSync('.oxlintrc.json', 'utf8').replace('./node_modules/oxlint/configuration_schema.json', ''));
  write('lambdas/profile/profile.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const a = GetCommand;\n");
  write('lambdas/profile/rules.ts', "import { S3Client } from '@aws-sdk/client-s3';\nexport const b = S3Client;\n");
  write('lambdas/data/profiles.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const c = GetCommand;\n");
  write('lambdas/data/files.ts', "import { SFNClient } from '@aws-sdk/client-sfn';\nexport const d = SFNClient;\n");
  write('lambdas/profile/route.ts', "import { e } from '../../contract/routes';\nexport const f = e;\n");
  write('web/src/features/account/components/page.tsx', "import { g } from '../../auth/api/sign-in';\nexport const h = g;\n");
  write('web/src/features/account/components/own.tsx', "import { i } from '../api/get-me';\nexport const j = i;\n");
  write('web/src/features/auth/api/sign-in.ts', "export const g = 1;\n");
  write('web/src/features/account/api/get-me.ts', "import { readFileSync } from 'node:fs';\nexport const i = readFileSync;\n");
  const findings = () => {
    const run = spawnSync(join(process.cwd(), 'node_modules/.bin/oxlint'), ['--format', 'unix', '.'], { cwd: root, encoding: 'utf8' });
    return run.stdout;
  };

  it('refuse DynamoDB outside lambdas/data, any AWS in domain code, other services in the data module; each where it belongs passes', () => {
    const out = findings();
    expect(out).toMatch(/lambdas\/profile\/profile\.ts.*no-restricted-imports/);
    expect(out).toMatch(/lambdas\/profile\/rules\.ts.*no-restricted-imports/);
    expect(out).not.toMatch(/lambdas\/data\/profiles\.ts/);
    expect(out).toMatch(/lambdas\/data\/files\.ts.*no-restricted-imports/);
  });

  it('refuse a relative import of the contract, a feature importing another, and Node in the browser', () => {
    const out = findings();
    expect(out).toMatch(/lambdas\/profile\/route\.ts.*no-restricted-imports/);
    expect(out).toMatch(/features\/account\/components\/page\.tsx.*no-restricted-imports/);
    expect(out).not.toMatch(/features\/account\/components\/own\.tsx/);
    expect(out).toMatch(/features\/account\/api\/get-me\.ts.*no-restricted-imports/);
  });
});
