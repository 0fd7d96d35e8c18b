/**
 * One-to-one chat between friends (docs/requirements/friends.md §4: the chat message and its read flag):
 * messages in the conversation's partition `CHAT#<chatId>`, a dedupe item per (sender, clientId),
 * and each user's conversation item with the peer (unread count, read up to, last message).
 */
import {
  $add,
  ConditionCheck,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  type Condition,
  type FormattedItem,
} from 'dynamodb-toolbox';
import { chatIdOf, MAX_CHAT_MESSAGES_PER_MINUTE } from '@contract/chat';
import { accountWritable } from './account-guard';
import { isConditionFailure } from './conditional-write';
import { belowLimit, MeterEntity, meters } from './entities/meter';
import { ChatClientIdEntity } from './entities/chat-client-id';
import { ChatMessageEntity } from './entities/chat-message';
import { ConversationEntity } from './entities/conversation';
import { FriendEntity } from './entities/friend';
import { UserProfileEntity } from './entities/user-profile';
import { keys, type ItemKey } from './keys';
import { namedTransaction } from './named-transaction';
import { expiresIn, isExpired, queryAll, table } from './table';

export interface StoredChatMessage {
  chatId: string;
  sentAt: string;
  messageId: string;
  fromUserId: string;
  toUserId: string;
  content: string;
  clientId: string;
}
export type StoredConversation = FormattedItem<typeof ConversationEntity>;

/** A resend is recognised for a day (then the client id may come again as a new message). */
export const CHAT_CLIENT_ID_TTL_SECONDS = 24 * 60 * 60;
/** Two sends to one conversation at once may conflict on the conversation items: retried this often. */
const MAX_SEND_ATTEMPTS = 6;
/** A minute's count is needed for that minute only. */
const CHAT_RATE_TTL_SECONDS = 60 * 60;

/** What the chat needs of a user's profile: the name (refusal texts), whether they take messages, and whether the account lives. */
export interface ChatParty {
  userId: string;
  name: string;
  showMessages: boolean;
  /** False when the account is being deleted. */
  writable: boolean;
}

export async function getChatParty(userId: string): Promise<ChatParty | undefined> {
  const { Item } = await UserProfileEntity.build(GetItemCommand)
    .key({ userId })
    .options({ consistent: true, attributes: ['userId', 'name', 'showMessages', 'deletingAt'] })
    .send();
  if (!Item) return undefined;
  return { userId, name: Item.name, showMessages: Item.showMessages !== false, writable: Item.deletingAt === undefined };
}

export interface NewChatMessage {
  messageId: string;
  fromUserId: string;
  toUserId: string;
  content: string;
  clientId: string;
  sentAt: string;
}

export type ChatStoring =
  | { outcome: 'stored'; message: StoredChatMessage }
  /** The sender had already stored a message with this clientId: nothing new was written. */
  | { outcome: 'duplicate'; message: StoredChatMessage }
  | { outcome: 'notFriends' | 'senderDisabled' | 'recipientDisabled' | 'accountGone' | 'tooFast' };

/** The profile's account may be written and the user takes messages (docs/requirements/friends.md §4). */
const takesMessages: Condition<typeof UserProfileEntity> = {
  and: [
    accountWritable,
    {
      or: [
        { attr: 'showMessages', exists: false },
        { attr: 'showMessages', eq: true },
      ],
    },
  ],
};

/**
 * Stores a message in one transaction (docs/requirements/friends.md §4): F(from,to) exists, both
 * accounts writable and taking messages, the dedupe item for (sender, clientId) new (or expired),
 * the message, the recipient's conversation (unread + 1) and the sender's. A known clientId answers
 * the stored message and writes nothing.
 */
