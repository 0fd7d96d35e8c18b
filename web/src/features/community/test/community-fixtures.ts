import type { AuthorCard, CommunityStats, DiscussionItem } from '@contract/discussions';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { type ApiCall, mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { freshItem } from '@web/components/discussion/fresh-item';

type Reply = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

/** The signed-in test user (fake-auth's student) as an author. */
export const ME: AuthorCard = { userId: 'student-id', name: 'Stu Dent', role: 'student', plan: 'free' };
export const OTHER: AuthorCard = { userId: 'other-id', name: 'Ada Lovelace', role: 'mentor', plan: 'premium' };

export function post(n: number, overrides: Partial<DiscussionItem> = {}): DiscussionItem {
  return freshItem({
    id: `POST${String(n).padStart(8, '0')}`,
    kind: 'community',
    category: 'discussion',
    title: `Post ${n}`,
    content: `Body of post ${n}`,
    author: OTHER,
    createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
    ...overrides,
  });
}

export const testStats = (overrides: Partial<CommunityStats> = {}): CommunityStats => ({
  totalPosts: 0,
  activeMembers: 0,
  codeSnippets: 0,
  tutorials: 0,
  ...overrides,
});

/** Every route the community page reads, answered empty unless a test says otherwise. */
export function mockCommunity(routes: Record<string, Reply> = {}) {
  return mockApi({
    'GET /me': { body: testProfile({ userId: 'student-id', name: 'Stu Dent' }) },
    'GET /me/friend-requests/pending-count': { body: { pending: 0 } },
    'GET /community/stats': { body: testStats() },
    'GET /community/posts': { body: { items: [], nextCursor: null } },
    ...routes,
  });
}

export function renderCommunity({ path = '/community', signedIn = true }: { path?: string; signedIn?: boolean } = {}) {
  return renderApp({ path, auth: fakeAuthSource(signedIn ? testUser('student') : null) });
}
