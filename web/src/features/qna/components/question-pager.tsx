import { qnaTexts as t } from '../lib/qna-texts';

export interface QuestionPagerProps {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}

/** docs/requirements/qna.md §1: Prev, a button per page, Next; the current page marked. */
export function QuestionPager({ page, pages, onPage }: QuestionPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="qna-pager" aria-label={t.pagesLabel}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <ol className="qna-pager__numbers">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
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
        ))}
      </ol>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}
