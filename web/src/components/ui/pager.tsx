import type { ReactNode } from 'react';
import './pager.css';

export interface PagerProps {
  /** Names the navigation for assistive tech, e.g. "Friends pages". */
  readonly label: string;
  readonly page: number;
  /** The number of pages when known; a cursor-paged search knows only whether more follow ('Page X'). */
  readonly pages?: number;
  /** Whether a page follows; by default, whether `page` is before `pages`. */
  readonly hasNext?: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  /** The Previous button's text where a screen words it otherwise (the problems list says 'Prev'). */
  readonly previousText?: string;
  /** Lists that show nothing to page through leave out the pager altogether. */
  readonly hideWhenOnePage?: boolean;
  /** Shown in the navigation before the buttons, e.g. how many items are shown. */
  readonly children?: ReactNode;
}

/** 'Page 3 of 5', or 'Page 3' while the number of pages is unknown. */
function pageText(page: number, pages?: number): string {
  // A total counted before the list grew may be behind the page reached: never 'Page 4 of 3'.
  return pages === undefined ? `Page ${page}` : `Page ${page} of ${Math.max(pages, page)}`;
}

/** Pages of `total` items at `size` a page (at least 1). */
export const pageCount = (total: number | undefined, size: number) => Math.max(1, Math.ceil((total ?? 0) / size));

/** Previous / Next with the page between them, announced politely as it changes; each button disabled at its end. */
export function Pager({
  label,
  page,
  pages,
  hasNext = pages !== undefined && page < pages,
  onPrevious,
  onNext,
  previousText = 'Previous',
  hideWhenOnePage = false,
  children,
}: PagerProps) {
  const onePage = page <= 1 && !hasNext && (pages ?? 1) <= 1;
  if (hideWhenOnePage && onePage) return null;
  return (
    <nav className="pager" aria-label={label}>
      {children}
      <div className="pager__controls">
        <button type="button" className="button" disabled={page <= 1} onClick={onPrevious}>
          {previousText}
        </button>
        <span aria-live="polite">{pageText(page, pages)}</span>
        <button type="button" className="button" disabled={!hasNext} onClick={onNext}>
          Next
        </button>
      </div>
    </nav>
  );
}
