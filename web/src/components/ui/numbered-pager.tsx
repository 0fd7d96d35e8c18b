import './numbered-pager.css';

export interface NumberedPagerProps {
  /** Names the navigation for assistive tech, e.g. "Article pages". */
  readonly label: string;
  readonly page: number;
  readonly pages: number;
  /** The page buttons between Previous and Next, '…' for a gap (by default every page). */
  readonly numbers?: readonly (number | '…')[];
  readonly previousText?: string;
  readonly nextText?: string;
  readonly onPage: (page: number) => void;
}

/** Previous, a button per page (or the pages given, with ellipses), Next; the current page marked. Nothing for one page. */
export function NumberedPager({ label, page, pages, numbers, previousText = 'Previous', nextText = 'Next', onPage }: NumberedPagerProps) {
  if (pages <= 1) return null;
  const shown = numbers ?? Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="numbered-pager" aria-label={label}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousText}
      </button>
      <ol className="numbered-pager__numbers">
        {shown.map((n, index) =>
          n === '…' ? (
            // Two ellipses can show (before and after the current page): their place tells them apart.
            <li key={`gap-${index}`} className="numbered-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={n === page ? 'button button--primary' : 'button'}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextText}
      </button>
    </nav>
  );
}
