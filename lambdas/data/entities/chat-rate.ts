import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * Chat messages a user stored in one UTC minute, in the user's partition (`CHATRATE#2026-11-26T18:05`),
 * ADDed in the send transaction on `count < limit` (contract/chat.ts MAX_CHAT_MESSAGES_PER_MINUTE), so
 * a script cannot flood a friend's conversation; expires an hour later.
 */
export const ChatRateEntity = new Entity({
  name: 'ChatRate',
  table,
  schema: item({
    userId: string().key(),
    minute: string().key(),
    count: number(),
    expiresAt: number(),
  }),
  computeKey: ({ userId, minute }) => ({ pk: keys.user(userId), sk: keys.chatRateSort(minute) }),
  timestamps: false,
});
