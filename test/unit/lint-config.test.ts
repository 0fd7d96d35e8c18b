import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { awsAdapters, lintConfigText, serverFeatureNames, serverLayers, webFeatureNames } from '../../scripts/lint-config';

describe('the lint rules', () => {
  it('are up to date with the web features and the AWS adapters (npm run lint:config)', () => {
    expect(readFileSync('.oxlintrc.json', 'utf8')).toBe(lintConfigText());
  });

  it('name only adapters that exist', () => {
    for (const file of awsAdapters) expect(() => readFileSync(file), file).not.toThrow();
    expect(webFeatureNames().length).toBeGreaterThan(1);
  });

  it('take every folder of lambdas/ but its layers for a server feature', () => {
    const features = serverFeatureNames();
    expect(features).toEqual(expect.arrayContaining(['challenges', 'chat', 'judge', 'realtime', 'sessions', 'submissions']));
    for (const layer of [...serverLayers.above, ...serverLayers.below]) expect(features).not.toContain(layer);
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
  write('web/src/features/auth/api/sign-in.ts', 'export const g = 1;\n');
  write('web/src/features/account/api/get-me.ts', "import { readFileSync } from 'node:fs';\nexport const i = readFileSync;\n");

  // Server features and their layers: app above every feature; platform, shared, data below.
  write(
    'lambdas/challenges/record-challenge.ts',
    "import { k } from '../platform/submission-recorders';\nimport { l } from '../shared/logger';\nimport { m } from '../data/submissions';\nexport const n = [k, l, m];\n",
  );
  write('lambdas/judge/record.ts', "import { n } from '../challenges/record-challenge';\nexport const o = n;\n");
  write('lambdas/judge/notify.ts', "import { o } from './record';\nimport { k } from '../platform/submission-recorders';\nexport const p = [o, k];\n");
  write(
    'lambdas/judge/artifact-store.ts',
    "import { S3Client } from '@aws-sdk/client-s3';\nimport { n } from '../challenges/record-challenge';\nexport const q = [S3Client, n];\n",
  );
  write('lambdas/realtime/default.ts', "import { r } from '../app/websocket-default';\nexport const s = r;\n");
  write(
    'lambdas/app/record-result.ts',
    "import { n } from '../challenges/record-challenge';\nimport { o } from '../judge/record';\nexport const t = [n, o];\n",
  );
  write('lambdas/platform/submission-recorders.ts', 'export const k = 1;\n');
  write('lambdas/platform/fan-out.ts', "import { s } from '../realtime/default';\nexport const u = s;\n");
  write('lambdas/shared/logger.ts', "import { k } from '../platform/submission-recorders';\nexport const l = k;\n");
  write('lambdas/shared/env.ts', 'export const v = 1;\n');
  write('lambdas/shared/http-handler.ts', 'export const w = 1;\n');
  write('lambdas/data/submissions.ts', "import { v } from '../shared/env';\nexport const m = v;\n");
  write('lambdas/data/entities/problem.ts', "import { w } from '../../shared/http-handler';\nexport const x = w;\n");
  write('lambdas/data/problems.ts', "import { n } from '../challenges/record-challenge';\nexport const y = n;\n");
  write('lambdas/judge/core/verdicts.ts', "import { verdicts } from '@contract/judge';\nexport const z = verdicts;\n");
  write('lambdas/judge/core/judge.ts', "import { z } from './verdicts';\nimport { o } from '../record';\nexport const aa = [z, o];\n");
  // The parts around the Lambdas: local ↛ scripts, tools below both, the CDK app ↛ lambdas.
  write('tools/catalogue/read-package.ts', "import { m } from '../../lambdas/data/submissions';\nexport const ab = m;\n");
  write(
    'tools/catalogue/sources.ts',
    "import { ac } from '../../scripts/catalogue/verify';\nimport { ad } from '../../local/seed/problems';\nexport const ae = [ac, ad];\n",
  );
  write(
    'scripts/catalogue/verify.ts',
    "import { ab } from '../../tools/catalogue/read-package';\nimport { ad } from '../../local/seed/problems';\nexport const ac = [ab, ad];\n",
  );
  write('local/seed/problems.ts', "import { ab } from '../../tools/catalogue/read-package';\nexport const ad = ab;\n");
  write('local/seed/challenges.ts', "import { ac } from '../../scripts/catalogue/verify';\nexport const af = ac;\n");
  write('lib/auth.ts', "import { ag } from '../lambdas/auth/token-lifetimes';\nexport const ah = ag;\n");
  write('lib/judge.ts', "import { judgeLanguages } from '@contract/judge';\nexport const ai = judgeLanguages;\n");
  // Web features below web/src/app; test support may use the app.
  write('web/src/app/route-table.ts', 'export const aj = 1;\n');
  write('web/src/features/info/content/types.ts', "import { aj } from '@web/app/route-table';\nexport const ak = aj;\n");
  write('web/src/features/info/mailboxes.ts', "import { aj } from '../../app/route-table';\nexport const al = aj;\n");
  write('web/src/test/render-app.tsx', "import { aj } from '../app/route-table';\nexport const am = aj;\n");
  // Import cycles, type-only ones too.
  write('lambdas/data/chat.ts', "import type { ItemKey } from './user-items';\nexport const an = (key: ItemKey) => key;\n");
  write('lambdas/data/user-items.ts', "import { an } from './chat';\nexport interface ItemKey { pk: string }\nexport const ao = an;\n");

  let linted: string | undefined;
  const findings = () => {
    linted ??= spawnSync(join(process.cwd(), 'node_modules/.bin/oxlint'), ['--format', 'unix', '.'], { cwd: root, encoding: 'utf8' }).stdout;
    return linted;
  };
  const refused = (file: string) => new RegExp(`^${file.replaceAll('.', '\\.')}:\\d+:\\d+:.*no-restricted-imports`, 'm');
  const inCycle = (file: string) => new RegExp(`^${file.replaceAll('.', '\\.')}:\\d+:\\d+:.*no-cycle`, 'm');
  const clean = (file: string) => new RegExp(`^${file.replaceAll('.', '\\.')}:`, 'm');

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

  it('refuse a server feature importing another or lambdas/app, also from an AWS adapter; app composes features', () => {
    const out = findings();
    expect(out).toMatch(refused('lambdas/judge/record.ts'));
    expect(out).toMatch(refused('lambdas/judge/artifact-store.ts'));
    expect(out).toMatch(refused('lambdas/realtime/default.ts'));
    expect(out).not.toMatch(clean('lambdas/judge/notify.ts'));
    expect(out).not.toMatch(clean('lambdas/challenges/record-challenge.ts'));
    expect(out).not.toMatch(clean('lambdas/app/record-result.ts'));
  });

  it('keep platform, shared and data below every feature, and data off the shared handler code', () => {
    const out = findings();
    expect(out).toMatch(refused('lambdas/platform/fan-out.ts'));
    expect(out).toMatch(refused('lambdas/shared/logger.ts'));
    expect(out).toMatch(refused('lambdas/data/problems.ts'));
    expect(out).toMatch(refused('lambdas/data/entities/problem.ts'));
    expect(out).not.toMatch(clean('lambdas/data/submissions.ts'));
  });

  it("keep the judge's core to the contract and itself", () => {
    const out = findings();
    expect(out).toMatch(refused('lambdas/judge/core/judge.ts'));
    expect(out).not.toMatch(clean('lambdas/judge/core/verdicts.ts'));
  });

  it('refuse local importing scripts, tools importing scripts or local, and the CDK app importing lambdas', () => {
    const out = findings();
    expect(out).toMatch(refused('local/seed/challenges.ts'));
    expect(out).not.toMatch(clean('local/seed/problems.ts'));
    expect(out).toMatch(refused('tools/catalogue/sources.ts'));
    expect(out).not.toMatch(clean('tools/catalogue/read-package.ts'));
    expect(out).not.toMatch(clean('scripts/catalogue/verify.ts'));
    expect(out).toMatch(refused('lib/auth.ts'));
    expect(out).not.toMatch(clean('lib/judge.ts'));
  });

  it('refuse a web feature importing web/src/app, by alias or by path; test support may', () => {
    const out = findings();
    expect(out).toMatch(refused('web/src/features/info/content/types.ts'));
    expect(out).toMatch(refused('web/src/features/info/mailboxes.ts'));
    expect(out).not.toMatch(clean('web/src/test/render-app.tsx'));
  });

  it('refuse import cycles, of types too', () => {
    const out = findings();
    expect(out).toMatch(inCycle('lambdas/data/chat.ts'));
    expect(out).toMatch(inCycle('lambdas/data/user-items.ts'));
  });
});
