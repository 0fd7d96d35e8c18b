/**
 * A legacy Kattis package may carry its statement as LaTeX (problem.en.tex) instead of Markdown.
 * The browser has no LaTeX typesetter for whole documents, so the few text macros such statements
 * use are turned into their Markdown equivalents; the math between `$` signs stays as it is and
 * KaTeX renders it like a Markdown statement's. Anything else passes through as text.
 */
const textMacros: readonly [RegExp, string][] = [
  // Kattis's own title macro: the page shows the title already.
  [/\\problemname\{[^{}]*\}\s*/g, ''],
  [/\\section\*?\{([^{}]*)\}/g, '\n## $1\n'],
  [/\\subsection\*?\{([^{}]*)\}/g, '\n### $1\n'],
  [/\\(?:emph|textit)\{([^{}]*)\}/g, '*$1*'],
  [/\\textbf\{([^{}]*)\}/g, '**$1**'],
  [/\\texttt\{([^{}]*)\}/g, '`$1`'],
  [/\\begin\{(?:itemize|enumerate)\}|\\end\{(?:itemize|enumerate)\}/g, ''],
  [/^[ \t]*\\item\s+/gm, '- '],
];

export function latexStatementToMarkdown(latex: string): string {
  // A `%` starts a comment unless escaped (`\%` is a percent sign).
  const withoutComments = latex.replace(/(^|[^\\])%.*$/gm, '$1');
  return textMacros.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), withoutComments).trim();
}
