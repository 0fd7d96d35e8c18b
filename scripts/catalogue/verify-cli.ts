/**
 * `npm run verify:problems [--catalogue <dir>] [--again] [slug…]`: verifies the catalogue's packages
 * (all, or those named; from `catalogue/` or the folder given, where new packages can be proven
 * before they join the catalogue), prints a table (problem × language: the slowest accepted run in
 * CPU ms) and every failure with its problem and file, and exits 1 when anything failed.
 *
 * In the repository's catalogue a package whose recorded proof still matches (proof-cache.ts: the
 * package, the judge and the toolchains unchanged) is not proven again unless `--again` is given;
 * what is proven is recorded in catalogue/proofs.json. Another folder is always proven in full.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { proofContext } from './proof-cache';
import { verifyCatalogue } from './verify';
import { reportTable } from './verify-table';

const started = performance.now();
const { values, positionals } = parseArgs({ options: { catalogue: { type: 'string' }, again: { type: 'boolean' } }, allowPositionals: true });
const catalogueDir = values.catalogue ? path.resolve(values.catalogue) : undefined;
const context = catalogueDir ? undefined : await proofContext();
const reports = await verifyCatalogue(positionals, { catalogueDir, log: (line) => console.log(line), proofs: context, proveAgain: values.again });
console.log(`\n${reportTable(reports)}\n`);
const failures = reports.flatMap((r) => r.failures);
for (const f of failures) console.error(`✗ ${f.file}: ${f.message}`);
console.log(`${reports.length} problems verified in ${((performance.now() - started) / 1000).toFixed(1)} s: ${failures.length ? `${failures.length} failures` : 'all proven'}`);
process.exitCode = failures.length ? 1 : 0;
