/**
 * "A deleted account cannot write anything" (docs/decisions/D28). Every write to a user's items is
 * conditioned on the profile existing and not being deleted: on the profile itself with
 * `accountWritable`, on any other item by adding `accountWritableCheck` to the write's transaction
 * (a ConditionCheck on the profile). DELETE /me first sets the profile's `deletingAt` tombstone, so
 * from that moment every such write fails, and the items it then lists are all there will ever be.
 * DynamoDB serializes a transaction's ConditionCheck with the tombstone's write on the same item, so
 * no write can pass its check and land after the listing.
 */
import { $get, ConditionCheck, UpdateItemCommand, type Condition } from 'dynamodb-toolbox';
import { writeIfConditionHolds } from './conditional-write';
import { UserPresenceEntity } from './entities/user-presence';
import { UserProfileEntity } from './entities/user-profile';

/** The condition, on the profile item, that its account may still be written. */
export const accountWritable: Condition<typeof UserProfileEntity> = {
  and: [
    { attr: 'userId', exists: true },
    { attr: 'deletingAt', exists: false },
  ],
};

/** A transaction item that cancels the whole transaction unless the user's account may be written. */
export function accountWritableCheck(userId: string) {
  return UserProfileEntity.build(ConditionCheck).key({ userId }).condition(accountWritable);
}

/**
 * Tombstones the account: from now on every conditioned write for the user fails. True when the
 * profile exists (a retried deletion keeps the first time); false when it is already gone. The
 * presence item, written every 30 s without a transaction, gets the tombstone too (if it exists:
 * it is never created here).
 */
export async function markAccountDeleting(userId: string, now = new Date()): Promise<boolean> {
  const deletingAt = now.toISOString();
  const exists = { attr: 'userId', exists: true } as const;
  const hasProfile = await writeIfConditionHolds(() =>
    UserProfileEntity.build(UpdateItemCommand)
      .item({ userId, deletingAt: $get('deletingAt', deletingAt) })
      .options({ condition: exists })
      .send(),
  );
  await writeIfConditionHolds(() =>
    UserPresenceEntity.build(UpdateItemCommand)
      .item({ userId, deletingAt: $get('deletingAt', deletingAt) })
      .options({ condition: exists })
      .send(),
  );
  return hasProfile;
}
