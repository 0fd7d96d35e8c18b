/**
 * Contact-form messages (entities/contact-message.ts, docs/decisions/D12): each stored in the one
 * transaction that also counts it against the sender's daily limit, so two messages sent at once
 * cannot both pass the last free place.
 */
import { $add, PutTransaction, QueryCommand, UpdateTransaction, GetItemCommand, type FormattedItem } from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { ContactDailyCountEntity, ContactMessageEntity } from './entities/contact-message';
import { keys } from './keys';
import { namedTransaction } from './named-transaction';
import { expiresIn, queryAll, table } from './table';

export type StoredContactMessage = FormattedItem<typeof ContactMessageEntity>;
export type NewContactMessage = Omit<StoredContactMessage, 'gsi1pk' | 'gsi1sk'>;
export type ContactStoring = 'stored' | 'limitReached' | 'accountGone';

/** A day's count outlives its UTC day in every timezone. */
const DAILY_COUNT_TTL_SECONDS = 2 * 24 * 60 * 60;

/** The UTC day (yyyy-mm-dd) a message counts in. */
export const contactDayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Two messages of one user at once conflict on the day's count (TransactionConflict): retried this often. */
const MAX_STORE_ATTEMPTS = 6;

/**
 * Stores the message if, in one transaction, the sender's account may still be written and the
 * day's count stays within `perDay`; otherwise nothing is written.
 */
export async function storeContactMessage(message: NewContactMessage, perDay: number, now: Date): Promise<ContactStoring> {
  const { userId } = message;
  for (let attempt = 1; attempt <= MAX_STORE_ATTEMPTS; attempt++) {
    const cancelled = await namedTransaction([
      { name: 'account', item: accountWritableCheck(userId) },
      {
        name: 'dailyCount',
        item: ContactDailyCountEntity.build(UpdateTransaction)
          .item({ userId, day: contactDayOf(now), messages: $add(1), expiresAt: expiresIn(DAILY_COUNT_TTL_SECONDS, now.getTime()) })
          .options({
            condition: {
              or: [
                { attr: 'messages', exists: false },
                { attr: 'messages', lt: perDay },
              ],
            },
          }),
      },
      {
        name: 'message',
        item: ContactMessageEntity.build(PutTransaction)
          .item(message)
          .options({ condition: { attr: 'messageId', exists: false } }),
      },
    ]);
    if (!cancelled) return 'stored';
    if (cancelled.failed.has('account')) return 'accountGone';
    if (cancelled.failed.has('dailyCount')) return 'limitReached';
    if (cancelled.conflicted.size === 0) throw cancelled.error;
    await new Promise((done) => setTimeout(done, 10 * attempt + Math.random() * 20));
  }
  throw new Error(`could not store contact message ${message.messageId}: the day's count stayed contended`);
}

/** The messages the user sent on the UTC day of `at` (0 before the first). */
export async function getContactDailyCount(userId: string, at: Date): Promise<number> {
  const { Item } = await ContactDailyCountEntity.build(GetItemCommand)
    .key({ userId, day: contactDayOf(at) })
    .options({ consistent: true })
    .send();
  return Item?.messages ?? 0;
}

/** Every message received in a UTC month (yyyy-mm), oldest first: what support reads. */
export async function listContactMessages(month: string): Promise<StoredContactMessage[]> {
  return queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ContactMessageEntity)
      .query({ partition: keys.contactMessages(month) })
      .options({ ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
}
