/** A Markdown table for a benchmark's report, each column as wide as its widest cell. */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const width = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: readonly string[]) => `| ${r.map((cell, c) => cell.padEnd(width[c]!)).join(' | ')} |`;
  return [line(rows[0]!), line(width.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}
