import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { HealthResponse } from '@contract/health';
import { server } from '@web/test/msw';
import { renderApp } from '@web/test/render-app';
import { healthQueryOptions } from '../api/get-health';
import { apiClientOver } from '@web/lib/api-client';

const report = (overrides: Partial<HealthResponse['components']> = {}): HealthResponse => {
  const components: HealthResponse['components'] = {
    table: { status: 'up', detail: 'DynamoDB Local', latencyMs: 4.2 },
    auth: { status: 'up', detail: 'cognito-local' },
    storage: { status: 'up', detail: 's3rver' },
    workflow: { status: 'up' },
    gateway: { status: 'up' },
    ...overrides,
  };
  const allUp = Object.values(components).every((c) => c.status === 'up');
  return { status: allUp ? 'up' : 'down', components, checkedAt: '2026-01-01T12:00:00.000Z' };
};

/**
 * GET /api/health (renderApp's API root) answers `body` with `status`; `answerWith` changes the answer.
 * Returns the requests it saw.
 */
function respond(body: HealthResponse | { message: string }, status = 200) {
  let answer = { body, status };
  const requests: Request[] = [];
  server.use(
    http.get('http://127.0.0.1:9/api/health', ({ request }) => {
      requests.push(request);
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return {
    requests,
    answerWith: (nextBody: HealthResponse | { message: string }, nextStatus = 200) => {
      answer = { body: nextBody, status: nextStatus };
    },
  };
}

const row = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

describe('status page', () => {
  it('shows every component as up when all are up', async () => {
    const health = respond(report());
    renderApp({ path: '/status' });

    expect(await screen.findByText('Overall status:')).toBeInTheDocument();
    for (const label of ['Table (DynamoDB)', 'Auth (Cognito)', 'Storage (S3)', 'Workflow (Step Functions)', 'Gateway (API)']) {
      expect(within(row(label)).getByText('Up')).toBeInTheDocument();
    }
    expect(within(row('Table (DynamoDB)')).getByText('4 ms')).toBeInTheDocument();
    expect(health.requests.map((r) => r.url)).toContain('http://127.0.0.1:9/api/health');
  });

  it('shows a component that is down, with its detail, from a 503 report', async () => {
    respond(report({ storage: { status: 'down', detail: 'connect ECONNREFUSED 127.0.0.1:4569' } }), 503);
    renderApp({ path: '/status' });

    const storage = await screen.findByRole('row', { name: /^Storage \(S3\)/ });
    expect(within(storage).getByText('Down')).toBeInTheDocument();
    expect(within(storage).getByText('connect ECONNREFUSED 127.0.0.1:4569')).toBeInTheDocument();
    expect(within(row('Table (DynamoDB)')).getByText('Up')).toBeInTheDocument();
    expect(screen.getByText('Overall status:').parentElement).toHaveTextContent('Down');
  });

  it('shows the error when the check fails, and checks again on Refresh', async () => {
    const health = respond({ message: 'Gateway unavailable' }, 502);
    renderApp({ path: '/status' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not check the status: Gateway unavailable');

    health.answerWith(report());
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(within(row('Gateway (API)')).getByText('Up')).toBeInTheDocument();
    expect(health.requests).toHaveLength(2);
  });

  it('re-checks every 5 seconds', () => {
    const api = apiClientOver(vi.fn());
    expect(healthQueryOptions(api).refetchInterval).toBe(5_000);
  });
});
