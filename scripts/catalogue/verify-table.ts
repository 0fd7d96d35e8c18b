import { judgeLanguages } from '@contract/judge';
import type { ProblemReport } from './problem-report';

/** problem × language: the slowest accepted run in CPU ms, with the declared and the required limit. */
export function reportTable(reports: ProblemReport[]): string {
  const header = ['problem', ...judgeLanguages.map((l) => `${l} ms`), 'limit s', 'needs s', 'result'];
  const rows = reports.map((r) => [
    r.slug,
    ...judgeLanguages.map((l) => (r.slowestMs[l] === undefined ? '-' : String(Math.round(r.slowestMs[l])))),
    r.timeLimit ? String(r.timeLimit.declaredSeconds) : '-',
    r.timeLimit ? r.timeLimit.requiredSeconds.toFixed(3) : '-',
    r.failures.length ? `FAIL (${r.failures.length})` : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
