/** The chat's dependencies, wired to DynamoDB (lambdas/data) and the WebSocket fan-out. */
import {
  findSentMessage,
  getChatParty,
  getConversationPair,
  isChatPageKey,
  listUnreadConversations,
  markConversationRead,
  readChatPage,
  storeChatMessage,
} from '../data/chat';
import { areFriends } from '../data/friends';
import { listUserConnectionIds } from '../data/user-connections';
import { pushToConnections, pushToUser } from '../platform/fan-out';
import type { ChatDeps, ChatReadRepository } from './chat';
import type { ChatSendDeps } from './send-message';

export const chatRepository: ChatReadRepository = {
  getChatParty,
  areFriends,
  getConversationPair,
  readChatPage,
  isChatPageKey,
  markConversationRead,
  listUnreadConversations,
};

export const chatDeps: ChatDeps = { chats: chatRepository, pushToUser };

export const chatSendDeps: ChatSendDeps = {
  getChatParty,
  areFriends,
  storeChatMessage,
  findSentMessage,
  getConversationPair,
  listUserConnectionIds,
  pushToConnections,
};
