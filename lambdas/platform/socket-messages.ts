/**
 * The WebSocket's client messages (contract/realtime.ts) and their handlers: each feature gives the
 * handlers of its own messages (lambdas/realtime/socket-messages.ts, lambdas/chat/socket-messages.ts)
 * and lambdas/app/websocket-default.ts gathers them for `$default`, whose type requires a handler
 * for every message of the contract.
 */
import type { ClientMessage, ClientMessageType, ServerMessage } from '@contract/realtime';

export interface SocketContext {
  readonly connectionId: string;
  /** The user the `$connect` authorizer proved, never anything the message says. */
  readonly userId: string;
  /** Answers this connection only. */
  readonly reply: (message: ServerMessage) => Promise<unknown>;
}

/** One handler per message type of `T` (every type of the contract when `T` is left out). */
export type ClientMessageHandlers<T extends ClientMessageType = ClientMessageType> = {
  [K in T]: (message: Extract<ClientMessage, { type: K }>, context: SocketContext) => Promise<void>;
};
