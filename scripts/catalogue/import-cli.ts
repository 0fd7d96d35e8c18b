/**
 * `npm run import:problems -- <dir|zip>… [--local | --table-name T --bucket B --region R]
 *   [--difficulty Easy --topic "Math & Logic" --tags a,b]`
 *
 * Loads packages (a package folder, a folder of them, or a zip of either; 2025-09 or legacy Kattis)
 * into the table and the packages bucket (target.ts says which). Every package is read and checked
 * first: one bad package stops the import before anything is written, naming its file. Importing
 * again updates each problem by its uuid. --difficulty/--topic/--tags stand in for the
 * codearena.yaml a legacy package lacks.
 */
import { parseArgs } from 'node:util';
import { codearenaYamlSchema, describeIssues, PackageError, type ProblemPackage } from '@contract/catalogue/package';
import { importPackages } from '../../tools/catalogue/import';
import { importingMessage } from './import-messages';
import { readPackagesFrom } from '../../tools/catalogue/sources';
import { targetEnvironment } from './target';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    local: { type: 'boolean' },
    'table-name': { type: 'string' },
    bucket: { type: 'string' },
    region: { type: 'string' },
    difficulty: { type: 'string' },
    topic: { type: 'string' },
    tags: { type: 'string' },
  },
});

try {
  if (!positionals.length) throw new Error('usage: npm run import:problems -- <dir|zip>… [--local | --table-name T --bucket B --region R]');
  let extensionDefaults;
  if (values.difficulty || values.topic || values.tags) {
    const parsed = codearenaYamlSchema.safeParse({ difficulty: values.difficulty, topic: values.topic, tags: values.tags?.split(',').map((t) => t.trim()) });
    if (!parsed.success) throw new Error(`--difficulty/--topic/--tags: ${describeIssues(parsed.error)}`);
    extensionDefaults = parsed.data;
  }
  Object.assign(process.env, targetEnvironment(values));
  const packages: ProblemPackage[] = [];
  for (const source of positionals) packages.push(...(await readPackagesFrom(source, { extensionDefaults })));
  const slugs = packages.map((p) => p.slug);
  const twice = slugs.filter((slug, i) => slugs.indexOf(slug) !== i);
  if (twice.length) throw new Error(`the same package name twice: ${[...new Set(twice)].join(', ')}`);
  console.log(importingMessage(packages.length));
  await importPackages(packages, (done, total, { problemId, outcome }) => console.log(`  [${done}/${total}] ${problemId} ${outcome}`));
  console.log('Done.');
} catch (error) {
  console.error(error instanceof PackageError ? `Refused: ${error.message}` : `Failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
