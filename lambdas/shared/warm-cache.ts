/**
 * Keeps a read's answer in the warm Lambda for `ttlMs`: for data every caller shares that changes
 * rarely (the catalogue's index changes on an import), so a busy list route does not read it anew on
 * each request. Concurrent callers during a refresh share one read; a failed read is not kept.
 */
export function cachedFor<T>(ttlMs: number, read: () => Promise<T>, now: () => number = Date.now): { get: () => Promise<T>; clear: () => void } {
  let entry: { value: Promise<T>; expiresAt: number } | undefined;
  return {
    get() {
      if (entry && now() < entry.expiresAt) return entry.value;
      const value = read();
      const current = { value, expiresAt: now() + ttlMs };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
      return value;
    },
    clear() {
      entry = undefined;
    },
  };
}
