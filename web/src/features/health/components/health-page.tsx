import { useQuery } from '@tanstack/react-query';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { Button } from '@web/components/ui/button';
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
        <Button onClick={() => void health.refetch()} busy={health.isFetching}>
          {health.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <p className="page__lead">Each part of CodeArena, checked every 5 seconds.</p>
      {/*
        No Try again: the Refresh button above does that. The last report stays under a failed re-check,
        with the alert above it, since a status page's figures are stale within seconds.
      */}
      <QueryView
        query={health}
        loading="Checking components..."
        error={(error) => `Could not check the status: ${error.message}`}
        retry={false}
        errorWithStaleData
      >
        {(report) => <HealthReport report={report} />}
      </QueryView>
    </section>
  );
}
