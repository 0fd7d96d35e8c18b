/**
 * Java submissions as students paste them from an IDE (docs/decisions/D25, README "Judge"):
 * - `public class Solution { … main … }` is saved as Solution.java and run as `Solution` (javac
 *   insists that a public class lives in a file of its name);
 * - a `package x.y;` line is blanked out (same length, so every line and column of a compiler
 *   message still matches the student's code), and the classes compile in the default package;
 * - with no public top-level class, the entry is `Main`; when the compile leaves no Main.class,
 *   the submission gets a CE that says so (missingJavaEntry), instead of the JVM's "Could not find
 *   or load main class" as RE on every test.
 */
export interface PreparedSource {
  fileName: string;
  source: string;
}

const PUBLIC_TYPE = /\bpublic\s+(?:(?:abstract|final|sealed|non-sealed|strictfp)\s+)*(?:class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/g;
const PACKAGE = /^\s*package\s+[\w$.\s]+;/;

export const NO_MAIN_CLASS_MESSAGE =
  'No class Main: the judge runs the class Main, or the public class the file declares. Name the class that holds `public static void main(String[] args)` Main.';

export function prepareJavaSource(source: string): PreparedSource {
  const code = maskCommentsAndLiterals(source);
  let prepared = source;
  // Only a package line before anything else (comments aside): the declaration javac would read.
  const packageLine = PACKAGE.exec(code);
  if (packageLine) {
    const start = packageLine.index + packageLine[0].indexOf('package');
    const end = packageLine.index + packageLine[0].length;
    prepared = source.slice(0, start) + source.slice(start, end).replace(/[^\n]/g, ' ') + source.slice(end);
  }
  const entry = publicTopLevelType(code);
  return { fileName: `${entry ?? 'Main'}.java`, source: prepared };
}

/** After a successful compile: the CE message when the class the judge would run was not produced. */
export function missingJavaEntry(buildFiles: string[], sourceFile: string): string | undefined {
  return buildFiles.includes(sourceFile.replace(/\.java$/, '.class')) ? undefined : NO_MAIN_CLASS_MESSAGE;
}

/** The first public type at brace depth 0: a nested public class is never the file's name. */
function publicTopLevelType(code: string): string | undefined {
  let depth = 0;
  let scanned = 0;
  for (const match of code.matchAll(PUBLIC_TYPE)) {
    for (; scanned < match.index; scanned++) depth += code[scanned] === '{' ? 1 : code[scanned] === '}' ? -1 : 0;
    if (depth === 0) return match[1];
  }
  return undefined;
}

/**
 * The source with comments, string and char literals and text blocks replaced by spaces (newlines
 * kept), so that a brace or a `public class` inside them is not read as code.
 */
export function maskCommentsAndLiterals(source: string): string {
  const out = source.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to && i < out.length; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  let i = 0;
  while (i < source.length) {
    const at = (token: string) => source.startsWith(token, i);
    if (at('//')) {
      const end = source.indexOf('\n', i);
      const stop = end < 0 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (at('/*')) {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (at('"""')) {
      const end = source.indexOf('"""', i + 3);
      const stop = end < 0 ? source.length : end + 3;
      blank(i, stop);
      i = stop;
    } else if (source[i] === '"' || source[i] === "'") {
      const quote = source[i];
      let j = i + 1;
      while (j < source.length && source[j] !== quote && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      blank(i, j + 1);
      i = j + 1;
    } else {
      i++;
    }
  }
  return out.join('');
}
