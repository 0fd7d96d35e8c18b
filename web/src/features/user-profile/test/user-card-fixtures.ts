import { http } from 'msw';
import type { UserCard } from '@contract/user-card';
import { apiFallback, apiResponse } from '@web/test/mock-api';
import { server } from '@web/test/msw';
import { testConfig } from '@web/test/render-app';

/** A card as GET /users/{userId}/card answers it. */
export function testUserCard(overrides: Partial<UserCard> = {}): UserCard {
  return {
    userId: 'u-1',
    name: 'Ada Lovelace',
    country: { code: 'GB', name: 'United Kingdom' },
    crew: null,
    status: 'online',
    lastSeen: '2026-11-26T11:58:00.000Z',
    xp: 4200,
    level: 2,
    longestStreak: 9,
    memberSince: '2026-01-02T03:04:05.000Z',
    solved: { easy: 7, medium: 4, hard: 1 },
    rankings: [
      { key: 'world-xp', label: 'World Rank', rank: 12 },
      { key: 'country-xp', label: 'Country Rank', rank: 3 },
      { key: 'world-month-xp', label: 'World Rank This Month', rank: 1250 },
      { key: 'country-month-xp', label: 'Country Rank This Month', rank: 40 },
      { key: 'world-month-challenges', label: 'Weekly Challenges World Rank', rank: null },
      { key: 'country-month-challenges', label: 'Weekly Challenges Country Rank', rank: null },
    ],
    achievements: [
      { id: 'sharpshooter', title: 'Sharpshooter', description: 'Solved 10 problems' },
      { id: 'first-blood', title: 'First Blood', description: 'Solved a first problem' },
      { id: 'streak-master', title: 'Streak Master', description: 'Kept a 7-day streak' },
    ],
    rating: 1432,
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };

/**
 * Answers GET /users/{userId}/card with `reply` (an MSW handler; a promise holds the answer back), recording the user ids asked for.
 * Any other request goes to the handlers already declared (another feature's); when there are none,
 * anything else below the API root is a 404, as in test/mock-api.ts.
 */
export function mockUserCard(reply: Answer | ((userId: string) => Answer | Promise<Answer>) = { body: testUserCard() }) {
  const asked: string[] = [];
  const fallback = server.listHandlers().length > 0 ? [] : [apiFallback()];
  server.use(
    http.get(`${testConfig.apiUrl}/users/:userId/card`, async ({ request }) => {
      // The id as the client encoded it in the path, decoded once.
      const userId = decodeURIComponent(/\/users\/([^/]+)\/card$/.exec(new URL(request.url).pathname)![1]!);
      asked.push(userId);
      return apiResponse(typeof reply === 'function' ? await reply(userId) : reply);
    }),
    ...fallback,
  );
  return { asked };
}
