import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retries only what a retry can fix: no response, or a server error, at most twice. */
/** A failure worth one more try: no answer (network, timeout) or the server's own fault. */
export function isTransientFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isTransientFailure(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
