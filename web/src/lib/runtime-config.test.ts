import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@web/test/msw';
import { loadRuntimeConfig, RuntimeConfigError } from './runtime-config';

const validConfig = {
  stage: 'local',
  region: 'us-east-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client-1',
  apiUrl: '/api',
  webSocketUrl: 'ws://127.0.0.1:3000/ws',
  authFlowType: 'USER_PASSWORD_AUTH',
  cognitoEndpoint: 'http://127.0.0.1:9229',
};

/** GET /config.json (on the page's own origin) answers `body`; returns the requests it saw. */
function answering(body: string, status = 200) {
  const requests: Request[] = [];
  server.use(
    http.get(`${location.origin}/config.json`, ({ request }) => {
      requests.push(request);
      return new HttpResponse(body, { status });
    }),
  );
  return requests;
}

describe('loadRuntimeConfig', () => {
  it('reads and validates /config.json', async () => {
    const requests = answering(JSON.stringify(validConfig));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ userPoolId: 'local_pool', authFlowType: 'USER_PASSWORD_AUTH' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`${location.origin}/config.json`);
    expect(requests[0]!.cache).toBe('no-store');
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
  });

  it('defaults the sign-in flow to SRP', async () => {
    const { authFlowType: _, ...withoutFlow } = validConfig;
    answering(JSON.stringify(withoutFlow));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ authFlowType: 'USER_SRP_AUTH' });
  });

  it('rejects a config without a required field, naming the field', async () => {
    const { userPoolId: _, ...incomplete } = validConfig;
    answering(JSON.stringify(incomplete));
    const failure = loadRuntimeConfig();
    await expect(failure).rejects.toBeInstanceOf(RuntimeConfigError);
    await expect(failure).rejects.toThrow(/userPoolId/);
  });

  it('rejects an unknown sign-in flow', async () => {
    answering(JSON.stringify({ ...validConfig, authFlowType: 'CUSTOM_AUTH' }));
    await expect(loadRuntimeConfig()).rejects.toThrow(/authFlowType/);
  });

  it('rejects a body that is not JSON, a missing file, and an unreachable server', async () => {
    answering('<!doctype html><html></html>');
    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json is not JSON.');
    answering('not found', 404);
    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json answered HTTP 404.');
    server.use(http.get(`${location.origin}/config.json`, () => HttpResponse.error()));
    await expect(loadRuntimeConfig()).rejects.toThrow('Could not reach /config.json: Failed to fetch');
  });
});
