import { describe, expect, it } from 'vitest';
import { clientPage, QUESTIONS_PER_PAGE } from './client-pages';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('client pages of 10 (docs/requirements/qna.md §4)', () => {
  it('slices 10 a page and counts one more page while the server has more', () => {
    expect(QUESTIONS_PER_PAGE).toBe(10);
    expect(clientPage(items(20), 2, true)).toEqual({ page: 2, pages: 3, items: items(20).slice(10), needsMore: false });
    expect(clientPage(items(25), 3, false)).toEqual({ page: 3, pages: 3, items: [21, 22, 23, 24, 25], needsMore: false });
  });

  it('asks for more when the shown page is short and the server has more, and keeps the page in range', () => {
    expect(clientPage(items(20), 3, true)).toMatchObject({ page: 3, items: [], needsMore: true });
    expect(clientPage(items(15), 2, true)).toMatchObject({ page: 2, pages: 2, needsMore: true });
    expect(clientPage(items(5), 9, false)).toMatchObject({ page: 1, pages: 1 });
    expect(clientPage([], 1, false)).toEqual({ page: 1, pages: 1, items: [], needsMore: false });
  });
});
