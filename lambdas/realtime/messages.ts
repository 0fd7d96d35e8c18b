import { z } from 'zod';

/** Messages a client sends over the WebSocket (spec 1 §7.5); more join as features land. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('user_activity') }),
  /** Settings → Privacy "show online status" (spec 1 §7.5 payload: the flag). */
  z.object({ type: z.literal('toggle_status_visibility'), visible: z.boolean() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Messages the server pushes. */
export type ServerMessage =
  | { type: 'pong'; at: string }
  | { type: 'error'; message: string }
  | { type: 'user_status_visibility_change'; userId: string; visible: boolean };
