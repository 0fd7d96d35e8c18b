import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/**
 * Markdown written by users (posts, questions) turned into HTML that is safe to put in the page
 * (docs/decisions/D13: the body is sanitized). Two fences:
 * - markdown-it with `html: false`: raw HTML in the text is shown as text, never parsed, and its
 *   link validator already refuses javascript:, vbscript:, file: and most data: URLs;
 * - DOMPurify over the result, with only the tags Markdown makes and links limited to http(s),
 *   mailto and in-app paths, whatever a future renderer option would let through.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });

/** The tags markdown-it makes for CommonMark and GFM tables and strikethrough; nothing else survives. */
const allowedTags = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const allowedAttributes = ['href', 'title', 'src', 'alt', 'start', 'align', 'style'];

/** http(s), mailto, in-page anchors and paths of this site. */
const safeUrl = /^(?:https?:|mailto:|#|\/(?!\/))/i;

/** A DOMPurify of its own: hooks added here never touch the problem statement's instance (and the other way round). */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!safeUrl.test(href.trim())) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    // Pictures from the web only: a data: or javascript: source, or none, drops the image.
    if (!/^https:/i.test(src.trim())) node.remove();
    else node.setAttribute('loading', 'lazy');
  }
  // markdown-it sets only `text-align` on table cells; any other style goes.
  const style = node.getAttribute('style');
  if (style !== null && !/^text-align:\s*(left|right|center)\s*;?$/i.test(style.trim())) node.removeAttribute('style');
});

/** A Markdown body as sanitized HTML. */
export function markdownHtml(text: string): string {
  return purifier.sanitize(markdown.render(text), {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
