import { DeleteItemCommand, PutTransaction, QueryCommand, UpdateItemCommand } from 'dynamodb-toolbox';
import { MAX_SOCKETS_PER_USER } from '@contract/metering';
import { accountWritableCheck } from './account-guard';
import { ConnectionEntity } from './entities/connection';
import { SocketSlotEntity } from './entities/socket-slot';
import { keys } from './keys';
import { expiresIn, queryAll, table } from './table';
import { writeIfConditionHolds } from './conditional-write';
import { namedTransaction } from './named-transaction';

/** A connection outlives API Gateway's 2-hour cap only by a margin; the TTL sweeps what $disconnect missed. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

export type ConnectionSaving = 'saved' | 'accountGone' | 'tooMany';

/** The user's slots that a live socket holds (an expired one is free whether or not its item is gone). */
async function takenSlots(userId: string, nowSeconds: number): Promise<Set<number>> {
  const slots = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(SocketSlotEntity)
      .query({ partition: keys.user(userId), range: { beginsWith: keys.socketSlots() } })
      .options({ consistent: true, ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
  return new Set(slots.filter((s) => s.expiresAt > nowSeconds).map((s) => s.slot));
}

/**
 * Records a new connection in a free socket slot of the user, in one transaction with the check
 * that the account may still be written: 'accountGone' (deleted, or being deleted), 'tooMany' when
 * the user holds MAX_SOCKETS_PER_USER live sockets already.
 */
export async function saveConnection(connectionId: string, userId: string, now = new Date(), originJti?: string): Promise<ConnectionSaving> {
  const at = now.toISOString();
  const expiresAt = expiresIn(CONNECTION_TTL_SECONDS, now.getTime());
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const taken = await takenSlots(userId, nowSeconds);
  // Free slots from a random one on, so sockets opened at the same moment mostly try different slots.
  const free = Array.from({ length: MAX_SOCKETS_PER_USER }, (_, slot) => slot).filter((slot) => !taken.has(slot));
  const start = Math.floor(Math.random() * Math.max(1, free.length));
  const candidates = [...free.slice(start), ...free.slice(0, start)];
  while (candidates.length > 0) {
    const slot = candidates[0]!;
    const cancelled = await namedTransaction([
      { name: 'account', item: accountWritableCheck(userId) },
      {
        name: 'connection',
        item: ConnectionEntity.build(PutTransaction).item({
          connectionId,
          userId,
          connectedAt: at,
          lastActiveAt: at,
          expiresAt,
          slot,
          ...(originJti && { originJti }),
        }),
      },
      {
        name: 'slot',
        item: SocketSlotEntity.build(PutTransaction)
          .item({ userId, slot, connectionId, expiresAt })
          .options({
            condition: {
              or: [
                { attr: 'connectionId', exists: false },
                { attr: 'expiresAt', lte: nowSeconds },
              ],
            },
          }),
      },
    ]);
    if (!cancelled) return 'saved';
    if (cancelled.failed.has('account')) return 'accountGone';
    // Another socket of the user took this slot a moment ago: try the next free one.
    if (!cancelled.failed.has('slot')) throw cancelled.error;
    candidates.shift();
  }
  return 'tooMany';
}

/** Forgets a connection and frees its slot (unless another connection holds that slot by now). */
export async function deleteConnection(connectionId: string): Promise<void> {
  const { Attributes: gone } = await ConnectionEntity.build(DeleteItemCommand).key({ connectionId }).options({ returnValues: 'ALL_OLD' }).send();
  if (gone?.slot === undefined) return;
  await writeIfConditionHolds(() =>
    SocketSlotEntity.build(DeleteItemCommand)
      .key({ userId: gone.userId, slot: gone.slot! })
      .options({ condition: { attr: 'connectionId', eq: connectionId } })
      .send(),
  );
}

/** Marks activity on a connection that still exists (a late message after $disconnect is ignored). */
export async function touchConnection(connectionId: string, now = new Date()): Promise<boolean> {
  return writeIfConditionHolds(() =>
    ConnectionEntity.build(UpdateItemCommand)
      .item({ connectionId, lastActiveAt: now.toISOString(), expiresAt: expiresIn(CONNECTION_TTL_SECONDS, now.getTime()) })
      .options({ condition: { attr: 'connectionId', exists: true } })
      .send(),
  );
}
