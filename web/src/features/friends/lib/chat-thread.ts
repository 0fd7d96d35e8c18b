import type { ChatHistory, ChatMessage } from '@contract/chat';

/** A message shown at once while the server has not acknowledged it yet. */
export interface PendingMessage {
  readonly clientId: string;
  readonly toUserId: string;
  readonly content: string;
  /** Local time of sending (ISO), for the bubble's time. */
  readonly createdAt: string;
}

/**
 * The conversation as shown, oldest first: the history's pages (newest page first, each oldest
 * first) and what arrived live since, once each by messageId (a `chat_ack` and a `chat_message` of
 * the same message count once; the later copy wins, so its read flag is the fresh one).
 */
export function threadOf(pages: readonly ChatHistory[], live: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of [...pages].reverse()) for (const message of page.messages) byId.set(message.messageId, message);
  for (const message of live) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.messageId.localeCompare(b.messageId));
}

/** Adds or replaces a message by its id. */
export function withMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  return [...messages.filter((m) => m.messageId !== message.messageId), message];
}

/** An own message shows as read when the server said so or the friend has read up to it since. */
export function isRead(message: ChatMessage, friendReadAt: string | null): boolean {
  return message.read || (friendReadAt !== null && message.sentAt <= friendReadAt);
}

/** The time of day of a message, e.g. "14:05" or "2:05 PM" as the browser's locale writes it. */
export function timeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
