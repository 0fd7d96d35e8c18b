import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/** A live WebSocket connection; gsi1 lists a user's connections. Expires with the TTL attribute. */
export const ConnectionEntity = new Entity({
  name: 'Connection',
  table,
  schema: item({
    connectionId: string().key(),
    userId: string(),
    connectedAt: string(),
    lastActiveAt: string(),
    expiresAt: number(),
    /** The sign-in (Cognito origin_jti) whose token opened it: signing that sign-in out closes it. */
    originJti: string().optional(),
    /** The socket slot it holds (entities/socket-slot.ts), freed with it. */
    slot: number().optional(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ connectionId }) => keys.connection(connectionId)),
  })),
  computeKey: ({ connectionId }) => ({ pk: keys.connection(connectionId), sk: keys.connectionSort() }),
});
