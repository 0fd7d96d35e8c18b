import type { AuthorCard, DiscussionComment, DiscussionItem, QnaStats } from '@contract/discussions';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { freshItem } from '@web/components/discussion/fresh-item';

type Routes = Parameters<typeof mockApi>[0];

/** The signed-in student of these tests (testUser('student')). */
export const ME = 'student-id';

export const author = (userId: string | null, name = userId ? `User ${userId}` : 'Anonymous'): AuthorCard => ({ userId, name, role: 'student', plan: 'free' });

/** A question as the list answers it; ids are ULID-like (the contract's id pattern). */
export function question(n: number | string, overrides: Partial<DiscussionItem> = {}): DiscussionItem {
  return freshItem({
    id: `QUESTION${String(n).padStart(6, '0')}`,
    kind: 'qna',
    category: 'career',
    title: `Question ${n}`,
    content: `The details of question ${n}.`,
    author: author('someone-else', 'Other Person'),
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    ...overrides,
  });
}

export function comment(n: number, overrides: Partial<DiscussionComment> = {}): DiscussionComment {
  return {
    id: `COMMENT${String(n).padStart(6, '0')}`,
    text: `Comment ${n}`,
    author: author('someone-else', 'Other Person'),
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    updatedAt: null,
    isAnswer: true,
    hidden: false,
    ...overrides,
  };
}

export const testStats = (overrides: Partial<QnaStats> = {}): QnaStats => ({ totalQuestions: 0, answered: 0, contributors: 0, totalVotes: 0, ...overrides });

/** `count` questions numbered from `from`. */
export const questions = (from: number, count: number) => Array.from({ length: count }, (_, i) => question(from + i));

/** The page's calls answered: the stats, an empty list and GET /me, then the test's own. */
export function mockQna(routes: Routes = {}) {
  const all: Routes = {
    'GET /me': { body: testProfile() },
    'GET /me/friend-requests/pending-count': { body: { pending: 0 } },
    'GET /qna/stats': { body: testStats() },
    'GET /qna/questions': { body: { items: [], nextCursor: null } },
    ...routes,
  };
  // The list a visitor reads answers a signed-in reader's list too (GET /me/qna/questions: with their votes).
  return mockApi({ 'GET /me/qna/questions': all['GET /qna/questions']!, ...all });
}

/** The list's requests in order, a visitor's and a signed-in reader's alike. */
export function listCalls(api: ReturnType<typeof mockQna>) {
  return api.calls.filter((c) => c.method === 'GET' && (c.path === '/qna/questions' || c.path === '/me/qna/questions'));
}

export function renderQna({ signedIn = true }: { readonly signedIn?: boolean } = {}) {
  return renderApp({ path: '/qna', auth: fakeAuthSource(signedIn ? testUser('student') : null) });
}
