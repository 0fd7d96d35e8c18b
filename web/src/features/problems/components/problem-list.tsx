import { PROBLEMS_PAGE_SIZE, type ProblemList as ProblemListData } from '@contract/api/problems';
import { Pager } from '@web/components/ui/pager';
import { ApiError } from '@web/lib/api-client';
import { ProblemRow } from './problem-row';

interface ProblemListProps {
  readonly data: ProblemListData;
  readonly solvedTab: boolean;
  readonly filtered: boolean;
  readonly onPage: (page: number) => void;
  readonly onClearFilters: () => void;
}

/** A tab's rows and paging, or its empty state (docs/requirements/practice.md §2). */
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
      {/* docs/requirements/practice.md §2: 'Showing X of Y problems', 'Problems per page: 20', Prev/Next, 'Page N of M'. */}
      <Pager
        label="Pages"
        page={data.page}
        pages={data.totalPages}
        previousText="Prev"
        onPrevious={() => onPage(data.page - 1)}
        onNext={() => onPage(data.page + 1)}
      >
        <p className="problem-pagination__counts">
          <span>
            Showing {data.problems.length} of {data.total} problems
          </span>
          <span>Problems per page: {PROBLEMS_PAGE_SIZE}</span>
        </p>
      </Pager>
    </>
  );
}

const unableToLoad = 'Unable to load problems';
const permissionsHint = 'Make sure you are signed in and allowed to view problems, then try again.';

/** Whether a failure is one of access, which the permissions hint is about. */
const isAccessFailure = (error: Error) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * docs/requirements/practice.md §2: a failed list says so, with a hint about permissions (QueryView's alert, with Try
 * again). A failure of another kind (a refused request, the server or the network) is no sign-in
 * problem: it shows the server's own words instead, so the hint never sends a signed-in student
 * looking at their account. Inline, as the alert is one paragraph: the title on a line of its own.
 */
export function UnableToLoadReason({ error }: { readonly error: Error }) {
  return (
    <>
      <strong className="problem-list__error-title">{unableToLoad}</strong>
      {isAccessFailure(error) ? permissionsHint : error.message}
    </>
  );
}

/** docs/requirements/practice.md §2: an empty list says what a failed one does (nothing to load again). */
function UnableToLoad() {
  return (
    <div className="problem-list__empty" role="alert">
      <p className="problem-list__error">{unableToLoad}</p>
      <p className="field-hint">{permissionsHint}</p>
    </div>
  );
}
