import { z } from 'zod';

/** Messages a client sends over the WebSocket (spec 1 §7.5); more join as features land. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('user_activity') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Messages the server pushes. */
export type ServerMessage =
  | { type: 'pong'; at: string }
  | { type: 'error'; message: string };
