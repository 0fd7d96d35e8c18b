import { ApiError } from '@web/lib/api-client';
import type { QueryState } from './query-view';

/** The server's word that nothing has this id: 404, or 400 for an id so malformed that it names nothing either. */
export const isNotFound = (error: Error | null): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A query of one thing by its id, where "there is none" is an answer (null), not a failed load:
 * QueryView hands it to the page, which says Not Found, and keeps its alert and Try again for the
 * loads that did fail. The query client retries no 4xx, so the answer shows at once.
 */
export function notFoundAsNull<T>(query: QueryState<T>): QueryState<T | null> {
  if (!query.isError || !isNotFound(query.error)) return query;
  return { data: null, isError: false, error: null, isFetching: query.isFetching, refetch: query.refetch };
}
