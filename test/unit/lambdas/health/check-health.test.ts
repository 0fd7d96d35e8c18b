import { describe, expect, it } from 'vitest';
import { checkHealth } from '../../../../lambdas/health/check-health';

const up = async () => 'ACTIVE';
const down = async () => {
  throw new Error('connect ECONNREFUSED 127.0.0.1:8000');
};

describe('checkHealth', () => {
  it('is up only when every component answers', async () => {
    const result = await checkHealth({ table: up, auth: up, storage: up, workflow: up, gateway: up });
    expect(result.status).toBe('up');
    expect(result.components.table).toMatchObject({ status: 'up', detail: 'ACTIVE' });
  });

  it('names the component that is down and why', async () => {
    const result = await checkHealth({ table: down, auth: up, storage: up, workflow: up, gateway: up });
    expect(result.status).toBe('down');
    expect(result.components.table).toMatchObject({ status: 'down', detail: 'connect ECONNREFUSED 127.0.0.1:8000' });
    expect(result.components.auth.status).toBe('up');
  });

  it('counts a component that does not answer in time as down', async () => {
    const hang = () => new Promise<void>(() => {});
    const result = await checkHealth({ table: up, auth: hang, storage: up, workflow: up, gateway: up }, { timeoutMs: 20 });
    expect(result.components.auth).toMatchObject({ status: 'down', detail: 'no answer within 20 ms' });
  });
});
