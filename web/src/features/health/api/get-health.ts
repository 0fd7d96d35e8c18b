import { queryOptions } from '@tanstack/react-query';
import { healthApi } from '@contract/api/health';
import { type HealthResponse, healthResponseSchema } from '@contract/health';
import { healthRefetchMs } from '@web/config/app';
import { ApiError, type ApiClient } from '@web/lib/api-client';

/** GET /health. A 503 with a valid report is a report (some component is down), not a failure. */
export async function getHealth(api: ApiClient, signal?: AbortSignal): Promise<HealthResponse> {
  try {
    return await api.call(healthApi.getHealth, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      const report = healthResponseSchema.safeParse(error.body);
      if (report.success) return report.data;
    }
    throw error;
  }
}

export function healthQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(api, signal),
    refetchInterval: healthRefetchMs,
    staleTime: 0,
  });
}
