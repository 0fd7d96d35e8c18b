import { describe, expect, it, vi } from 'vitest';
import { cachedFor } from '../../../../lambdas/shared/warm-cache';

describe('cachedFor', () => {
  it('answers from the first read until the time is up, then reads again', async () => {
    let clock = 0;
    const read = vi.fn(async () => `read at ${clock}`);
    const cache = cachedFor(1000, read, () => clock);
    expect(await cache.get()).toBe('read at 0');
    clock = 999;
    expect(await cache.get()).toBe('read at 0');
    clock = 1000;
    expect(await cache.get()).toBe('read at 1000');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares one read among concurrent callers, and keeps no failed read', async () => {
    let fail = true;
    const read = vi.fn(async () => {
      if (fail) throw new Error('throttled');
      return 'ok';
    });
    const cache = cachedFor(60_000, read);
    const [a, b] = await Promise.allSettled([cache.get(), cache.get()]);
    expect([a.status, b.status]).toEqual(['rejected', 'rejected']);
    expect(read).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await cache.get()).toBe('ok');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
