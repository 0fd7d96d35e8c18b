import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const reading = (name: string) => [...screen.getByRole('timer', { name }).querySelectorAll('dd')].map((dd) => dd.textContent).join(':');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('counts days, hours, minutes and seconds down to the moment every second, as a timer with the name it is given', () => {
    render(<Countdown to="2026-11-27T13:04:05.900Z" label="Time left" />);
    expect(reading('Time left')).toBe('02:03:04:05');
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    tick(1000);
    expect(reading('Time left')).toBe('02:03:04:04');
    tick(5 * 1000);
    expect(reading('Time left')).toBe('02:03:03:59');
  });

  it.each([
    ['no moment', undefined],
    ['an unreadable one', 'not a date'],
    ['one that has passed', '2026-11-25T09:59:59.000Z'],
  ])('reads zeros for %s, and does not tick', (_, to) => {
    render(<Countdown to={to} label="Time left" />);
    expect(reading('Time left')).toBe('00:00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says once that it reached zero, and stops ticking there', () => {
    const onZero = vi.fn();
    render(<Countdown to="2026-11-25T10:00:02.000Z" label="Time until it starts" onZero={onZero} />);
    tick(1000);
    expect(onZero).not.toHaveBeenCalled();
    tick(1000);
    expect(reading('Time until it starts')).toBe('00:00:00:00');
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    tick(5000);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('counts against the clock, not the ticks: a tab the browser throttled reads right on its next tick', () => {
    render(<Countdown to="2026-11-25T10:01:00.000Z" label="Time left" />);
    // 30 s pass while the interval is held back, then one tick comes.
    vi.setSystemTime(NOW + 30_000);
    tick(1000);
    expect(reading('Time left')).toBe('00:00:00:29');
  });
});
