import type { ReactNode } from 'react';
import { LoadingView } from './loading-view';
import './query-view.css';

/**
 * What QueryView reads of a TanStack Query result: `useQuery(...)` fits as it is, and so does
 * `combineQueries(a, b)` for a view that needs several. Ready means `data` is defined (TanStack
 * never stores undefined as data), so a refetch keeps showing the data it already has.
 */
export interface QueryState<T> {
  readonly data: T | undefined;
  readonly isError: boolean;
  readonly error: Error | null;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

/** A failed load says so in an alert, in the page's own words. */
export interface AlertOnFailure {
  readonly error: ReactNode | ((error: Error) => ReactNode);
  /** The label of the button that calls refetch(): 'Try again' unless the page names it; false where the page has its own. */
  readonly retry?: string | false;
  /** What the page offers beside the retry button, e.g. a link back to the list the student came from. */
  readonly actions?: ReactNode;
  /**
   * When a refetch fails, the data already shown stays, alone by default (TanStack retries, and an
   * alert over data that still reads right only worries). A page whose data goes stale in seconds
   * (a status page) sets this to show the alert above it.
   */
  readonly errorWithStaleData?: boolean;
  readonly fallbackData?: undefined;
}

/** Where the spec keeps a failed load silent: the children draw this data (zeros, say) instead of an alert. */
interface SilentOnFailure<T> {
  readonly fallbackData: T;
  readonly error?: undefined;
  readonly retry?: undefined;
  readonly actions?: undefined;
  readonly errorWithStaleData?: undefined;
}

/** The two states QueryView draws itself, before there is data to hand to the children. */
export type QueryViewPhase = 'loading' | 'failed';

export type QueryViewProps<T> = (AlertOnFailure | SilentOnFailure<T>) & {
  readonly query: QueryState<T>;
  /** The status text while loading (the page's own words), drawn only after the loading view's delay. */
  readonly loading: string;
  /** With `empty`: what the page shows instead of its children when the data has nothing to list. */
  readonly isEmpty?: (data: T) => boolean;
  readonly empty?: ReactNode;
  /**
   * Wraps the loading and failed views, for a screen whose ready view brings its own page and h1
   * (PageQueryView): without it, those two would stand on the route with no heading.
   */
  readonly frame?: (view: ReactNode, phase: QueryViewPhase) => ReactNode;
  readonly children: (data: T) => ReactNode;
};

/**
 * The one async boundary of the pages: loading, failed, empty or ready. Loading reuses LoadingView
 * (compact), so a fast answer never flashes a spinner; a failure is an alert with the page's text and
 * a button that loads again, so no page leaves a student stuck on an error.
 */
export function QueryView<T>(props: QueryViewProps<T>) {
  const { query, loading, isEmpty, empty = null, frame = unframed, children } = props;
  // Only undefined means not loaded: null is an answer (a query of "the saved draft, or null").
  const data = query.data !== undefined ? query.data : query.isError ? props.fallbackData : undefined;
  const failure = <LoadFailure query={query} error={props.error} retry={props.retry} actions={props.actions} />;

  if (data === undefined) {
    if (!query.isError) return frame(<LoadingView className="query-view__loading" label={loading} />, 'loading');
    return frame(failure, 'failed');
  }
  const content = isEmpty?.(data) ? empty : children(data);
  if (!(query.isError && props.errorWithStaleData)) return content;
  return (
    <>
      {failure}
      {content}
    </>
  );
}

const unframed = (view: ReactNode) => view;

interface LoadFailureProps {
  readonly query: QueryState<unknown>;
  readonly error: AlertOnFailure['error'] | undefined;
  readonly retry: AlertOnFailure['retry'];
  readonly actions: ReactNode;
}

function LoadFailure({ query, error, retry = 'Try again', actions }: LoadFailureProps) {
  const message = typeof error === 'function' ? error(query.error ?? new Error('The request failed.')) : error;
  return (
    <div className="query-view__error">
      {/* The alert holds the message only, so it is announced once, without the button's label. */}
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      {retry === false ? null : (
        // Disabled while a load is under way, so repeated clicks do not queue requests.
        <button type="button" className="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {retry}
        </button>
      )}
      {actions}
    </div>
  );
}

/** A query's data once loaded (a useQuery result is a union whose pending member's data is undefined). */
type DataOf<Q extends QueryState<unknown>> = Exclude<Q['data'], undefined>;

/**
 * Several queries as one for QueryView: ready when every one has data (the children get them in
 * order), failed when any failed; its refetch loads again only the ones that failed.
 */
export function combineQueries<const Q extends readonly QueryState<unknown>[]>(...queries: Q): QueryState<{ readonly [K in keyof Q]: DataOf<Q[K]> }> {
  const failed = queries.filter((q) => q.isError);
  const ready = queries.every((q) => q.data !== undefined);
  return {
    data: ready ? (queries.map((q) => q.data) as { readonly [K in keyof Q]: DataOf<Q[K]> }) : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => Promise.all((failed.length > 0 ? failed : queries).map((q) => q.refetch())),
  };
}
