import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * One of the few sockets a user may hold open at once (contract/metering.ts MAX_SOCKETS_PER_USER):
 * `USER#…` / `SOCKETSLOT#3`, taken in the transaction that stores the connection, only if free or
 * expired; freed when the connection goes. A slot whose $disconnect never came frees itself when it
 * expires with its connection, so a count can never stay stuck.
 */
export const SocketSlotEntity = new Entity({
  name: 'SocketSlot',
  table,
  schema: item({
    userId: string().key(),
    slot: number().key(),
    connectionId: string(),
    expiresAt: number(),
  }),
  computeKey: ({ userId, slot }) => ({ pk: keys.user(userId), sk: keys.socketSlot(slot) }),
  timestamps: false,
});
