import { describe, expect, it, vi } from 'vitest';
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

const answering = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

describe('loadRuntimeConfig', () => {
  it('reads and validates /config.json', async () => {
    const fetchFn = answering(JSON.stringify(validConfig));
    await expect(loadRuntimeConfig(fetchFn)).resolves.toMatchObject({ userPoolId: 'local_pool', authFlowType: 'USER_PASSWORD_AUTH' });
    expect(fetchFn).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('defaults the sign-in flow to SRP', async () => {
    const { authFlowType: _, ...withoutFlow } = validConfig;
    await expect(loadRuntimeConfig(answering(JSON.stringify(withoutFlow)))).resolves.toMatchObject({ authFlowType: 'USER_SRP_AUTH' });
  });

  it('rejects a config without a required field, naming the field', async () => {
    const { userPoolId: _, ...incomplete } = validConfig;
    const failure = loadRuntimeConfig(answering(JSON.stringify(incomplete)));
    await expect(failure).rejects.toBeInstanceOf(RuntimeConfigError);
    await expect(failure).rejects.toThrow(/userPoolId/);
  });

  it('rejects an unknown sign-in flow', async () => {
    await expect(loadRuntimeConfig(answering(JSON.stringify({ ...validConfig, authFlowType: 'CUSTOM_AUTH' })))).rejects.toThrow(/authFlowType/);
  });

  it('rejects a body that is not JSON, a missing file, and an unreachable server', async () => {
    await expect(loadRuntimeConfig(answering('<!doctype html><html></html>'))).rejects.toThrow('/config.json is not JSON.');
    await expect(loadRuntimeConfig(answering('not found', 404))).rejects.toThrow('/config.json answered HTTP 404.');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(offline)).rejects.toThrow('Could not reach /config.json: Failed to fetch');
  });
});
