import DOMPurify from 'dompurify';
import hljs from 'highlight.js/lib/core';
import cpp from 'highlight.js/lib/languages/cpp';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import type { CodeSnippet } from '@contract/discussions';

/**
 * highlight.js core with only the four snippet languages (docs/requirements/community.md §2), bundled
 * from npm and loaded on demand (code-snippet.tsx imports this module lazily), so the page's first
 * load carries none of it.
 */
hljs.registerLanguage('cpp', cpp);
hljs.registerLanguage('java', java);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('python', python);

const purifier = DOMPurify(window);

/**
 * The code as highlighted HTML: highlight.js escapes the text itself and adds only
 * `<span class="hljs-…">`; DOMPurify then keeps nothing but those spans and their classes.
 */
export function highlightedHtml(code: string, language: CodeSnippet['language']): string {
  const { value } = hljs.highlight(code, { language, ignoreIllegals: true });
  return purifier.sanitize(value, { ALLOWED_TAGS: ['span'], ALLOWED_ATTR: ['class'] });
}
