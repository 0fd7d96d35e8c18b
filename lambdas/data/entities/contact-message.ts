import { Entity, item, number, string } from 'dynamodb-toolbox';
import { contactCategories } from '@contract/contact';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A message sent with the contact form (docs/requirements/shell.md §7, docs/decisions/D12: stored, never only simulated), in
 * its UTC month's partition, oldest first; gsi1 lists it under its sender, so deleting the account
 * deletes it too (data/user-items.ts).
 */
export const ContactMessageEntity = new Entity({
  name: 'ContactMessage',
  table,
  schema: item({
    /** ISO time it was received; its month (yyyy-mm) is the partition. */
    createdAt: string().key(),
    messageId: string().key(),
    userId: string(),
    name: string(),
    /** The reply address the sender typed (it may differ from the account's). */
    email: string(),
    subject: string(),
    category: string().enum(...contactCategories),
    message: string(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ createdAt, messageId }) => keys.userContactMessage(createdAt, messageId)),
  })),
  computeKey: ({ createdAt, messageId }) => ({ pk: keys.contactMessages(createdAt.slice(0, 7)), sk: keys.contactMessageSort(createdAt, messageId) }),
  timestamps: false,
});

/**
 * The contact messages a user sent on one UTC day, ADDed with each message on condition
 * `messages < CONTACT_MESSAGES_PER_DAY`; it expires two days later (its day is then over everywhere).
 */
export const ContactDailyCountEntity = new Entity({
  name: 'ContactDailyCount',
  table,
  schema: item({
    userId: string().key(),
    /** yyyy-mm-dd, UTC. */
    day: string().key(),
    messages: number().default(0),
    expiresAt: number(),
  }),
  computeKey: ({ userId, day }) => ({ pk: keys.user(userId), sk: keys.contactDailyCount(day) }),
  timestamps: false,
});
