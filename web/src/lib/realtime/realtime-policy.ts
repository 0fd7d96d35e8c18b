/** docs/requirements/shell.md §9, §10: how the realtime connection behaves, in one place. */
export const realtimePolicy = {
  /** The socket is set up this long after sign-in. */
  setupDelayMs: 500,
  /** `user_activity` is sent this often while connected. */
  activityIntervalMs: 30_000,
  /** Input events send `user_activity` at most this often (mousemove alone fires dozens per second). */
  activityThrottleMs: 10_000,
  maxReconnectAttempts: 5,
  reconnectDelayMs: 1_000,
  maxReconnectDelayMs: 5_000,
  /** A socket that has not opened by then counts as a failed attempt. */
  connectTimeoutMs: 30_000,
} as const;

/** Attempt n (1-based) waits 1 s, 2 s, 4 s, then 5 s: doubling from 1 s, capped at 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(realtimePolicy.reconnectDelayMs * 2 ** Math.max(0, attempt - 1), realtimePolicy.maxReconnectDelayMs);
}

export const realtimeMessages = {
  connectionFailed: (message: string) => `Connection failed: ${message}`,
  reconnectionFailed: (message: string) => `Reconnection failed: ${message}`,
  setupFailed: (message: string) => `Connection setup failed: ${message}`,
  gaveUp: 'Unable to connect to real-time services. Some features may be limited.',
  authError: 'Authentication error. Please refresh the page.',
} as const;

/** Input that means the user is present (docs/requirements/shell.md §9: mouse, key, scroll, touch, click). */
export const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;
