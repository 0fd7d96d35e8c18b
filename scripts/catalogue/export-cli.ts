/**
 * `npm run export:problems -- <out-dir> <problemId>… [--local | --table-name T --bucket B --region R]`
 * writes each problem back as a package folder `<out-dir>/<problemId>/` (export.ts).
 */
import { parseArgs } from 'node:util';
import { exportProblemFiles, writePackageFiles } from './export';
import { targetEnvironment } from './target';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { local: { type: 'boolean' }, 'table-name': { type: 'string' }, bucket: { type: 'string' }, region: { type: 'string' } },
});

try {
  const [outDir, ...problemIds] = positionals;
  if (!outDir || !problemIds.length) throw new Error('usage: npm run export:problems -- <out-dir> <problemId>… [--local | --table-name T --bucket B --region R]');
  Object.assign(process.env, targetEnvironment(values));
  for (const problemId of problemIds) console.log(`  ${problemId} → ${await writePackageFiles(outDir, problemId, await exportProblemFiles(problemId))}`);
} catch (error) {
  console.error(`Failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
