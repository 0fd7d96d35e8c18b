/**
 * `npm run verify:problems [--catalogue <dir>] [slug…]`: verifies the catalogue's packages (all, or
 * those named; from `catalogue/` or the folder given, where new packages can be proven before they
 * join the catalogue), prints a table (problem × language: the slowest accepted run in CPU ms) and every failure with
 * its problem and file, and exits 1 when anything failed.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { verifyCatalogue } from './verify';
import { reportTable } from './verify-table';

const started = performance.now();
const { values, positionals } = parseArgs({ options: { catalogue: { type: 'string' } }, allowPositionals: true });
const catalogueDir = values.catalogue ? path.resolve(values.catalogue) : undefined;
const reports = await verifyCatalogue(positionals, { catalogueDir, log: (line) => console.log(line) });
console.log(`\n${reportTable(reports)}\n`);
const failures = reports.flatMap((r) => r.failures);
for (const f of failures) console.error(`✗ ${f.file}: ${f.message}`);
console.log(`${reports.length} problems verified in ${((performance.now() - started) / 1000).toFixed(1)} s: ${failures.length ? `${failures.length} failures` : 'all proven'}`);
process.exitCode = failures.length ? 1 : 0;
