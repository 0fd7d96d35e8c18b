import { AUTH_CALL_TIMEOUT_MS } from './messages';

/** A Cognito call that took longer than docs/requirements/accounts.md §12 allows; the screens map it to their timeout message. */
export class AuthTimeoutError extends Error {
  override name = 'AuthTimeoutError';
  constructor() {
    super('The request timed out.');
  }
}

/** Settles with the call, or rejects with AuthTimeoutError after timeoutMs (the call itself cannot be cancelled). */
export function withTimeout<T>(call: Promise<T>, timeoutMs = AUTH_CALL_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthTimeoutError()), timeoutMs);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}
