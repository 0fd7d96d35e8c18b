import { restEvent } from '../env';

export const ada = { sub: 'u-ada', email: 'ada@example.com' };
export const bob = { sub: 'u-bob', email: 'bob@example.com' };

/** A profile item as DynamoDB holds it (keys and all), as PostConfirmation created it. */
export function storedProfile(userId = ada.sub, extra: Record<string, unknown> = {}) {
  return {
    pk: `USER#${userId}`,
    sk: 'PROFILE',
    _et: 'UserProfile',
    _ct: '2026-11-01T10:00:00.000Z',
    _md: '2026-11-01T10:00:00.000Z',
    userId,
    email: `${userId}@example.com`,
    name: 'Ada Lovelace',
    role: 'student',
    plan: 'free',
    language: 'English',
    timezone: 'UTC',
    codeEditorTheme: 'hc-black',
    showBadges: true,
    showStatus: true,
    showMessages: true,
    certificates: [{ name: 'Platform Conqueror', unlocked: false }],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

/** The user's stats item next to the profile (xp, streaks). */
export function storedStats(userId = ada.sub, extra: Record<string, unknown> = {}) {
  return {
    pk: `USER#${userId}`,
    sk: 'PROFILE#STATS',
    _et: 'UserStats',
    _ct: '2026-11-01T10:00:00.000Z',
    _md: '2026-11-01T10:00:00.000Z',
    userId,
    xp: 0,
    currentStreak: 1,
    longestStreak: 1,
    ...extra,
  };
}

/** The user's presence item next to the profile. */
export function storedPresence(userId = ada.sub, extra: Record<string, unknown> = {}) {
  return {
    pk: `USER#${userId}`,
    sk: 'PROFILE#PRESENCE',
    _et: 'UserPresence',
    _ct: '2026-11-01T10:00:00.000Z',
    _md: '2026-11-01T10:00:00.000Z',
    userId,
    status: 'offline',
    ...extra,
  };
}

/** A REST event from a signed-in user: body as JSON, path parameters as given. */
export function userEvent(
  claims: { sub: string; email: string } | undefined,
  opts: { method?: string; body?: unknown; pathParameters?: Record<string, string>; sourceIp?: string } = {},
) {
  const event = restEvent(
    {
      httpMethod: opts.method ?? 'GET',
      headers: opts.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: opts.body === undefined ? null : JSON.stringify(opts.body),
      pathParameters: opts.pathParameters ?? null,
    },
    claims,
  ) as { requestContext: Record<string, unknown> };
  event.requestContext.identity = { sourceIp: opts.sourceIp ?? '203.0.113.7' };
  return event as never;
}

export function bodyOf(response: { body: string }) {
  return JSON.parse(response.body) as Record<string, unknown> & { message?: string };
}
