import './discussion.css';
import { useEffect, useState } from 'react';
import { type CodeSnippet as Snippet, snippetLanguageLabels } from '@contract/discussions';

type Highlighter = (code: string, language: Snippet['language']) => string;

let highlighter: Promise<Highlighter> | null = null;
/** highlight.js is loaded once, on the first snippet shown. */
function loadHighlighter(): Promise<Highlighter> {
  highlighter ??= import('./highlight').then((m) => m.highlightedHtml);
  return highlighter;
}

export interface CodeSnippetProps {
  readonly code: string;
  readonly language: Snippet['language'];
  readonly className?: string;
}

/**
 * A post's code snippet with its language's name: plain escaped text at once, then highlighted
 * once highlight.js has loaded (the same text, coloured). A failed load leaves the plain text.
 */
export function CodeSnippet({ code, language, className }: CodeSnippetProps) {
  const [highlighted, setHighlighted] = useState<{ key: string; html: string } | null>(null);
  const key = `${language}\n${code}`;

  useEffect(() => {
    let live = true;
    loadHighlighter()
      .then((highlight) => {
        if (live) setHighlighted({ key, html: highlight(code, language) });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [key, code, language]);

  const label = snippetLanguageLabels[language];
  const html = highlighted?.key === key ? highlighted.html : null;
  return (
    <figure className={className ? `code-snippet ${className}` : 'code-snippet'}>
      <figcaption className="code-snippet__language">{label}</figcaption>
      <pre className="code-snippet__pre" aria-label={`${label} code`} tabIndex={0}>
        {html === null ? (
          <code className={`language-${language}`}>{code}</code>
        ) : (
          <code className={`hljs language-${language}`} data-highlighted="yes" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
    </figure>
  );
}
