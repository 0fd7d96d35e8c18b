import { type BlogArticle, type BlogArticleSummary, type BlogPage, type BlogStats, articleSlug } from '@contract/blog';
import type { AuthorCard, DiscussionComment } from '@contract/discussions';
import type { Role } from '@contract/roles';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';

type Routes = Parameters<typeof mockApi>[0];

/** Authors as the list answers them; the ids are fake-auth's users' (testUser(role).userId). */
export const ADMIN: AuthorCard = { userId: 'admin-id', name: 'Ada Admin', role: 'admin', plan: 'free' };
export const MENTOR: AuthorCard = { userId: 'mentor-id', name: 'Max Mentor', role: 'mentor', plan: 'pro' };

/** An article id as the server makes them (lower-case letters and digits, 10 to 40). */
export const articleId = (n: number) => `art${String(n).padStart(8, '0')}`;

export function summary(n: number, overrides: Partial<BlogArticleSummary> = {}): BlogArticleSummary {
  const id = overrides.id ?? articleId(n);
  const title = overrides.title ?? `Article ${n}`;
  return {
    id,
    slug: articleSlug(title, id),
    title,
    category: 'tutorial',
    status: 'published',
    tags: ['graphs'],
    excerpt: `The excerpt of article ${n}.`,
    coverImage: null,
    readTime: 3,
    publishedAt: '2026-03-04T10:00:00.000Z',
    createdAt: '2026-03-04T09:00:00.000Z',
    updatedAt: null,
    author: MENTOR,
    likes: 0,
    liked: false,
    commentCount: 0,
    views: 0,
    ...overrides,
  };
}

export function article(n: number, overrides: Partial<BlogArticle> = {}): BlogArticle {
  const base = summary(n, overrides);
  return {
    content: `The content of article ${n}.`,
    seoTitle: base.title,
    seoDescription: base.excerpt,
    coverImageSource: base.coverImage,
    ...base,
    ...overrides,
  };
}

export const page = (articles: BlogArticleSummary[], overrides: Partial<BlogPage> = {}): BlogPage => ({
  articles,
  page: 1,
  totalPages: 1,
  total: articles.length,
  ...overrides,
});

export const testStats = (overrides: Partial<BlogStats> = {}): BlogStats => ({
  totalArticles: 0,
  thisMonth: 0,
  totalLikes: 0,
  comments: 0,
  topAuthors: [],
  ...overrides,
});

export function comment(n: number, overrides: Partial<DiscussionComment> = {}): DiscussionComment {
  return {
    id: `COMMENT${String(n).padStart(6, '0')}`,
    text: `Comment ${n}`,
    author: ADMIN,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    updatedAt: null,
    isAnswer: false,
    hidden: false,
    ...overrides,
  };
}

/** Each read given for a signed-in reader (`GET /me/blog/…`) answered on the public route too, for visitors. */
function withPublicReads(routes: Routes): Routes {
  const reads = Object.entries(routes).filter(([key]) => key.startsWith('GET /me/blog/'));
  return { ...Object.fromEntries(reads.map(([key, answer]) => [key.replace('GET /me/blog/', 'GET /blog/'), answer])), ...routes };
}

/** The blog's calls answered (the stats, an empty list) with the shell's, then the test's own. */
export function mockBlog(routes: Routes = {}, role: Role = 'student') {
  return mockApi(
    withPublicReads({
      'GET /me': { body: testProfile({ userId: `${role}-id`, name: `The ${role}`, role }) },
      'GET /me/friend-requests/pending-count': { body: { pending: 0 } },
      'GET /blog/stats': { body: testStats() },
      'GET /me/blog/articles': { body: page([]) },
      ...routes,
    }),
  );
}

/** The whole app at `path`, signed in as `role` (null: a visitor). */
export function renderBlog({ path = '/blog', role = 'student' }: { readonly path?: string; readonly role?: Role | null } = {}) {
  return renderApp({ path, auth: fakeAuthSource(role ? testUser(role) : null) });
}

/** The list's requests in order, a visitor's (GET /blog/articles) and a signed-in reader's (GET /me/blog/articles) alike. */
export function listCalls(api: ReturnType<typeof mockBlog>) {
  return api.calls.filter((c) => c.method === 'GET' && (c.path === '/blog/articles' || c.path === '/me/blog/articles'));
}
