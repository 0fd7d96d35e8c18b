import { z } from 'zod';
import { chatHistoryQuerySchema, chatHistorySchema, markChatReadResponseSchema, unreadCountsSchema } from '../chat';
import { defineRoute } from '../http/route';
import { userIdSchema } from './ids';

const friend = z.object({ userId: userIdSchema });

/**
 * The chat feature (lambdas/chat): reading a conversation back. Messages are sent over the
 * WebSocket (`chat_send`, lambdas/chat/socket-messages.ts). The conversation is always the caller's
 * own with the path's user: no route takes a chat id, so no one can name another pair's chat.
 */
export const chatApi = {
  getChatHistory: defineRoute({
    id: 'GetChatHistory',
    feature: 'chat',
    method: 'GET',
    path: '/chats/{userId}/messages',
    access: 'user',
    grants: ['table:read'],
    params: friend,
    query: chatHistoryQuerySchema,
    response: chatHistorySchema,
  }),
  markChatRead: defineRoute({
    id: 'MarkChatRead',
    feature: 'chat',
    method: 'POST',
    path: '/chats/{userId}/read',
    access: 'user',
    grants: ['table:read', 'table:write', 'websocket:manage'],
    params: friend,
    response: markChatReadResponseSchema,
  }),
  getUnreadCounts: defineRoute({
    id: 'GetUnreadChatCounts',
    feature: 'chat',
    method: 'GET',
    path: '/me/chats/unread',
    access: 'user',
    grants: ['table:read'],
    response: unreadCountsSchema,
  }),
};
