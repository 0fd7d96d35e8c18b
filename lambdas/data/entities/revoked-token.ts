import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * One revoked sign-in: every token Cognito minted from it (the first ones and every refresh) carries
 * the same `origin_jti`. Kept until the last such token could still be presented (TTL).
 */
export const RevokedTokenOriginEntity = new Entity({
  name: 'RevokedTokenOrigin',
  table,
  schema: item({
    originJti: string().key(),
    userId: string(),
    revokedAt: string(),
    expiresAt: number(),
  }),
  computeKey: ({ originJti }) => ({ pk: keys.revokedTokenOrigin(originJti), sk: keys.revokedSort() }),
  timestamps: false,
});

/**
 * Every sign-in of a user that authenticated at or before `revokedBefore` (epoch seconds) is revoked:
 * account deletion ends all sessions at once, including devices that never recorded one.
 */
export const RevokedUserTokensEntity = new Entity({
  name: 'RevokedUserTokens',
  table,
  schema: item({
    userId: string().key(),
    revokedBefore: number(),
    expiresAt: number(),
  }),
  computeKey: ({ userId }) => ({ pk: keys.revokedUserTokens(userId), sk: keys.revokedSort() }),
  timestamps: false,
});
