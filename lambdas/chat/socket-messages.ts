/** The chat's client message over the WebSocket; `$default` gathers it with the others (lambdas/app/websocket-default.ts). */
import type { ClientMessageHandlers } from '../platform/socket-messages';
import { chatSendDeps } from './repository';
import { sendChatMessage } from './send-message';

export const chatMessageHandlers: ClientMessageHandlers<'chat_send'> = {
  // A chat message to a friend: acknowledged here, pushed to both users' other connections (send-message.ts).
  chat_send: async ({ toUserId, clientId, content }, { userId, connectionId }) => {
    await sendChatMessage(chatSendDeps, { userId, connectionId }, { toUserId, clientId, content });
  },
};
