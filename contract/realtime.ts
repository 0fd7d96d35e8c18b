/**
 * Every WebSocket message, both ways, once (docs/requirements/shell.md §9 and the features' pushes): the `$default`
 * route parses what a client sends with `clientMessageSchema` and dispatches it by `type`
 * (lambdas/app/websocket-default.ts); every push goes through lambdas/platform/fan-out.ts, which checks
 * it against `serverMessageSchema`; the web parses what arrives with the same schema.
 */
import { z } from 'zod';
import { chatMessageSchema, chatSendSchema } from './chat';
import { presenceStatusSchema } from './friends';
import { testFailureShape, testStates, verdictSchema, type JudgeServerMessage } from './judge';

/** API Gateway WebSocket frames are at most 128 KB, both ways. */
export const MAX_FRAME_BYTES = 128 * 1024;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  /** Presence: the browser says the user is active (on connect, every 30 s, on input). */
  z.object({ type: z.literal('user_activity') }),
  /** Settings → Privacy "show online status" (docs/requirements/shell.md §9 payload: the flag). */
  z.object({ type: z.literal('toggle_status_visibility'), visible: z.boolean() }),
  /** A chat message to a friend (contract/chat.ts); answered by `chat_ack` or `chat_error` with the same clientId. */
  chatSendSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

const testOutcomeSchema = z.object({ index: z.number().int(), verdict: verdictSchema, timeMs: z.number(), memoryKb: z.number(), ...testFailureShape });

export const judgeProgressMessageSchema = z.object({
  type: z.literal('judge_progress'),
  submissionId: z.string(),
  tests: z.array(z.object({ index: z.number().int(), state: z.enum(testStates) })),
});

export const judgeResultMessageSchema = z.object({
  type: z.literal('judge_result'),
  submissionId: z.string(),
  verdict: verdictSchema,
  passedTests: z.number().int(),
  totalTests: z.number().int(),
  xpAwarded: z.number(),
  compileMessage: z.string().optional(),
  tests: z.array(testOutcomeSchema),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), at: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('user_status_visibility_change'), userId: z.string(), visible: z.boolean() }),
  /** The gateway could not verify a refreshed token on the open connection. */
  z.object({ type: z.literal('token_refresh_error'), message: z.string().optional() }),
  judgeProgressMessageSchema,
  judgeResultMessageSchema,
  /** A friend's presence changed (docs/requirements/friends.md §5): pushed to the user's friends. */
  z.object({ type: z.literal('user_status_change'), userId: z.string(), status: presenceStatusSchema }),
  /** A chat message, to every open connection of its recipient and the sender's other tabs. */
  z.object({ type: z.literal('chat_message'), message: chatMessageSchema }),
  /** The sending connection's acknowledgement: the stored message for its clientId (also when it was stored before). */
  z.object({ type: z.literal('chat_ack'), clientId: z.string(), message: chatMessageSchema }),
  /** The message was not stored; `message` is the reason to show (contract/chat.ts chatMessages). */
  z.object({ type: z.literal('chat_error'), clientId: z.string(), toUserId: z.string(), message: z.string() }),
  /** The other user read the conversation up to `readAt`: the sender's flags turn to read. */
  z.object({ type: z.literal('chat_read'), userId: z.string(), readAt: z.string() }),
  /** Something of the user's friends changed (a request came, was accepted, …): lists and counters reload. */
  z.object({
    type: z.literal('friends_changed'),
    change: z.enum(['request_received', 'request_accepted', 'request_rejected', 'request_cancelled', 'unfriended']),
    userId: z.string(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];

// The judge's pushes are declared in contract/judge.ts too; both must describe the same messages.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const judgeMessagesAgree: Same<JudgeServerMessage, Extract<ServerMessage, { type: 'judge_progress' | 'judge_result' }>> = true;

/** Bytes of a message as it travels (UTF-8 JSON). */
export function frameBytes(message: unknown): number {
  return new TextEncoder().encode(JSON.stringify(message)).length;
}
