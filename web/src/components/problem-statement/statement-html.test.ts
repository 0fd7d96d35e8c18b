import { describe, expect, it } from 'vitest';
import { latexStatementToMarkdown } from './latex-statement';
import { statementHtml } from './statement-html';

/** The rendered statement as a DOM, the way the page inserts it. */
function rendered(markdown: string, format: 'markdown' | 'latex' = 'markdown') {
  const host = document.createElement('div');
  host.innerHTML = statementHtml(markdown, format);
  return host;
}

describe('statement rendering', () => {
  it('renders Markdown headings, code and inline and display math with KaTeX', () => {
    const host = rendered('Print $A + B$.\n\n## Input\n\nUse `long long`.\n\n$$\\sum_{i=1}^{n} a_i \\le 10^9$$');
    expect(host.querySelector('h2')?.textContent).toBe('Input');
    expect(host.querySelector('code')?.textContent).toBe('long long');
    const formulas = host.querySelectorAll('.katex');
    expect(formulas.length).toBe(2);
    // MathML is kept for screen readers, without the TeX source they would read out after it.
    expect(host.querySelector('.katex math')?.textContent).toBe('A+B');
    expect(host.querySelector('.katex-display')).not.toBeNull();
  });

  it('never lets a <script>, an event handler or a javascript: link through', () => {
    const host = rendered(
      [
        '<script>window.pwned = 1</script>',
        '<img src=x onerror="window.pwned = 1">',
        '[click](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
        '$\\href{javascript:alert(1)}{x}$ and $\\htmlClass{evil}{y}$',
      ].join('\n\n'),
    );
    expect(host.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([]);
    const attributes = [...host.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /javascript:|^on|^href=|^src=/i.test(a))).toEqual([]);
    expect(host.querySelector('.evil')).toBeNull();
    // Raw HTML is shown as the text it is, not dropped silently.
    expect(host.textContent).toContain('<script>window.pwned = 1</script>');
  });

  it('opens a statement\u2019s links in a new tab without handing it this page', () => {
    const link = rendered('See [the source](https://example.org/problem).').querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.org/problem');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows a formula KaTeX cannot parse as an error, and the rest of the statement still', () => {
    const host = rendered('Bad $\\frac{1$ formula.\n\nStill here.');
    expect(host.textContent).toContain('Still here.');
    expect(host.querySelector('.katex-error')).not.toBeNull();
  });

  it('turns a legacy LaTeX statement\u2019s text macros into Markdown and keeps its math', () => {
    const latex =
      '\\problemname{Sum}\n% a comment\nAdd \\emph{two} numbers, 100\\% sure: $a+b$.\n\\section*{Input}\n\\begin{itemize}\n\\item \\textbf{one} line\n\\end{itemize}';
    expect(latexStatementToMarkdown(latex)).toBe('Add *two* numbers, 100\\% sure: $a+b$.\n\n## Input\n\n\n- **one** line');
    const host = rendered(latex, 'latex');
    expect(host.querySelector('h2')?.textContent).toBe('Input');
    expect(host.querySelector('em')?.textContent).toBe('two');
    expect(host.querySelector('li strong')?.textContent).toBe('one');
    expect(host.querySelector('.katex')).not.toBeNull();
  });
});
