import { ApiError } from '@web/lib/api-client';

/** The server's own message for a refused request (4xx: a rule, a missing right), else the blog's words. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
