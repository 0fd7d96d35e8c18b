import { describe, expect, it } from 'vitest';
import { judgeTurns } from '../../support/catalogue-first-sequencer';

const seconds: Record<string, number> = { J70: 70, J45: 45, J3: 3, L50: 50, L20: 20 };
const secondsOf = (file: string) => seconds[file] ?? 10;

describe('the judge files’ turns in the first group', () => {
  it('queues the longest judge file first, then enough other work for the remaining workers to do while it runs', () => {
    const others = ['L50', 'L20', ...Array.from({ length: 20 }, (_, i) => `f${i}`)];
    const queue = judgeTurns(['J3', 'J45', 'J70'], others, secondsOf, 3);
    expect(queue[0]).toBe('J70');
    // 70 s on one worker: 140 s of other files on the two others (L50 + L20 + seven of 10 s) before the next.
    expect(queue.indexOf('J45')).toBe(1 + 2 + 7);
    // 45 s: 90 s of others (nine files) before the last judge file.
    expect(queue.indexOf('J3') - queue.indexOf('J45')).toBe(1 + 9);
    expect([...queue].sort()).toEqual([...others, 'J3', 'J45', 'J70'].sort());
  });

  it('puts the judge files it could not space at the end, in order, when other work runs out', () => {
    expect(judgeTurns(['J3', 'J70', 'J45'], ['L20'], secondsOf, 3)).toEqual(['J70', 'L20', 'J45', 'J3']);
  });

  it('spaces them by the whole other work on a single worker', () => {
    expect(judgeTurns(['J45', 'J3'], ['L50', 'f1'], secondsOf, 1)).toEqual(['J45', 'L50', 'J3', 'f1']);
  });
});
