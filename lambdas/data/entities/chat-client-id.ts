import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * "This sender already stored a message with this client id in this conversation": written in the
 * send transaction with a not-exists condition, so a resend (after a reconnect, a lost ack) stores
 * nothing and is acknowledged with the stored message, which it points to. Kept one day (TTL);
 * gsi1 lists it under its sender (account deletion).
 */
export const ChatClientIdEntity = new Entity({
  name: 'ChatClientId',
  table,
  schema: item({
    chatId: string().key(),
    fromUserId: string().key(),
    clientId: string().key(),
    /** The stored message's key parts. */
    sentAt: string(),
    messageId: string(),
    expiresAt: number(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ fromUserId }) => keys.user(fromUserId)),
    gsi1sk: string().link<typeof prev>(({ chatId, clientId }) => keys.sentChatClientId(chatId, clientId)),
  })),
  computeKey: ({ chatId, fromUserId, clientId }) => ({ pk: keys.chat(chatId), sk: keys.chatClientIdSort(fromUserId, clientId) }),
  timestamps: false,
});