export async function storeChatMessage(message: NewChatMessage, now = new Date()): Promise<ChatStoring> {
  const { fromUserId, toUserId, clientId, sentAt, messageId } = message;
  const chatId = chatIdOf(fromUserId, toUserId);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
    const cancelled = await namedTransaction([
      {
        name: 'friendship',
        item: FriendEntity.build(ConditionCheck).key({ userId: fromUserId, friendId: toUserId }).condition({ attr: 'friendId', exists: true }),
      },
      { name: 'sender', item: UserProfileEntity.build(ConditionCheck).key({ userId: fromUserId }).condition(takesMessages) },
      { name: 'recipient', item: UserProfileEntity.build(ConditionCheck).key({ userId: toUserId }).condition(takesMessages) },
      {
        name: 'clientId',
        item: ChatClientIdEntity.build(PutTransaction)
          .item({ chatId, fromUserId, clientId, sentAt, messageId, expiresAt: expiresIn(CHAT_CLIENT_ID_TTL_SECONDS, now.getTime()) })
          // DynamoDB deletes expired items late (DynamoDB Local never): an expired one counts as absent.
          .options({
            condition: {
              or: [
                { attr: 'clientId', exists: false },
                { attr: 'expiresAt', lte: nowSeconds },
              ],
            },
          }),
      },
      {
        name: 'message',
        item: ChatMessageEntity.build(PutTransaction)
          .item({ ...message, chatId })
          .options({ condition: { attr: 'messageId', exists: false } }),
      },
      {
        name: 'recipientConversation',
        item: ConversationEntity.build(UpdateTransaction).item({ userId: toUserId, peerId: fromUserId, unread: $add(1), lastMessageAt: sentAt }),
      },
      { name: 'senderConversation', item: ConversationEntity.build(UpdateTransaction).item({ userId: fromUserId, peerId: toUserId, lastMessageAt: sentAt }) },
      {
        name: 'rate',
        item: MeterEntity.build(UpdateTransaction)
          .item({
            owner: keys.user(fromUserId),
            meter: meters.chat,
            window: sentAt.slice(0, 16),
            count: $add(1),
            expiresAt: expiresIn(CHAT_RATE_TTL_SECONDS, now.getTime()),
          })
          .options({ condition: belowLimit(MAX_CHAT_MESSAGES_PER_MINUTE) }),
      },
    ]);
    if (!cancelled) return { outcome: 'stored', message: { ...message, chatId } };
    const { failed } = cancelled;
    if (failed.has('clientId')) {
      const stored = await findSentMessage(fromUserId, toUserId, clientId, now);
      if (stored) return { outcome: 'duplicate', message: stored };
    } else if (failed.has('sender') || failed.has('friendship') || failed.has('recipient')) {
      return refusalOf(fromUserId, toUserId, failed);
    } else if (failed.has('rate')) {
      return { outcome: 'tooFast' };
    }
    if (cancelled.conflicted.size === 0 && !failed.has('clientId')) throw cancelled.error;
    await new Promise((done) => setTimeout(done, 10 * attempt + Math.random() * 20));
  }
  throw new Error(`could not store chat message ${messageId}: the conversation stayed contended`);
}

/** Why the transaction's checks failed, in the order the user is told (sender, friendship, recipient). */
async function refusalOf(fromUserId: string, toUserId: string, failed: ReadonlySet<string>): Promise<ChatStoring> {
  if (failed.has('sender')) {
    const sender = await getChatParty(fromUserId);
    return { outcome: !sender?.writable ? 'accountGone' : 'senderDisabled' };
  }
  if (failed.has('friendship')) return { outcome: 'notFriends' };
  const recipient = await getChatParty(toUserId);
  return { outcome: recipient?.writable && !recipient.showMessages ? 'recipientDisabled' : 'notFriends' };
}

