/**
 * Output checkers, by name (docs/architecture.md §7). `exact-trimmed` is docs/requirements/practice.md §7: the trimmed output
 * equals the trimmed expected output, tolerant of CRLF line ends and trailing spaces. Token and
 * float-tolerance checkers join this registry when a problem asks for them.
 */
export type Checker = (actual: string, expected: string) => boolean;

function normalize(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

export const checkers = {
  'exact-trimmed': (actual, expected) => normalize(actual) === normalize(expected),
} satisfies Record<string, Checker>;

export type CheckerName = keyof typeof checkers;
export const DEFAULT_CHECKER: CheckerName = 'exact-trimmed';
