import { vi } from 'vitest';
import type { Profile } from '@contract/account/profile';
import type { Leaderboard, LeaderboardBoard, LeaderboardPeriod, LeaderboardRow, LeaderboardScope, LeaderboardStats } from '@contract/api/rankings';
import { testProfile } from '@web/test/test-profile';

export interface BoardRequest {
  readonly board: LeaderboardBoard;
  readonly period: LeaderboardPeriod;
  readonly scope: LeaderboardScope;
}

type Answer = { status?: number; body?: unknown };
type Reply<A> = Answer | ((request: A) => Answer | Promise<Answer>);

const names = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Linus', 'Margaret Hamilton', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth', 'Ken Thompson', 'Frances Allen'];
const rowCountries = ['GB', 'GB', 'US', 'FI', 'US', 'NL', 'US', null, 'US', 'US'];

/** Ten rows with scores 1000, 900, … 100; `you` at index `youAt` when given. */
export function testRows(youAt?: number): LeaderboardRow[] {
  return names.map((name, i) => ({
    rank: i + 1, userId: `u-${i + 1}`, name, country: rowCountries[i] ?? null, score: 1000 - i * 100, isYou: i === youAt,
  }));
}

/** A board as the API answers it: ten rows above the caller, who is 57th of 240. */
export function testLeaderboard(request: Partial<BoardRequest> = {}, overrides: Partial<Leaderboard> = {}): Leaderboard {
  const period = request.period ?? 'month';
  return {
    board: request.board ?? 'individual', period, scope: request.scope ?? 'world', periodKey: period === 'month' ? '2026-11' : '2026',
    country: 'US', rows: testRows(),
    you: { rank: 57, userId: 'student-id', name: 'Stu Dent', country: 'US', score: 120, isYou: true },
    total: 240, rankedAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

export const testStats = (overrides: Partial<LeaderboardStats> = {}): LeaderboardStats => ({ worldRank: 12, countryRank: 3, xp: 2750, percentile: 87, rating: { displayed: 1432, contests: 3, provisional: true }, ...overrides });

interface MockRankingsOptions {
  readonly me?: Reply<void>;
  readonly stats?: Reply<void>;
  /** The answer to GET /leaderboard; by default a full board for the request. */
  readonly board?: Reply<BoardRequest>;
}

/**
 * Answers GET /me, GET /leaderboard/stats and GET /leaderboard (recording each board request's
 * query); anything else is a 404, as in test/mock-api.ts.
 */
export function mockRankings({ me = { body: testProfile() satisfies Profile }, stats = { body: testStats() }, board = (r) => ({ body: testLeaderboard(r) }) }: MockRankingsOptions = {}) {
  const requests: BoardRequest[] = [];
  const answer = async <A>(reply: Reply<A>, request: A) => (typeof reply === 'function' ? reply(request) : reply);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/api/, '');
    let reply: Answer = { status: 404, body: { message: `No mock for ${path}` } };
    if ((init?.method ?? 'GET') === 'GET') {
      if (path === '/me') reply = await answer(me, undefined);
      if (path === '/leaderboard/stats') reply = await answer(stats, undefined);
      if (path === '/leaderboard') {
        const q = url.searchParams;
        const request = { board: q.get('board'), period: q.get('period'), scope: q.get('scope') } as BoardRequest;
        requests.push(request);
        reply = await answer(board, request);
      }
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  return { requests, last: () => requests.at(-1) };
}
