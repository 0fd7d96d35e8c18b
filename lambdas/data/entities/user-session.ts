import { Entity, boolean, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A signed-in device (docs/requirements/accounts.md §9 userSessions), in its user's partition. Only an active session
 * carries gsi1 keys (a sparse index), so the latest active sessions are one reverse Query; revoking
 * removes them. Expires with the TTL attribute some time after its last activity.
 */
export const UserSessionEntity = new Entity({
  name: 'UserSession',
  table,
  schema: item({
    userId: string().key(),
    sessionId: string().key(),
    deviceType: string().enum('desktop', 'mobile', 'tablet'),
    deviceName: string(),
    browser: string(),
    os: string(),
    language: string().optional(),
    timezone: string().optional(),
    ipAddress: string().optional(),
    /** The sign-in whose token recorded the session (Cognito's `origin_jti`): revoking the session revokes it. */
    originJti: string().optional(),
    /** When that sign-in authenticated (epoch seconds), so its revocation lasts exactly as long as its tokens can. */
    signedInAt: number().optional(),
    createdAt: string(),
    lastActive: string(),
    isActive: boolean(),
    endedAt: string().optional(),
    expiresAt: number(),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
  }),
  computeKey: ({ userId, sessionId }) => ({ pk: keys.user(userId), sk: keys.sessionSort(sessionId) }),
  // createdAt and lastActive are the session's own timestamps.
  timestamps: false,
});
