import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdown';
import { MarkdownBody } from './markdown-body';

/** Every element and attribute that could run script or load a document once in the page. */
function executable(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'svg', 'STYLE', 'FORM', 'BASE', 'META', 'LINK'].includes(el.tagName)) found.push(el.tagName);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${el.tagName}[${attr.name}]`);
      if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(attr.name) && /^\s*(javascript|data|vbscript):/i.test(attr.value)) {
        found.push(`${el.tagName}[${attr.name}=${attr.value}]`);
      }
    }
  }
  return found;
}

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<details open ontoggle=alert(1)>',
  '[x](  javascript:alert(1))',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

describe('Markdown bodies', () => {
  it.each(payloads)('lets nothing executable through: %s', (payload) => {
    const { container } = render(<MarkdownBody text={`Hello\n\n${payload}\n\nbye`} />);
    expect(executable(container)).toEqual([]);
    expect(container.textContent).toContain('Hello');
  });

  it('shows raw HTML as text rather than markup', () => {
    const { container } = render(<MarkdownBody text="<script>alert(1)</script> <b>bold</b>" />);
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<b>bold</b>');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    const html = markdownHtml('[one](javascript:alert(1)) and [two](data:text/html,hi)');
    const div = document.createElement('div');
    div.innerHTML = html;
    expect(div.querySelectorAll('a[href]')).toHaveLength(0);
    expect(div.textContent).toContain('one');
    expect(div.textContent).toContain('two');
  });

  it('renders Markdown, and gives web links rel="noopener noreferrer nofollow" in a new tab', () => {
    const { container } = render(<MarkdownBody text={'# Title\n\n**bold** and `code`\n\n- a\n- b\n\n[site](https://example.com/x)'} />);
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('code')?.textContent).toBe('code');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/x');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('keeps only https images', () => {
    const { container } = render(<MarkdownBody text={'![a](https://example.com/a.png) ![b](http://example.com/b.png)'} />);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://example.com/a.png']);
  });
});
