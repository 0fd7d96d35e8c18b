import { vi } from 'vitest';
import type { Profile } from '../../../../../contract/account/profile';

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

type Reply = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

/**
 * Answers the app's API calls from a table keyed "METHOD /path" (below /api); anything else is a
 * 404, so a wrong call fails the test. Returns the calls made, for assertions.
 */
export function mockApi(routes: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = routes[`${method} ${path}`];
    const answer = typeof reply === 'function' ? await reply(call) : (reply ?? { status: 404, body: { message: `No mock for ${method} ${path}` } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'student-id',
    email: 'student@example.com',
    name: 'Stu Dent',
    role: 'student',
    plan: 'free',
    country: { name: 'United States', code: 'US' },
    language: 'English',
    timezone: 'UTC',
    codeEditorTheme: 'hc-black',
    theme: 'dark',
    dateFormat: 'MM/DD/YYYY',
    githubLink: null,
    linkedinLink: null,
    showBadges: true,
    showStatus: true,
    showMessages: true,
    currentStreak: 1,
    longestStreak: 1,
    xp: 0,
    level: 0,
    certificates: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
