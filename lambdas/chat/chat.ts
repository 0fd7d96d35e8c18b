/**
 * The friends' chat (docs/requirements/friends.md §4: the chat dialog, the message, the read flag,
 * who may chat, pages of 8): who may chat, and reading a conversation back.
 * Sending is lambdas/chat/send-message.ts (over the WebSocket).
 *
 * Authorization: the conversation is always the caller's own with the path's user (no route takes
 * a chat id), so no one can name another pair's chat. Decision: the history is readable while the
 * two are friends, and after an unfriending as long as messages exist between them (it is their own
 * conversation; sending stays refused). Anyone else gets 403 notFriends, the same answer whether
 * or not that user exists beyond a 404 for an unknown id.
 */
import { CHAT_PAGE_SIZE, chatIdOf, chatMessages, type ChatAllowance, type ChatHistory, type ChatMessage, type UnreadCounts } from '@contract/chat';
import { friendsMessages } from '@contract/friends';
import type { ChatParty, ChatPageKey, StoredChatMessage, StoredConversation } from '../data/chat';
import { decodeCursor as decodePageKey, encodeCursor as encodePageKey, tableKeyAttributes } from '../data/page-cursors';
import type { Caller } from '../shared/caller';
import { BadRequest, Forbidden, NotFound } from '../shared/errors';
import { logger } from '../shared/logger';
import type { ServerMessage } from '@contract/realtime';

export const chatErrors = {
  notFriends: () => Forbidden(chatMessages.notFriends),
  userNotFound: () => NotFound(friendsMessages.userNotFound),
  /** A cursor this server did not give for this conversation (edited, or from another chat). */
  badCursor: () => BadRequest('This page of the conversation cannot be found. Please reload the chat.'),
} as const;

export interface ChatReadRepository {
  getChatParty(userId: string): Promise<ChatParty | undefined>;
  areFriends(userId: string, friendId: string): Promise<boolean>;
  getConversationPair(userId: string, peerId: string): Promise<{ mine?: StoredConversation; theirs?: StoredConversation }>;
  readChatPage(chatId: string, limit: number, before?: ChatPageKey): Promise<{ messages: StoredChatMessage[]; olderKey: ChatPageKey | null }>;
  isChatPageKey(chatId: string, key: unknown): key is ChatPageKey;
  markConversationRead(userId: string, peerId: string, now?: Date): Promise<{ changed: boolean; readAt: string | undefined }>;
  listUnreadConversations(userId: string): Promise<{ peerId: string; unread: number }[]>;
}

export interface ChatDeps {
  chats: ChatReadRepository;
  pushToUser(userId: string, message: ServerMessage): Promise<number>;
}

/**
 * Whether `sender` may send to `recipient` now, in the words of docs/requirements/friends.md §4. Order: the sender's own
 * setting, then the friendship, then the recipient's setting, so a stranger's setting and name are
 * never told.
 */
export function allowanceOf(sender: ChatParty | undefined, recipient: ChatParty | undefined, friends: boolean): ChatAllowance {
  if (!sender?.writable) return { allowed: false, reason: chatMessages.sendFailed };
  if (!sender.showMessages) return { allowed: false, reason: chatMessages.senderDisabled };
  if (!friends || !recipient?.writable) return { allowed: false, reason: chatMessages.notFriends };
  if (!recipient.showMessages) return { allowed: false, reason: chatMessages.recipientDisabled(recipient.name) };
  return { allowed: true, reason: null };
}

/** A message as the contract shows it: read when its recipient's readAt has reached its sentAt (docs/requirements/friends.md §4). */
export function toChatMessage(stored: StoredChatMessage, recipientReadAt: string | undefined): ChatMessage {
  return {
    messageId: stored.messageId,
    chatId: stored.chatId,
    fromUserId: stored.fromUserId,
    toUserId: stored.toUserId,
    content: stored.content,
    sentAt: stored.sentAt,
    read: recipientReadAt !== undefined && recipientReadAt >= stored.sentAt,
    clientId: stored.clientId,
  };
}

export function encodeCursor(key: ChatPageKey): string {
  return encodePageKey({ pk: key.pk, sk: key.sk })!;
}

/** The page key a cursor stands for; any cursor not of this conversation is a 400. */
export function decodeCursor(deps: Pick<ChatReadRepository, 'isChatPageKey'>, chatId: string, cursor: string): ChatPageKey {
  // The shared decoding checks the shape; the conversation's own rule checks it is a message key of this chat.
  const key = decodePageKey(cursor, tableKeyAttributes, () => true);
  if (!key || !deps.isChatPageKey(chatId, key)) throw chatErrors.badCursor();
  return key;
}

/** GET /chats/{userId}/messages: a page of the caller's conversation with the user, oldest first. */
export async function getChatHistory(deps: Pick<ChatDeps, 'chats'>, caller: Caller, peerId: string, before?: string): Promise<ChatHistory> {
  const { chats } = deps;
  if (peerId === caller.userId) throw chatErrors.notFriends();
  const chatId = chatIdOf(caller.userId, peerId);
  // The cursor first: a forged one costs no read.
  const beforeKey = before === undefined ? undefined : decodeCursor(chats, chatId, before);
  const [me, peer, friends, conversation] = await Promise.all([
    chats.getChatParty(caller.userId),
    chats.getChatParty(peerId),
    chats.areFriends(caller.userId, peerId),
    chats.getConversationPair(caller.userId, peerId),
  ]);
  if (!peer) throw chatErrors.userNotFound();
  if (!friends && !conversation.mine) throw chatErrors.notFriends();
  const page = await chats.readChatPage(chatId, CHAT_PAGE_SIZE, beforeKey);
  const readAtOf = (message: StoredChatMessage) => (message.toUserId === caller.userId ? conversation.mine?.readAt : conversation.theirs?.readAt);
  return {
    chatId,
    messages: page.messages.map((m) => toChatMessage(m, readAtOf(m))).reverse(),
    olderCursor: page.olderKey ? encodeCursor(page.olderKey) : null,
    allowance: allowanceOf(me, peer, friends),
  };
}

/**
 * POST /chats/{userId}/read: every message from the user so far is read (docs/requirements/friends.md §4). When that
 * changed anything, the user is told (`chat_read`), best effort.
 */
export async function markChatRead(deps: ChatDeps, caller: Caller, peerId: string, now = new Date()): Promise<{ readAt: string }> {
  const result = await deps.chats.markConversationRead(caller.userId, peerId, now);
  const readAt = result.readAt ?? now.toISOString();
  if (result.changed) {
    await deps.pushToUser(peerId, { type: 'chat_read', userId: caller.userId, readAt }).catch((error: unknown) => {
      logger.warn('chat_read push failed', { peerId, error: (error as Error).message });
    });
  }
  return { readAt };
}

/** GET /me/chats/unread: unread messages to the caller, in all and per friend (docs/requirements/friends.md §4 live counts). */
export async function getUnreadCounts(deps: Pick<ChatDeps, 'chats'>, caller: Caller): Promise<UnreadCounts> {
  const conversations = (await deps.chats.listUnreadConversations(caller.userId)).map(({ peerId, unread }) => ({ userId: peerId, unread }));
  return { total: conversations.reduce((sum, c) => sum + c.unread, 0), conversations };
}
