import katexPluginModule, { type MarkdownKatexOptions } from '@vscode/markdown-it-katex';
import DOMPurify from 'dompurify';
import type { KatexOptions } from 'katex';
import MarkdownIt from 'markdown-it';
import type { ProblemDetail } from '@contract/api/problems';
import { latexStatementToMarkdown } from './latex-statement';

/**
 * The plugin is CommonJS compiled from TypeScript (`exports.default`): Vite's dev server hands its
 * default import over as the exports object, Node and the production build as the function.
 */
const markdownItKatex: typeof katexPluginModule =
  typeof katexPluginModule === 'function' ? katexPluginModule : (katexPluginModule as unknown as { default: typeof katexPluginModule }).default;

/**
 * KaTeX is given only what a statement's formulas need: no \href, \url, \includegraphics or
 * \htmlClass (trust off), bounded macro expansion and sizes, so a hostile statement cannot make
 * links, load images or hang the page. A formula KaTeX cannot parse shows as red source text.
 */
const katexOptions: MarkdownKatexOptions & KatexOptions = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  maxExpand: 1000,
  maxSize: 20,
  output: 'htmlAndMathml',
};

/**
 * Raw HTML in a statement is shown as text, never parsed (html: false); markdown-it already
 * refuses javascript: and data: links. KaTeX's output (spans with inline styles, MathML, SVG)
 * is the only markup added beyond Markdown's own.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(markdownItKatex, katexOptions);

// Links in a statement lead away from the solving screen: a new tab, without handing it this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

/**
 * A problem's statement as HTML that is safe to put in the page: Markdown (or a legacy LaTeX
 * statement) rendered with its math, then sanitized by DOMPurify whatever the renderer let through.
 * The catalogue is imported from outside sources, so the statement counts as untrusted input.
 */
export function statementHtml(statement: string, format: ProblemDetail['statementFormat']): string {
  const source = format === 'latex' ? latexStatementToMarkdown(statement) : statement;
  return DOMPurify.sanitize(markdown.render(source), {
    USE_PROFILES: { html: true, mathMl: true, svg: true },
    // Forms and frames have no place in a statement, even if a future renderer option let them through.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    // DOMPurify refuses MathML's <semantics> and <annotation> (an annotation can carry markup): the
    // formula's MathML stays for screen readers, and KaTeX's TeX-source annotation goes with its text,
    // which would otherwise be read out after the formula.
    ADD_FORBID_CONTENTS: ['annotation', 'annotation-xml'],
  });
}
