import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { isNotFound, notFoundAsNull } from './not-found-as-null';
import type { QueryState } from './query-view';

function failed(error: Error): QueryState<string> {
  return { data: undefined, isError: true, error, isFetching: false, refetch: vi.fn() };
}

describe('notFoundAsNull', () => {
  it('answers null, with no failure, when the server says nothing has the id (404) or the id names nothing (400)', () => {
    for (const status of [404, 400]) {
      const query = failed(new ApiError('Problem not found.', status));
      const found = notFoundAsNull(query);
      expect(found).toMatchObject({ data: null, isError: false, error: null, isFetching: false });
      // Loading again still loads the query itself.
      void found.refetch();
      expect(query.refetch).toHaveBeenCalledTimes(1);
    }
  });

  it('leaves every other state as it is: loading, loaded, and the loads that did fail', () => {
    const loading: QueryState<string> = { data: undefined, isError: false, error: null, isFetching: true, refetch: vi.fn() };
    const loaded: QueryState<string> = { ...loading, data: 'A + B', isFetching: false };
    const serverError = failed(new ApiError('boom', 500));
    const offline = failed(new ApiError('Network error', 0));
    const notAnApiError = failed(new Error('404'));
    for (const query of [loading, loaded, serverError, offline, notAnApiError]) expect(notFoundAsNull(query)).toBe(query);
  });
});

describe('isNotFound', () => {
  it('is true for a 404 or 400 from the API only', () => {
    expect([404, 400, 403, 500].map((status) => isNotFound(new ApiError('x', status)))).toEqual([true, true, false, false]);
    expect(isNotFound(new Error('not found'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
