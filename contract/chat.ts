import { z } from 'zod';
import { hiddenCharactersMessage, shownText } from './shown-text';
import { userIdSchema } from './api/ids';
import { cursorSchema } from './friends';

/**
 * One-to-one chat between friends (docs/requirements/friends.md §4: the chat dialog, the
 * message, the read flag, the chat rules, pages of 8). Messages are sent over the WebSocket (contract/realtime.ts `chat_send`)
 * and read back over REST (history, unread counts, marking read).
 */

/** docs/requirements/friends.md §4: the first page holds the 8 newest, older pages of 8 on scrolling to the top. */
export const CHAT_PAGE_SIZE = 8;
/**
 * Decision (the spec is silent): at most 60 messages a minute from one sender, counted on the server
 * in the transaction that stores them — far above anyone typing, far below a script flooding a friend.
 */
export const MAX_CHAT_MESSAGES_PER_MINUTE = 60;
/** Decision: a message is at most 2,000 characters (worst case ~12 KB as JSON, far inside a 128 KB frame). */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

export const chatMessages = {
  /** The default reason when nothing is selected (docs/requirements/friends.md §1). */
  noFriendSelected: 'No friend selected',
  senderDisabled: 'You have disabled the option of messages.',
  recipientDisabled: (name: string) => `${name} has disabled the option of receiving messages.`,
  notFriends: 'You can only chat with your friends.',
  /** docs/requirements/friends.md §4: a failed send is an alert. */
  sendFailed: 'Failed to send message...',
  tooLong: `A message is at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`,
  tooFast: 'You are sending messages too fast. Please wait a moment and try again.',
  placeholder: 'Type a message...',
} as const;

/** docs/requirements/friends.md §4: the chat id is the two user ids sorted and joined with an underscore. */
export function chatIdOf(userA: string, userB: string): string {
  return [userA, userB].sort().join('_');
}

/** A client's id for a message it sends: the server keeps one message per (sender, clientId), so a resend after a reconnect is no duplicate. */
export const clientMessageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Counted in UTF-16 units, as the chat box counts them: the frame budget above holds for any text. */
export const chatContentSchema = shownText({
  min: 1,
  max: MAX_CHAT_MESSAGE_LENGTH,
  maxStoredUnits: MAX_CHAT_MESSAGE_LENGTH,
  multiline: true,
  tooShort: 'A message cannot be empty.',
  tooLong: chatMessages.tooLong,
  hidden: hiddenCharactersMessage('A message'),
});

export const chatMessageSchema = z.object({
  messageId: z.string(),
  chatId: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  content: z.string(),
  /** Server time (ISO) the message was stored. */
  sentAt: z.string(),
  /** docs/requirements/friends.md §4: false at send, true once the recipient opened the conversation after it arrived. */
  read: z.boolean(),
  clientId: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Whether the caller may send to this friend now, and why not (docs/requirements/friends.md §4, in the spec's words). */
export const chatAllowanceSchema = z.object({ allowed: z.boolean(), reason: z.string().nullable() });
export type ChatAllowance = z.infer<typeof chatAllowanceSchema>;

/** GET /chats/{userId}/messages?before=…: a page of the conversation, oldest first, and the next older page's cursor. */
export const chatHistoryQuerySchema = z.object({ before: cursorSchema.optional() });
export const chatHistorySchema = z.object({
  chatId: z.string(),
  messages: z.array(chatMessageSchema),
  olderCursor: z.string().nullable(),
  allowance: chatAllowanceSchema,
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** POST /chats/{userId}/read: the caller opened the conversation; every message to them so far is read. */
export const markChatReadResponseSchema = z.object({ readAt: z.string() });

/** GET /me/chats/unread: messages not yet read, in all and per friend. */
export const unreadCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  conversations: z.array(z.object({ userId: z.string(), unread: z.number().int().positive() })),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** The WebSocket message a client sends (contract/realtime.ts). */
export const chatSendSchema = z.object({
  type: z.literal('chat_send'),
  toUserId: userIdSchema,
  clientId: clientMessageIdSchema,
  content: chatContentSchema,
});
