import { Entity, item, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A chat message between two friends (docs/requirements/friends.md §4 chat message: id, from, to, content, timestamp),
 * in its conversation's partition sorted by the time it was stored, so a page of history is one
 * reverse Query. gsi1 lists it under its sender (account deletion). Its read flag is not stored on
 * it: it is the recipient's conversation `readAt` (data/entities/conversation.ts).
 */
export const ChatMessageEntity = new Entity({
  name: 'ChatMessage',
  table,
  schema: item({
    chatId: string().key(),
    sentAt: string().key(),
    messageId: string().key(),
    fromUserId: string(),
    toUserId: string(),
    content: string(),
    clientId: string(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ fromUserId }) => keys.user(fromUserId)),
    gsi1sk: string().link<typeof prev>(({ chatId, sentAt, messageId }) => keys.sentChatMessage(chatId, sentAt, messageId)),
  })),
  computeKey: ({ chatId, sentAt, messageId }) => ({ pk: keys.chat(chatId), sk: keys.chatMessageSort(sentAt, messageId) }),
  timestamps: false,
});
