import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from './relative-time';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('relative time labels', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN + 59 * MIN, '23 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [6 * 24 * 60 * MIN, '6 days ago'],
  ])('%i ms ago reads %s', (ms, label) => {
    expect(relativeTimeLabel(ago(ms), now)).toBe(label);
  });

  it('shows the date from 7 days on', () => {
    expect(relativeTimeLabel('2026-03-01T08:00:00.000Z', now, 'en-US')).toBe('Mar 1, 2026');
  });

  it('treats a time in the future (clock skew) as just now', () => {
    expect(relativeTimeLabel('2026-03-10T12:05:00.000Z', now)).toBe('Just now');
  });
});
