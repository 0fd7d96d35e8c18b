import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@web/test/msw';
import { bootApp } from './boot';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** Serves `config` as /config.json on the page's own origin, boots the app, and returns the requests for it. */
async function boot(config: Record<string, unknown>) {
  const requests: Request[] = [];
  server.use(
    http.get(`${location.origin}/config.json`, ({ request }) => {
      requests.push(request);
      return HttpResponse.json(config);
    }),
  );
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(() => bootApp(root!));
  return requests;
}

describe('bootApp', () => {
  it('shows a clear error page, not a blank screen, when /config.json is invalid', async () => {
    const requests = await boot({ stage: 'local' });
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'CodeArena could not start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('/config.json is not valid');
    expect(screen.getByRole('alert')).toHaveTextContent('userPoolId');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('starts the app when /config.json is valid', async () => {
    const config = {
      stage: 'local',
      region: 'us-east-1',
      userPoolId: 'local_pool',
      userPoolClientId: 'client',
      apiUrl: '/api',
      webSocketUrl: 'ws://127.0.0.1:1/ws',
      authFlowType: 'USER_PASSWORD_AUTH',
      cognitoEndpoint: 'http://127.0.0.1:1',
    };
    // What the home page then loads is not this test's subject: the API (apiUrl /api) is unreachable.
    server.use(http.all(`${location.origin}/api/*`, () => HttpResponse.error()));
    const requests = await boot(config);
    expect(requests).toHaveLength(1);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'CodeArena could not start' })).not.toBeInTheDocument();
  });
});
