import type { ProblemList as ProblemListData } from '@contract/api/problems';
import { Pagination } from './pagination';
import { ProblemRow } from './problem-row';

interface ProblemListProps {
  readonly data: ProblemListData;
  readonly solvedTab: boolean;
  readonly filtered: boolean;
  readonly onPage: (page: number) => void;
  readonly onClearFilters: () => void;
}

/** A tab's rows and paging, or its empty state (spec 2 §2.4). */
export function ProblemList({ data, solvedTab, filtered, onPage, onClearFilters }: ProblemListProps) {
  if (data.problems.length === 0) {
    if (filtered) {
      return (
        <div className="problem-list__empty">
          <p>{solvedTab ? 'No solved problems match these filters.' : 'No problems match these filters.'}</p>
          <button type="button" className="button" onClick={onClearFilters}>
            Clear Filters
          </button>
        </div>
      );
    }
    return solvedTab ? <p className="problem-list__empty">No solved problems yet.</p> : <UnableToLoad />;
  }
  return (
    <>
      <ul className="problem-list" aria-label={solvedTab ? 'Solved problems' : 'Problems'}>
        {data.problems.map((problem) => (
          <ProblemRow key={problem.problemId} problem={problem} />
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} shown={data.problems.length} total={data.total} onPage={onPage} />
    </>
  );
}

/** Spec 2 §2.4: an empty or failed list says so, with a hint about permissions. */
export function UnableToLoad({ onRetry }: { readonly onRetry?: () => void }) {
  return (
    <div className="problem-list__empty" role="alert">
      <p className="problem-list__error">Unable to load problems</p>
      <p className="field-hint">Make sure you are signed in and allowed to view problems, then try again.</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
