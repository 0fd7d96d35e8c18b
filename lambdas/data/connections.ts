import { DeleteItemCommand, PutTransaction, UpdateItemCommand } from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { ConnectionEntity } from './entities/connection';
import { expiresIn } from './table';
import { writeIfConditionHolds } from './conditional-write';
import { namedTransaction } from './named-transaction';

/** A connection outlives API Gateway's 2-hour cap only by a margin; the TTL sweeps what $disconnect missed. */
const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

/** Records a new connection; false when the account cannot write (deleted, or being deleted). */
export async function saveConnection(connectionId: string, userId: string, now = new Date(), originJti?: string): Promise<boolean> {
  const at = now.toISOString();
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(userId) },
    {
      name: 'connection',
      item: ConnectionEntity.build(PutTransaction).item({ connectionId, userId, connectedAt: at, lastActiveAt: at, expiresAt: expiresIn(CONNECTION_TTL_SECONDS, now.getTime()), ...(originJti && { originJti }) }),
    },
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.has('account')) return false;
  throw cancelled.error;
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await ConnectionEntity.build(DeleteItemCommand).key({ connectionId }).send();
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
