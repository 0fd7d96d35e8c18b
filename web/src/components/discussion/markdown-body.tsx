import './discussion.css';
import { useMemo } from 'react';
import { markdownHtml } from './markdown';

export interface MarkdownBodyProps {
  /** The Markdown text as its author wrote it. */
  readonly text: string;
  readonly className?: string;
}

/** A post's or question's body: Markdown rendered and sanitized (markdown.ts), never raw HTML. */
export function MarkdownBody({ text, className }: MarkdownBodyProps) {
  const html = useMemo(() => markdownHtml(text), [text]);
  return <div className={className ? `markdown-body ${className}` : 'markdown-body'} dangerouslySetInnerHTML={{ __html: html }} />;
}
