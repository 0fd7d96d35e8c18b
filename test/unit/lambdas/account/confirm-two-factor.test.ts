import { describe, expect, it } from 'vitest';
import { confirmTwoFactor, type ConfirmTwoFactorDeps } from '../../../../lambdas/account/confirm-two-factor';

const caller = { userId: 'u-maya', email: 'maya@example.com', groups: ['mentor'], role: 'mentor' as const };

function fakes(hasTotp: boolean, failAt?: keyof ConfirmTwoFactorDeps) {
  const calls: string[] = [];
  const step = (name: keyof ConfirmTwoFactorDeps, value: unknown) => async (userId: string) => {
    calls.push(`${name}:${userId}`);
    if (failAt === name) throw new Error(`${name} failed`);
    return value as never;
  };
  const deps: ConfirmTwoFactorDeps = {
    hasTotp: step('hasTotp', hasTotp),
    revokeAllSignIns: step('revokeAllSignIns', undefined),
    signOutEverywhere: step('signOutEverywhere', undefined),
    endAllSessions: step('endAllSessions', 2),
    closeSockets: step('closeSockets', 1),
  };
  return { deps, calls };
}

describe('confirmTwoFactor', () => {
  it("revokes the caller's own sign-ins first, then Cognito's refresh tokens, the sessions and the sockets", async () => {
    const { deps, calls } = fakes(true);
    await expect(confirmTwoFactor(deps, caller)).resolves.toEqual({ signedOutEverywhere: true });
    expect(calls).toEqual(['hasTotp:u-maya', 'revokeAllSignIns:u-maya', 'signOutEverywhere:u-maya', 'endAllSessions:u-maya', 'closeSockets:u-maya']);
  });

  it('refuses with 409 and ends nothing while TOTP is not on', async () => {
    const { deps, calls } = fakes(false);
    await expect(confirmTwoFactor(deps, caller)).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Two-factor authentication is not on yet'),
    });
    expect(calls).toEqual(['hasTotp:u-maya']);
  });

  it('has revoked the earlier sign-ins before a later step fails', async () => {
    const { deps, calls } = fakes(true, 'signOutEverywhere');
    await expect(confirmTwoFactor(deps, caller)).rejects.toThrow('signOutEverywhere failed');
    expect(calls).toContain('revokeAllSignIns:u-maya');
  });
});
