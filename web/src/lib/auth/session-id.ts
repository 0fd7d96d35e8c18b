/**
 * The id of this browser's session record (docs/requirements/accounts.md §9: "The session id is kept in local storage;
 * a session is created if none exist"). Settings reads it to mark the current device.
 *
 * The browser chooses the id itself and keeps it as pending before posting it, so a reload while
 * POST /me/sessions is in flight re-posts the same id and the server records one session, not two.
 * Once the server has answered, the id is confirmed under SESSION_ID_KEY.
 */
export const SESSION_ID_KEY = 'codearena.sessionId';
export const PENDING_SESSION_KEY = 'codearena.pendingSession';

/** A posted id not yet confirmed, with the user it was chosen for (another user never re-posts it). */
export interface PendingSession {
  readonly sessionId: string;
  readonly userId: string;
}

export function storedSessionId(): string | null {
  try {
    return window.localStorage.getItem(SESSION_ID_KEY);
  } catch {
    return null;
  }
}

/** Confirms an id the server recorded; the pending one is done with. */
export function storeSessionId(sessionId: string): void {
  try {
    window.localStorage.setItem(SESSION_ID_KEY, sessionId);
    window.localStorage.removeItem(PENDING_SESSION_KEY);
  } catch {
    // storage blocked: a new session is recorded at the next sign-in instead
  }
}

/** Forgets both the confirmed and any pending id (sign-in, sign-out). */
export function clearSessionId(): void {
  try {
    window.localStorage.removeItem(SESSION_ID_KEY);
    window.localStorage.removeItem(PENDING_SESSION_KEY);
  } catch {
    // nothing stored
  }
}

export function storedPendingSession(): PendingSession | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(PENDING_SESSION_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'sessionId' in value && 'userId' in value) {
      const { sessionId, userId } = value;
      if (typeof sessionId === 'string' && typeof userId === 'string') return { sessionId, userId };
    }
    return null;
  } catch {
    return null;
  }
}

export function storePendingSession(pending: PendingSession): void {
  try {
    window.localStorage.setItem(PENDING_SESSION_KEY, JSON.stringify(pending));
  } catch {
    // storage blocked: this post still records the session, a reload just may record another
  }
}

/**
 * A new random (v4) session id. crypto.randomUUID needs a secure context (https or localhost), so
 * a page served over plain http elsewhere builds one from crypto.getRandomValues.
 */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
