/**
 * docs/requirements/accounts.md §12: forced token refreshes are limited to 3 a minute and at least 5 s apart, so a
 * page that keeps asking for a fresh token cannot hammer Cognito. Amplify still refreshes an
 * expired token on its own; this only gates the early refresh of a token that is about to expire.
 */
export const REFRESH_LIMIT = { perMinute: 3, minGapMs: 5_000 } as const;

export class RefreshBudget {
  private readonly taken: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one refresh if the budget allows it now; false means use the current token. */
  tryTake(): boolean {
    const now = this.now();
    while (this.taken.length > 0 && now - this.taken[0]! >= 60_000) this.taken.shift();
    const last = this.taken.at(-1);
    if (this.taken.length >= REFRESH_LIMIT.perMinute) return false;
    if (last !== undefined && now - last < REFRESH_LIMIT.minGapMs) return false;
    this.taken.push(now);
    return true;
  }
}

/** A token this close to its expiry is refreshed before it is sent. */
export const REFRESH_AHEAD_SECONDS = 60;

export function expiresSoon(expSeconds: number | undefined, nowMs: number): boolean {
  return expSeconds !== undefined && expSeconds * 1000 - nowMs < REFRESH_AHEAD_SECONDS * 1000;
}