/** The message a sender stored with this clientId (within the dedupe's day), if any. */
export async function findSentMessage(fromUserId: string, toUserId: string, clientId: string, now = new Date()): Promise<StoredChatMessage | undefined> {
  const chatId = chatIdOf(fromUserId, toUserId);
  const { Item: marker } = await ChatClientIdEntity.build(GetItemCommand).key({ chatId, fromUserId, clientId }).options({ consistent: true }).send();
  if (!marker || isExpired(marker, now.getTime())) return undefined;
  const { Item } = await ChatMessageEntity.build(GetItemCommand)
    .key({ chatId, sentAt: marker.sentAt, messageId: marker.messageId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The last key of a page: where the next older page starts. */
export interface ChatPageKey {
  pk: string;
  sk: string;
}

/** Whether a key decoded from a client's cursor is a message key of this conversation (anything else is refused, never sent to DynamoDB). */
export function isChatPageKey(chatId: string, key: unknown): key is ChatPageKey {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
  const entries = Object.entries(key);
  if (entries.length !== 2) return false;
  const { pk, sk } = key as Record<string, unknown>;
  return pk === keys.chat(chatId) && typeof sk === 'string' && sk.startsWith(keys.chatMessagePrefix()) && sk.length <= 300;
}

/**
 * A page of a conversation, newest first (docs/requirements/friends.md §4: the 8 newest, then older pages of 8), starting
 * after `before`. `olderKey` is set only when older messages exist (one extra item is read to know).
 */
export async function readChatPage(
  chatId: string,
  limit: number,
  before?: ChatPageKey,
): Promise<{ messages: StoredChatMessage[]; olderKey: ChatPageKey | null }> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(ChatMessageEntity)
    .query({ partition: keys.chat(chatId), range: { beginsWith: keys.chatMessagePrefix() } })
    .options({ reverse: true, limit: limit + 1, ...(before && { exclusiveStartKey: { pk: before.pk, sk: before.sk } }) })
    .send();
  const messages = Items.slice(0, limit);
  const last = messages.at(-1);
  const olderKey = Items.length > limit && last ? { pk: keys.chat(chatId), sk: keys.chatMessageSort(last.sentAt, last.messageId) } : null;
  return { messages, olderKey };
}

/** The caller's and the peer's conversation items (either may be absent before a first message). */
export async function getConversationPair(userId: string, peerId: string): Promise<{ mine?: StoredConversation; theirs?: StoredConversation }> {
  const read = (owner: string, peer: string) =>
    ConversationEntity.build(GetItemCommand)
      .key({ userId: owner, peerId: peer })
      .options({ consistent: true })
      .send()
      .then((r) => r.Item);
  const [mine, theirs] = await Promise.all([read(userId, peerId), read(peerId, userId)]);
  return { ...(mine && { mine }), ...(theirs && { theirs }) };
}

const MAX_MARK_READ_ATTEMPTS = 4;

/**
 * The user opened the conversation: unread 0 and readAt = now (never before the last message, so a
 * message stored with a later clock still reads as read). Written only when something was unread,
 * on the condition that no message arrived since it was read; answers whether it changed and the readAt in force.
 */
export async function markConversationRead(userId: string, peerId: string, now = new Date()): Promise<{ changed: boolean; readAt: string | undefined }> {
  for (let attempt = 1; attempt <= MAX_MARK_READ_ATTEMPTS; attempt++) {
    const { Item } = await ConversationEntity.build(GetItemCommand).key({ userId, peerId }).options({ consistent: true }).send();
    if (!Item || !Item.unread || Item.unread <= 0) return { changed: false, readAt: Item?.readAt };
    const nowIso = now.toISOString();
    const readAt = Item.lastMessageAt && Item.lastMessageAt > nowIso ? Item.lastMessageAt : nowIso;
    try {
      await ConversationEntity.build(UpdateItemCommand)
        .item({ userId, peerId, unread: 0, readAt })
        .options({
          condition: {
            and: [
              { attr: 'unread', gt: 0 },
              Item.lastMessageAt === undefined ? { attr: 'lastMessageAt', exists: false } : { attr: 'lastMessageAt', eq: Item.lastMessageAt },
            ],
          },
        })
        .send();
      return { changed: true, readAt };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A message arrived (or another tab read it) meanwhile: read the item again.
    }
  }
  const { Item } = await ConversationEntity.build(GetItemCommand).key({ userId, peerId }).options({ consistent: true }).send();
  return { changed: false, readAt: Item?.readAt };
}

/** The user's conversations with unread messages. */
export async function listUnreadConversations(userId: string): Promise<{ peerId: string; unread: number }[]> {
  const items = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ConversationEntity)
      .query({ partition: keys.user(userId), range: { beginsWith: keys.conversationPrefix() } })
      .options({ filters: { Conversation: { attr: 'unread', gt: 0 } }, attributes: ['peerId', 'unread'], ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
  return items.filter((item) => (item.unread ?? 0) > 0).map((item) => ({ peerId: item.peerId, unread: item.unread ?? 0 }));
}

/**
 * Account deletion (docs/decisions/D28): besides the user's own items (their
 * conversation items, messages and dedupes on gsi1), every conversation goes whole: the peer's
 * messages to the user and the peer's conversation item with the user. Every conversation with a
 * message has the user's conversation item (`CHAT#<peerId>` in the user's partition), so the peers
 * are read from the keys of the user's partition, already listed by the caller.
 */
export async function conversationItemKeys(userId: string, ownKeys: readonly ItemKey[]): Promise<ItemKey[]> {
  const prefix = keys.conversationPrefix();
  const peers = ownKeys.filter((k) => k.pk === keys.user(userId) && k.sk.startsWith(prefix)).map((k) => k.sk.slice(prefix.length));
  const perPeer = await Promise.all(
    peers.map(async (peerId) => {
      const partition = keys.chat(chatIdOf(userId, peerId));
      const { Items = [] } = await table.build(QueryCommand).query({ partition }).options({ maxPages: Infinity }).send();
      return [...Items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })), { pk: keys.user(peerId), sk: keys.conversationSort(userId) }];
    }),
  );
  return perPeer.flat();
}
