import { chatMessages, chatSendSchema } from '@contract/chat';
import { clientMessageSchema, type ClientMessage, type ServerMessage } from '@contract/realtime';
import { touchConnection } from '../data/connections';
import { closeSocket } from '../platform/close-sockets';
import { pushToConnections } from '../platform/fan-out';
import type { ClientMessageHandlers, SocketContext } from '../platform/socket-messages';
import { isSignInRevoked } from './revoked-sign-in';
import { ok, type SocketEvent } from './socket-event';

function parseMessage(body: string | undefined) {
  let raw: unknown;
  try {
    raw = JSON.parse(body ?? '');
  } catch {
    return { success: false as const, refusal: undefined };
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (parsed.success) return parsed;
  return { success: false as const, refusal: chatSendRefusal(raw) };
}

/**
 * A `chat_send` the contract refuses (empty, over MAX_CHAT_MESSAGE_LENGTH, a bad client id) is
 * answered as the chat answers: `chat_error` with the rule's own message (contract/chat.ts).
 */
function chatSendRefusal(raw: unknown): ServerMessage | undefined {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if (fields.type !== 'chat_send') return undefined;
  const checked = chatSendSchema.safeParse(raw);
  const message = checked.success ? chatMessages.sendFailed : (checked.error.issues[0]?.message ?? chatMessages.sendFailed);
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');
  return { type: 'chat_error', clientId: text(fields.clientId), toUserId: text(fields.toUserId), message };
}

async function dispatchClientMessage(handlers: ClientMessageHandlers, message: ClientMessage, context: SocketContext): Promise<void> {
  const handle = handlers[message.type] as (message: ClientMessage, context: SocketContext) => Promise<void>;
  await handle(message, context);
}

/**
 * $default: every client message, dispatched by its `type` to the handler the features gave
 * (lambdas/app/websocket-default.ts); activity keeps the connection fresh. The user is the one the
 * $connect authorizer proved, never anything the message says.
 */
export function defaultRoute(handlers: ClientMessageHandlers) {
  return async function handler(event: SocketEvent) {
    const { connectionId } = event.requestContext;
    const userId = event.requestContext.authorizer?.userId;
    const reply = (message: ServerMessage) => pushToConnections([connectionId], message);
    const message = parseMessage(event.body);
    if (!message.success) {
      await reply(message.refusal ?? { type: 'error', message: 'Unknown message' });
      return ok();
    }
    // A socket whose sign-in was revoked since it opened is closed, its message unread.
    if (userId && (await isSignInRevoked(event.requestContext.authorizer!))) {
      await closeSocket(connectionId);
      return ok();
    }
    if (!userId) return ok();
    // A ping only keeps the socket open: it writes nothing, so a flood of them costs no table
    // capacity (the connection's TTL outlives API Gateway's two hours without it).
    if (message.data.type === 'ping') return dispatchClientMessage(handlers, message.data, { connectionId, userId, reply }).then(() => ok());
    // A message after $disconnect (the connection item is gone) changes nothing.
    if (!(await touchConnection(connectionId))) return ok();
    await dispatchClientMessage(handlers, message.data, { connectionId, userId, reply });
    return ok();
  };
}
