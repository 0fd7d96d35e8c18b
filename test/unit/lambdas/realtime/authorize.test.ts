import { beforeEach, describe, expect, it, vi } from 'vitest';

const verified = vi.hoisted(() => ({ caller: undefined as unknown }));
vi.mock('../../../../lambdas/shared/token-verifier', () => ({
  signInFromToken: async (token: string | undefined) =>
    token === 'good-token' ? { caller: verified.caller, originJti: 'origin-1', signedInAt: 1790000000 } : undefined,
}));
const { handler } = await import('../../../../lambdas/realtime/authorize');

const connectEvent = (token?: string) =>
  ({ type: 'REQUEST', methodArn: 'arn:aws:execute-api:us-east-1:1:abc/dev/$connect', queryStringParameters: token ? { token } : null }) as never;

beforeEach(() => {
  verified.caller = { userId: 'u-1', email: 'ada@example.com', groups: [], role: 'student' };
});

describe('WebSocket $connect authorizer', () => {
  it('allows a verified token and passes who it is, and the sign-in it belongs to, to the routes', async () => {
    const result = await handler(connectEvent('good-token'));
    expect(result.policyDocument.Statement[0]).toMatchObject({ Effect: 'Allow', Resource: 'arn:aws:execute-api:us-east-1:1:abc/dev/$connect' });
    expect(result.context).toEqual({ userId: 'u-1', email: 'ada@example.com', role: 'student', originJti: 'origin-1', signedInAt: 1790000000 });
  });

  it('denies a missing or bad token, with no context', async () => {
    for (const token of [undefined, 'forged']) {
      const result = await handler(connectEvent(token));
      expect(result.policyDocument.Statement[0]).toMatchObject({ Effect: 'Deny' });
      expect(result.context).toBeUndefined();
    }
  });
});
