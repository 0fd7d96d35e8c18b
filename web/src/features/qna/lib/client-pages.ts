/** docs/requirements/qna.md §4: the list shows 10 questions a page. */
export const QUESTIONS_PER_PAGE = 10;

export interface ClientPages<T> {
  /** The page shown, within 1..pages. */
  readonly page: number;
  /** Pages known so far: the loaded ones, and one more while the server has more. */
  readonly pages: number;
  readonly items: readonly T[];
  /** The shown page is short of a full page while the server has more: load the next server page. */
  readonly needsMore: boolean;
}

/** The client page `wanted` of everything loaded so far, `size` a page. */
export function clientPage<T>(loaded: readonly T[], wanted: number, hasMore: boolean, size = QUESTIONS_PER_PAGE): ClientPages<T> {
  const full = Math.ceil(loaded.length / size);
  const pages = Math.max(1, full + (hasMore && loaded.length % size === 0 ? 1 : 0));
  const page = Math.min(Math.max(1, wanted), pages);
  const items = loaded.slice((page - 1) * size, page * size);
  return { page, pages, items, needsMore: hasMore && items.length < size };
}
