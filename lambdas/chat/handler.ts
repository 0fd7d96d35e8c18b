/** The chat feature's Lambda: the routes of contract/api/chat.ts (sending is over the WebSocket, lambdas/realtime). */
import { chatApi } from '@contract/api/chat';
import { featureRouter } from '../shared/http-handler';
import { handler as getChatHistory } from './get-chat-history';
import { handler as getUnreadCounts } from './get-unread-counts';
import { handler as markChatRead } from './mark-chat-read';

export const handler = featureRouter(chatApi, { getChatHistory, markChatRead, getUnreadCounts });
