import { friendsTexts } from '../lib/friends-texts';

interface PagerProps {
  /** Names the navigation for assistive tech, e.g. "Friends pages". */
  readonly label: string;
  readonly page: number;
  /** The number of pages when known (friend list, requests); the search knows only whether more follow. */
  readonly pages?: number;
  readonly hasNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/** Previous / Next with 'Page X of Y', shown only when there is more than one page. */
export function Pager({ label, page, pages, hasNext, onPrevious, onNext }: PagerProps) {
  const more = pages === undefined ? page > 1 || hasNext : pages > 1;
  if (!more) return null;
  return (
    <nav className="friends-pager" aria-label={label}>
      <button type="button" className="button" disabled={page <= 1} onClick={onPrevious}>
        {friendsTexts.previous}
      </button>
      <span aria-live="polite">{pages === undefined ? friendsTexts.page(page) : friendsTexts.pageOf(page, Math.max(pages, page))}</span>
      <button type="button" className="button" disabled={!hasNext} onClick={onNext}>
        {friendsTexts.next}
      </button>
    </nav>
  );
}

/** Pages of `total` items at `size` a page (at least 1). */
export const pageCount = (total: number | undefined, size: number) => Math.max(1, Math.ceil((total ?? 0) / size));
