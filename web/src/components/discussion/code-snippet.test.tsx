import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeSnippet } from './code-snippet';
import { highlightedHtml } from './highlight';

describe('code snippets', () => {
  it('shows the code as text at once, then highlighted, with no markup from the code itself', async () => {
    const code = 'int main() { return 0; } // <img src=x onerror=alert(1)><script>alert(1)</script>';
    const { container, getByText } = render(<CodeSnippet code={code} language="cpp" />);
    expect(getByText('C++')).toBeInTheDocument();
    expect(container.querySelector('code')?.textContent).toBe(code);
    await waitFor(() => expect(container.querySelector('code[data-highlighted="yes"]')).not.toBeNull());
    const highlighted = container.querySelector('code')!;
    expect(highlighted.textContent).toBe(code);
    expect(highlighted.querySelector('.hljs-keyword')?.textContent).toBe('return');
    expect(highlighted.querySelector('.hljs-comment')?.textContent).toContain('<script>');
    expect(highlighted.querySelectorAll('img, script')).toHaveLength(0);
    expect([...highlighted.querySelectorAll('*')].every((el) => el.tagName === 'SPAN')).toBe(true);
  });

  it.each([
    ['python', 'def f(x):\n    return x', 'def'],
    ['java', 'public class A {}', 'public'],
    ['javascript', 'const a = 1;', 'const'],
  ] as const)('highlights %s', (language, code, keyword) => {
    const div = document.createElement('div');
    div.innerHTML = highlightedHtml(code, language);
    expect(div.textContent).toBe(code);
    expect(div.querySelector('.hljs-keyword')?.textContent).toBe(keyword);
  });
});
