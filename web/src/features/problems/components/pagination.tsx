import { PROBLEMS_PAGE_SIZE } from '@contract/api/problems';

interface PaginationProps {
  readonly page: number;
  readonly totalPages: number;
  readonly shown: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

/** docs/requirements/practice.md §2: 'Showing X of Y problems', 'Problems per page: 20', Prev/Next, 'Page N of M'. */
export function Pagination({ page, totalPages, shown, total, onPage }: PaginationProps) {
  return (
    <nav className="problem-pagination" aria-label="Pages">
      <p className="problem-pagination__counts">
        <span>
          Showing {shown} of {total} problems
        </span>
        <span>Problems per page: {PROBLEMS_PAGE_SIZE}</span>
      </p>
      <div className="problem-pagination__controls">
        <button type="button" className="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Prev
        </button>
        <span aria-live="polite">
          Page {page} of {totalPages}
        </span>
        <button type="button" className="button" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
          Next
        </button>
      </div>
    </nav>
  );
}
