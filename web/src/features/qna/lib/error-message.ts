import { ApiError } from '@web/lib/api-client';

/**
 * The server's own words where it refuses for a reason the user can act on (a rule such as
 * 'Title too short.', a rate limit, a question gone); `fallback` (the spec's message) otherwise.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message.trim()) return error.message;
  return fallback;
}
