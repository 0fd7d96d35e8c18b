import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@web/lib/api-client';
import { healthQueryOptions } from '../api/get-health';
import { HealthReport } from './health-report';

/** /status: the health of each component behind the API, re-checked every 5 seconds. */
export function HealthPage() {
  const api = useApiClient();
  const health = useQuery(healthQueryOptions(api));

  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title">System Status</h1>
        <button
          type="button"
          className="button"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          {health.isFetching ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
      <p className="page__lead">Each part of CodeArena, checked every 5 seconds.</p>
      {health.isError ? (
        <p className="alert alert--error" role="alert">
          Could not check the status: {health.error.message}
        </p>
      ) : null}
      {health.isPending ? <p role="status">Checking components...</p> : null}
      {health.data ? <HealthReport report={health.data} /> : null}
    </section>
  );
}
