/**
 * Sending a chat message over the WebSocket (client `chat_send`, lambdas/chat/socket-messages.ts): the
 * allowance of docs/requirements/friends.md §4, the store (data/chat.ts storeChatMessage: friends only, one message per
 * sender and clientId), then `chat_ack` to the sending connection and `chat_message` to every
 * connection of the recipient and the sender's other connections. A refusal is a `chat_error` with
 * the reason to show; an unexpected failure is logged and answered with chatMessages.sendFailed.
 *
 * Decision: a resend of a stored clientId is acknowledged with the stored message and not pushed
 * again (the first send pushed it; the history has it in any case).
 */
import { randomUUID } from 'node:crypto';
import { chatIdOf, chatMessages, type ChatMessage } from '@contract/chat';
import type { ServerMessage } from '@contract/realtime';
import type { ChatParty, ChatStoring, NewChatMessage, StoredChatMessage, StoredConversation } from '../data/chat';
import { logger } from '../shared/logger';
import { allowanceOf, toChatMessage } from './chat';

export interface ChatSendDeps {
  getChatParty(userId: string): Promise<ChatParty | undefined>;
  areFriends(userId: string, friendId: string): Promise<boolean>;
  storeChatMessage(message: NewChatMessage, now?: Date): Promise<ChatStoring>;
  findSentMessage(fromUserId: string, toUserId: string, clientId: string, now?: Date): Promise<StoredChatMessage | undefined>;
  getConversationPair(userId: string, peerId: string): Promise<{ mine?: StoredConversation; theirs?: StoredConversation }>;
  listUserConnectionIds(userId: string): Promise<string[]>;
  pushToConnections(connectionIds: readonly string[], message: ServerMessage): Promise<number>;
}

export interface ChatSender {
  userId: string;
  /** The connection the message came on: it gets the ack, not the message. */
  connectionId: string;
}

export interface ChatSendInput {
  toUserId: string;
  clientId: string;
  /** Already trimmed and within MAX_CHAT_MESSAGE_LENGTH (contract/chat.ts chatContentSchema). */
  content: string;
}

export type ChatSendOutcome = { sent: 'stored' | 'duplicate'; message: ChatMessage } | { refused: string };

const refusalText: Record<Exclude<ChatStoring['outcome'], 'stored' | 'duplicate'>, (recipient: ChatParty | undefined) => string> = {
  notFriends: () => chatMessages.notFriends,
  senderDisabled: () => chatMessages.senderDisabled,
  recipientDisabled: (recipient) => chatMessages.recipientDisabled(recipient?.name ?? 'Your friend'),
  accountGone: () => chatMessages.sendFailed,
  tooFast: () => chatMessages.tooFast,
};

export async function sendChatMessage(
  deps: ChatSendDeps,
  sender: ChatSender,
  input: ChatSendInput,
  now = new Date(),
  newId: () => string = randomUUID,
): Promise<ChatSendOutcome> {
  const { userId } = sender;
  const { toUserId, clientId } = input;
  const refuse = async (reason: string): Promise<ChatSendOutcome> => {
    await deps.pushToConnections([sender.connectionId], { type: 'chat_error', clientId, toUserId, message: reason });
    return { refused: reason };
  };
  const acknowledge = async (sent: 'stored' | 'duplicate', stored: StoredChatMessage, read: boolean): Promise<ChatSendOutcome> => {
    const message = { ...toChatMessage(stored, undefined), read };
    const ack = deps.pushToConnections([sender.connectionId], { type: 'chat_ack', clientId, message });
    const delivery = sent === 'stored' ? deliver(deps, sender, message) : Promise.resolve();
    await Promise.all([ack, delivery]);
    return { sent, message };
  };
  const acknowledgeResend = async (stored: StoredChatMessage) => {
    const { theirs } = await deps.getConversationPair(userId, toUserId);
    return acknowledge('duplicate', stored, toChatMessage(stored, theirs?.readAt).read);
  };

  try {
    if (toUserId === userId) return await refuse(chatMessages.notFriends);
    const [me, recipient, friends] = await Promise.all([deps.getChatParty(userId), deps.getChatParty(toUserId), deps.areFriends(userId, toUserId)]);
    const allowance = allowanceOf(me, recipient, friends);
    if (!allowance.allowed) {
      // A resend of a message stored before the refusal began (unfriended meanwhile) is still acknowledged.
      const stored = await deps.findSentMessage(userId, toUserId, clientId, now);
      return stored ? await acknowledgeResend(stored) : await refuse(allowance.reason ?? chatMessages.sendFailed);
    }
    const stored = await deps.storeChatMessage(
      { messageId: newId(), fromUserId: userId, toUserId, content: input.content.trim(), clientId, sentAt: now.toISOString() },
      now,
    );
    switch (stored.outcome) {
      case 'stored':
        return await acknowledge('stored', stored.message, false);
      case 'duplicate':
        return await acknowledgeResend(stored.message);
      default:
        return await refuse(refusalText[stored.outcome](recipient));
    }
  } catch (error) {
    logger.error('chat message not sent', { userId, toUserId, chatId: chatIdOf(userId, toUserId), error: (error as Error).message });
    await deps.pushToConnections([sender.connectionId], { type: 'chat_error', clientId, toUserId, message: chatMessages.sendFailed }).catch(() => undefined);
    return { refused: chatMessages.sendFailed };
  }
}

/** `chat_message` to every connection of the recipient and the sender's other ones; best effort (the history keeps the message). */
async function deliver(deps: ChatSendDeps, sender: ChatSender, message: ChatMessage): Promise<void> {
  try {
    const [theirs, mine] = await Promise.all([deps.listUserConnectionIds(message.toUserId), deps.listUserConnectionIds(sender.userId)]);
    const targets = [...theirs, ...mine.filter((id) => id !== sender.connectionId)];
    if (targets.length > 0) await deps.pushToConnections(targets, { type: 'chat_message', message });
  } catch (error) {
    logger.warn('chat message delivery failed', { messageId: message.messageId, error: (error as Error).message });
  }
}
