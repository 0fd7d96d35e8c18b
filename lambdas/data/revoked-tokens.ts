/** The revocation records that lambdas/shared/revoked-tokens.ts checks on every request. */
import { BatchGetCommand, BatchGetRequest, PutItemCommand, executeBatchGet } from 'dynamodb-toolbox';
import { RevokedTokenOriginEntity, RevokedUserTokensEntity } from './entities/revoked-token';
import { isExpired, table } from './table';

/** Refuses every token minted from one sign-in (its `origin_jti`) until `expiresAt` (epoch seconds). */
export async function revokeTokenOrigin(revocation: { originJti: string; userId: string; expiresAt: number }, now = new Date()): Promise<void> {
  // Unconditional: revoking twice is the same as once, and a later expiry only extends the refusal.
  await RevokedTokenOriginEntity.build(PutItemCommand)
    .item({ ...revocation, revokedAt: now.toISOString() })
    .send();
}

/** Refuses every token of the user whose sign-in happened at or before `revokedBefore` (epoch seconds). */
export async function revokeUserTokensBefore(revocation: { userId: string; revokedBefore: number; expiresAt: number }): Promise<void> {
  await RevokedUserTokensEntity.build(PutItemCommand).item(revocation).send();
}

export interface TokenRevocations {
  /** The token's own sign-in was revoked. */
  originRevoked: boolean;
  /** Sign-ins of the user at or before this time (epoch seconds) are revoked. */
  userRevokedBefore: number | undefined;
}

/** Both records that could refuse a token, in one round trip; expired records count as absent (DynamoDB deletes them lazily). */
export async function findRevocations(token: { originJti: string | undefined; userId: string }, now = Date.now()): Promise<TokenRevocations> {
  const requests = [
    RevokedUserTokensEntity.build(BatchGetRequest).key({ userId: token.userId }),
    ...(token.originJti ? [RevokedTokenOriginEntity.build(BatchGetRequest).key({ originJti: token.originJti })] : []),
  ];
  const { Responses } = await executeBatchGet(
    table
      .build(BatchGetCommand)
      .requests(...requests)
      .options({ consistent: true }),
  );
  const [userRecord, originRecord] = (Responses?.[0] ?? []) as [{ revokedBefore: number; expiresAt: number } | undefined, { expiresAt: number } | undefined];
  return {
    originRevoked: Boolean(originRecord && !isExpired(originRecord, now)),
    userRevokedBefore: userRecord && !isExpired(userRecord, now) ? userRecord.revokedBefore : undefined,
  };
}
