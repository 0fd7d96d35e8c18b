import { useEffect } from 'react';

export interface DocumentHead {
  /** The tab's title as the page wants it, whole (no ' · CodeArena' added). */
  readonly title?: string;
  /** The `<meta name="description">` search engines and link previews read. */
  readonly description?: string;
}

/** The page's description tag: index.html's, or one made for the page when there is none. */
function descriptionTag(): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const made = document.createElement('meta');
  made.name = 'description';
  document.head.append(made);
  return made;
}

/**
 * Names the tab and describes the page while it is shown (an article's SEO title and description),
 * then puts back what was there. Runs after the shell's DocumentTitle (a layout effect), so it wins
 * on the page's first render; it puts back only what it still owns, so a route that has named the
 * tab since is left alone.
 */
export function useDocumentHead({ title, description }: DocumentHead): void {
  useEffect(() => {
    if (title === undefined) return;
    const before = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = before;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const tag = descriptionTag();
    const before = tag.content;
    tag.content = description;
    return () => {
      if (tag.content === description) tag.content = before;
    };
  }, [description]);
}
