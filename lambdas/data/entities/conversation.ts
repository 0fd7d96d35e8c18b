import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * One user's side of a conversation with a peer, in the user's partition (`CHAT#<peerId>`): how many
 * messages from the peer are unread, up to when the user read (a message is read when the
 * recipient's `readAt` >= its `sentAt`, docs/requirements/friends.md §4), and when the last message was stored. Both
 * sides are updated in every send transaction, so a conversation with messages always has both.
 */
export const ConversationEntity = new Entity({
  name: 'Conversation',
  table,
  schema: item({
    userId: string().key(),
    peerId: string().key(),
    unread: number().optional(),
    readAt: string().optional(),
    lastMessageAt: string().optional(),
  }),
  computeKey: ({ userId, peerId }) => ({ pk: keys.user(userId), sk: keys.conversationSort(peerId) }),
  timestamps: false,
});
