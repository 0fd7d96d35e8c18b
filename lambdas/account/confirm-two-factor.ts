import { accountApi } from '@contract/api/account';
import { endAllSessions } from '../data/sessions';
import { closeSockets } from '../platform/close-sockets';
import type { Caller } from '../shared/caller';
import { errors } from '../shared/errors';
import { httpRoute } from '../shared/http-handler';
import { revokeAllSignIns } from '../shared/revoked-tokens';
import { readHasTotp } from '../shared/second-factor';
import { signOutEverywhere } from './cognito-user';

export interface ConfirmTwoFactorDeps {
  hasTotp(userId: string): Promise<boolean>;
  revokeAllSignIns(userId: string): Promise<void>;
  signOutEverywhere(userId: string): Promise<void>;
  endAllSessions(userId: string): Promise<number>;
  closeSockets(userId: string): Promise<number>;
}

/**
 * Every sign-in made before TOTP was on gave no code: each is revoked (our record, which the API
 * and the socket gateway check; Cognito's refresh tokens), its session ended and its sockets closed.
 * The revocation goes first, so a failure later leaves no earlier sign-in usable.
 */
export async function confirmTwoFactor(deps: ConfirmTwoFactorDeps, caller: Caller): Promise<{ signedOutEverywhere: true }> {
  if (!(await deps.hasTotp(caller.userId))) throw errors.twoFactorNotSetUp();
  await deps.revokeAllSignIns(caller.userId);
  await deps.signOutEverywhere(caller.userId);
  await deps.endAllSessions(caller.userId);
  await deps.closeSockets(caller.userId);
  return { signedOutEverywhere: true };
}

/** POST /me/two-factor: see confirmTwoFactor. */
export const handler = httpRoute(accountApi.confirmTwoFactor, (_input, { caller }) =>
  confirmTwoFactor(
    {
      hasTotp: readHasTotp,
      revokeAllSignIns: (userId) => revokeAllSignIns(userId),
      signOutEverywhere,
      endAllSessions: (userId) => endAllSessions(userId),
      closeSockets: (userId) => closeSockets(userId),
    },
    caller,
  ),
);
