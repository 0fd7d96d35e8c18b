import { ApiError } from '@web/lib/api-client';

/**
 * What a failed Run or Submit shows: a refusal of the request itself (400 'Write some code before
 * running it.', 'Source code is too large…', 404 'Problem not found.', a throttle) says why in the
 * server's own words; anything else (5xx, network, timeout) is the spec's general message (docs/requirements/practice.md §8).
 */
export function judgeErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return fallback;
}
