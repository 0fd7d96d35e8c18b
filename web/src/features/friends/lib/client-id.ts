import { clientMessageIdSchema } from '@contract/chat';

/**
 * A new chat message's client id (contract/chat.ts `clientMessageIdSchema`): 32 hex digits. The
 * server keeps one message per (sender, clientId), so resending after a reconnect is no duplicate.
 */
export function newClientMessageId(): string {
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID().replaceAll('-', '')
      : // randomUUID needs a secure context; getRandomValues does not.
        Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return clientMessageIdSchema.parse(id);
}
