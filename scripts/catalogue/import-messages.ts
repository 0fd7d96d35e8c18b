/** What `npm run import:problems` prints (import-cli.ts), with the count's noun in the right number. */

/** "1 problem", "2 problems", "0 problems". */
export function problemCount(count: number): string {
  return `${count} ${count === 1 ? 'problem' : 'problems'}`;
}

/** The line printed before the import starts. */
export function importingMessage(count: number): string {
  return `Importing ${problemCount(count)}…`;
}
