/**
 * The WebSocket `$default` Lambda (contract/routes.ts webSocketRoutes): every client message of the
 * contract with its feature's handler. A feature adds a message to contract/realtime.ts, its handler
 * in its own folder, and the handler here; the type refuses a message left without one.
 */
import { chatMessageHandlers } from '../chat/socket-messages';
import type { ClientMessageHandlers } from '../platform/socket-messages';
import { defaultRoute } from '../realtime/default';
import { realtimeMessageHandlers } from '../realtime/socket-messages';
import { entryPoint } from '../shared/entry-point';

export const clientMessageHandlers: ClientMessageHandlers = { ...realtimeMessageHandlers, ...chatMessageHandlers };

export const handler = entryPoint('webSocket', defaultRoute(clientMessageHandlers));
