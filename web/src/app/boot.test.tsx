import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootApp } from './boot';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function boot(fetchFn: typeof fetch) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(() => bootApp(root!, fetchFn));
}

describe('bootApp', () => {
  it('shows a clear error page, not a blank screen, when /config.json is invalid', async () => {
    await boot(vi.fn(async () => new Response(JSON.stringify({ stage: 'local' }))));
    expect(screen.getByRole('heading', { name: 'CodeArena could not start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('/config.json is not valid');
    expect(screen.getByRole('alert')).toHaveTextContent('userPoolId');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('starts the app when /config.json is valid', async () => {
    const config = {
      stage: 'local', region: 'us-east-1', userPoolId: 'local_pool', userPoolClientId: 'client',
      apiUrl: '/api', webSocketUrl: 'ws://127.0.0.1:1/ws', authFlowType: 'USER_PASSWORD_AUTH',
      cognitoEndpoint: 'http://127.0.0.1:1',
    };
    await boot(vi.fn(async () => new Response(JSON.stringify(config))));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'CodeArena could not start' })).not.toBeInTheDocument();
  });
});
