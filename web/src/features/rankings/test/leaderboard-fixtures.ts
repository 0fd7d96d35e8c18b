import { http } from 'msw';
import type { Profile } from '@contract/account/profile';
import type { Leaderboard, LeaderboardBoard, LeaderboardPeriod, LeaderboardRow, LeaderboardScope, LeaderboardStats } from '@contract/api/rankings';
import { apiFallback, apiResponse } from '@web/test/mock-api';
import { server } from '@web/test/msw';
import { testConfig } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';

export interface BoardRequest {
  readonly board: LeaderboardBoard;
  readonly period: LeaderboardPeriod;
  readonly scope: LeaderboardScope;
}

type Answer = { status?: number; body?: unknown };
type Reply<A> = Answer | ((request: A) => Answer | Promise<Answer>);

const names = [
  'Ada Lovelace',
  'Alan Turing',
  'Grace Hopper',
  'Linus',
  'Margaret Hamilton',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Ken Thompson',
  'Frances Allen',
];
const rowCountries = ['GB', 'GB', 'US', 'FI', 'US', 'NL', 'US', null, 'US', 'US'];

/** Ten rows with scores 1000, 900, … 100; `you` at index `youAt` when given. */
export function testRows(youAt?: number): LeaderboardRow[] {
  return names.map((name, i) => ({
    rank: i + 1,
    userId: `u-${i + 1}`,
    name,
    country: rowCountries[i] ?? null,
    score: 1000 - i * 100,
    isYou: i === youAt,
  }));
}

/** A board as the API answers it: ten rows above the caller, who is 57th of 240. */
export function testLeaderboard(request: Partial<BoardRequest> = {}, overrides: Partial<Leaderboard> = {}): Leaderboard {
  const period = request.period ?? 'month';
  return {
    board: request.board ?? 'individual',
    period,
    scope: request.scope ?? 'world',
    periodKey: period === 'month' ? '2026-11' : '2026',
    country: 'US',
    rows: testRows(),
    you: { rank: 57, userId: 'student-id', name: 'Stu Dent', country: 'US', score: 120, isYou: true },
    total: 240,
    rankedAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

export const testStats = (overrides: Partial<LeaderboardStats> = {}): LeaderboardStats => ({
  worldRank: 12,
  countryRank: 3,
  xp: 2750,
  percentile: 87,
  rating: { displayed: 1432, contests: 3, provisional: true },
  ...overrides,
});

interface MockRankingsOptions {
  readonly me?: Reply<void>;
  readonly stats?: Reply<void>;
  /** The answer to GET /leaderboard; by default a full board for the request. */
  readonly board?: Reply<BoardRequest>;
}

/**
 * Answers GET /me, GET /leaderboard/stats and GET /leaderboard (MSW handlers, recording each board
 * request's query); anything else below the API root is a 404, as in test/mock-api.ts.
 */
export function mockRankings({
  me = { body: testProfile() satisfies Profile },
  stats = { body: testStats() },
  board = (r) => ({ body: testLeaderboard(r) }),
}: MockRankingsOptions = {}) {
  const requests: BoardRequest[] = [];
  const answer = async <A>(reply: Reply<A>, request: A) => apiResponse(await (typeof reply === 'function' ? reply(request) : reply));
  server.use(
    http.get(`${testConfig.apiUrl}/me`, () => answer(me, undefined)),
    http.get(`${testConfig.apiUrl}/leaderboard/stats`, () => answer(stats, undefined)),
    http.get(`${testConfig.apiUrl}/leaderboard`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const boardRequest = { board: q.get('board'), period: q.get('period'), scope: q.get('scope') } as BoardRequest;
      requests.push(boardRequest);
      return answer(board, boardRequest);
    }),
    apiFallback(),
  );
  return { requests, last: () => requests.at(-1) };
}
