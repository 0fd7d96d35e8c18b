/**
 * The blog through the discussion engine's Lambda against DynamoDB Local (docs/requirements/blog.md,
 * docs/decisions/D14): drafts never listed, searched, fed or mapped; counters kept by the writes
 * (published, this month, likes, comments, Top Authors) and moved when an article is unpublished;
 * likes exact with 20 readers at once; views once per reader; pages by number; the feed and the
 * sitemap as their readers parse them.
 */
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, articleSlug } from '@contract/blog';
import { startHarness, type Harness } from '../account/harness';
import { createProfile } from '../account/harness';
import { api, callRoute, partitionOf, users, type Who } from './discussions-harness';

let harness: Harness;
// Staff routes ask Cognito for the second factor (docs/decisions/D33, tested against cognito-local elsewhere): on here.
const cognito = mockClient(CognitoIdentityProviderClient);
beforeAll(async () => {
  harness = await startHarness({ s3: true });
  process.env.USER_POOL_ID = 'local_pool';
  cognito.on(AdminGetUserCommand).resolves({ Username: 'staff', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
});
afterAll(async () => {
  cognito.restore();
  await harness?.stop();
});

let serial = 0;
/** A staff member with a profile (their role comes from the token's groups). */
async function staff(role: 'mentor' | 'admin', name = `Staff ${serial}`): Promise<Who> {
  const userId = `blog-${role}-${serial++}`;
  await createProfile(userId, name);
  return { userId, role };
}

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Two pointers, explained',
  category: 'algorithm',
  status: 'published',
  tags: ['arrays', 'two-pointers'],
  excerpt: 'Walk two indices toward each other.',
  content: 'Sort the array, then move **two pointers** toward each other.',
  ...overrides,
});

async function write(who: Who, overrides: Record<string, unknown> = {}) {
  const created = await callRoute(api.createBlogArticle, who, { body: article(overrides) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; slug: string; status: string; publishedAt: string | null };
}
const stats = async () => (await callRoute(api.getBlogStats, undefined)).body;
/** /blog's list: signed out (the public route), or as a signed-in reader sees it (likes, drafts). */
const list = async (query: Record<string, string> = {}, who?: Who) =>
  (await callRoute(who ? api.listMyBlogArticles : api.listBlogArticles, who, { query })).body;
const read = (who: Who | undefined, articleId: string) => callRoute(who ? api.getMyBlogArticle : api.getBlogArticle, who, { params: { articleId } });
const ids = (page: { articles: { id: string }[] }) => page.articles.map((a) => a.id);

describe('an article from draft to deletion', () => {
  it('keeps a draft to its author and admins, then lists, counts and feeds it once published', async () => {
    const mentor = await staff('mentor', 'Grace Mentor');
    const [student] = await users('reader', 1);
    const admin = await staff('admin');
    const before = await stats();

    const draft = await write(mentor, { status: 'draft', title: 'Sliding windows <script>alert(1)</script>' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await read({ userId: student! }, draft.id)).status).toBe(404);
    expect((await read(undefined, draft.id)).status).toBe(404);
    // Nor its comments, likes or views, even with its id.
    const onDraft = { params: { articleId: draft.id } };
    expect((await callRoute(api.listBlogComments, { userId: student! }, onDraft)).status).toBe(404);
    expect((await callRoute(api.addBlogComment, { userId: student! }, { ...onDraft, body: { text: 'Early!' } })).status).toBe(404);
    expect((await callRoute(api.likeBlogArticle, { userId: student! }, { ...onDraft, body: { liked: true } })).status).toBe(404);
    expect((await callRoute(api.viewBlogArticle, { userId: student! }, onDraft)).status).toBe(404);
    expect((await read(mentor, draft.id)).status).toBe(200);
    expect((await read(admin, draft.id)).status).toBe(200);
    expect(ids(await list())).not.toContain(draft.id);
    expect(ids(await list({ q: 'sliding windows' }))).not.toContain(draft.id);
    expect(ids(await list({ status: 'draft' }, mentor))).toEqual([draft.id]);
    expect(ids(await list({ status: 'draft' }, admin))).toContain(draft.id);
    expect((await callRoute(api.listMyBlogArticles, { userId: student! }, { query: { status: 'draft' } })).status).toBe(403);
    // The public list has no caller: drafts are nobody's there.
    expect((await callRoute(api.listBlogArticles, mentor, { query: { status: 'draft' } })).status).toBe(403);
    expect(await stats()).toMatchObject({ totalArticles: before.totalArticles, thisMonth: before.thisMonth });
    const feed = (await callRoute(api.getBlogFeed, undefined)).body as string;
    expect(feed).not.toContain(draft.id);

    // Published: listed, searchable, counted for this month and for its author, in the feed and the sitemap.
    const published = await callRoute(api.updateBlogArticle, mentor, {
      params: { articleId: draft.id },
      body: article({ title: 'Sliding windows <script>alert(1)</script>' }),
    });
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).not.toBeNull();
    expect(ids(await list())).toContain(draft.id);
    expect(ids(await list({ q: 'sliding' }))).toContain(draft.id);
    expect(ids(await list({ author: 'mentor' }))).toContain(draft.id);
    expect(ids(await list({ author: 'admin' }))).not.toContain(draft.id);
    expect(ids(await list({ status: 'draft' }, mentor))).toEqual([]);
    const counted = await stats();
    expect(counted).toMatchObject({ totalArticles: before.totalArticles + 1, thisMonth: before.thisMonth + 1 });
    expect(counted.topAuthors[0]).toMatchObject({ author: { userId: mentor.userId, name: 'Grace Mentor' }, articles: 1 });

    const rss = await callRoute(api.getBlogFeed, undefined);
    expect(rss.headers['Content-Type']).toContain('application/rss+xml');
    const slug = articleSlug('Sliding windows <script>alert(1)</script>', draft.id);
    expect(rss.body).toContain(`<link>http://localhost/blog/${slug}</link>`);
    // The title is text in the feed, never markup.
    expect(rss.body).toContain('<title>Sliding windows &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(rss.body).not.toContain('<script>');
    const sitemap = await callRoute(api.getBlogSitemap, undefined);
    expect(sitemap.body).toContain(`<loc>http://localhost/blog/${slug}</loc>`);

    // Likes, comments and views count while published; unpublishing takes them back from the cards.
    await callRoute(api.likeBlogArticle, { userId: student! }, { params: { articleId: draft.id }, body: { liked: true } });
    await callRoute(api.addBlogComment, { userId: student! }, { params: { articleId: draft.id }, body: { text: 'Clear, thanks' } });
    expect(await stats()).toMatchObject({ totalLikes: before.totalLikes + 1, comments: before.comments + 1 });
    const viewed = await callRoute(api.viewBlogArticle, { userId: student! }, { params: { articleId: draft.id } });
    const again = await callRoute(api.viewBlogArticle, { userId: student! }, { params: { articleId: draft.id } });
    expect([viewed.body.views, again.body.views]).toEqual([1, 1]);

    const unpublished = await callRoute(api.updateBlogArticle, mentor, { params: { articleId: draft.id }, body: article({ status: 'draft' }) });
    expect(unpublished.body).toMatchObject({ status: 'draft', publishedAt: null, likes: 1, commentCount: 1 });
    expect(await stats()).toMatchObject({
      totalArticles: before.totalArticles,
      totalLikes: before.totalLikes,
      comments: before.comments,
      thisMonth: before.thisMonth,
    });
    expect((await stats()).topAuthors.map((a: { author: { userId: string } }) => a.author.userId)).not.toContain(mentor.userId);
    expect((await callRoute(api.getBlogSitemap, undefined)).body).not.toContain(draft.id);
    expect((await callRoute(api.likeBlogArticle, { userId: student! }, { params: { articleId: draft.id }, body: { liked: false } })).status).toBe(404);

    // Another mentor may not touch it; its author deletes it with its comments, likes and views.
    const other = await staff('mentor');
    expect((await callRoute(api.updateBlogArticle, other, { params: { articleId: draft.id }, body: article() })).status).toBe(404);
    expect((await callRoute(api.deleteBlogArticle, mentor, { params: { articleId: draft.id } })).status).toBe(200);
    expect(await partitionOf(draft.id)).toEqual([]);
    expect(await stats()).toMatchObject({ totalArticles: before.totalArticles, totalLikes: before.totalLikes, comments: before.comments });
  });

  it('lets an admin edit and delete any published article, and refuses a mentor editing another’s', async () => {
    const [author, other, admin] = [await staff('mentor'), await staff('mentor'), await staff('admin')];
    const written = await write(author);
    expect((await callRoute(api.updateBlogArticle, other, { params: { articleId: written.id }, body: article() })).status).toBe(403);
    expect((await callRoute(api.deleteBlogArticle, other, { params: { articleId: written.id } })).status).toBe(403);
    const edited = await callRoute(api.updateBlogArticle, admin, { params: { articleId: written.id }, body: article({ title: 'Edited by an admin' }) });
    expect(edited.body).toMatchObject({ title: 'Edited by an admin', author: { userId: author.userId } });
    // Still the mentor's article: listed under Mentor, not Admin.
    expect(ids(await list({ author: 'mentor' }))).toContain(written.id);
    expect((await callRoute(api.deleteBlogArticle, admin, { params: { articleId: written.id } })).status).toBe(200);
  });
});

describe('the cover', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  async function upload(who: Who, bytes: Uint8Array, contentType = 'image/png'): Promise<string> {
    const { status, body } = await callRoute(api.createBlogCoverUpload, who, { body: { contentType, size: bytes.length } });
    expect(status).toBe(201);
    const put = await fetch(String(body.uploadUrl), { method: 'PUT', body: bytes, headers: body.headers as Record<string, string> });
    expect(put.status).toBe(200);
    return body.key as string;
  }

  it('is uploaded by its author, shown through a signed address, and kept by a save that sends its key back', async () => {
    const author = await staff('mentor');
    const key = await upload(author, png);
    expect(key).toMatch(new RegExp(`^blog-covers/${author.userId}/cover-\\d+\\.png$`));
    const written = await write(author, { coverImage: key });
    const shownArticle = (await read(undefined, written.id)).body;
    expect(shownArticle.coverImageSource).toBe(key);
    expect(shownArticle.coverImage).toContain(key);
    expect(shownArticle.coverImage).toContain('X-Amz-Signature=');
    const shown = await fetch(shownArticle.coverImage);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(png);
    // The list shows it too, and an admin's edit keeps the author's upload.
    expect((await list()).articles.find((a: { id: string }) => a.id === written.id).coverImage).toContain(key);
    const admin = await staff('admin');
    const kept = await callRoute(api.updateBlogArticle, admin, { params: { articleId: written.id }, body: article({ coverImage: key }) });
    expect(kept.status).toBe(200);
  });

  it('refuses someone else’s upload, a missing one and a file that is not the image it claims', async () => {
    const [author, other] = [await staff('mentor'), await staff('mentor')];
    const theirs = await upload(other, png);
    expect((await callRoute(api.createBlogArticle, author, { body: article({ coverImage: theirs }) })).status).toBe(403);
    const missing = `blog-covers/${author.userId}/cover-1.png`;
    expect((await callRoute(api.createBlogArticle, author, { body: article({ coverImage: missing }) })).status).toBe(400);
    const text = await upload(author, new TextEncoder().encode('not an image at all'));
    const refused = await callRoute(api.createBlogArticle, author, { body: article({ coverImage: text }) });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Only JPG or PNG files are allowed.' } });
    // Only https addresses or uploaded keys: a script address is refused by the contract.
    expect((await callRoute(api.createBlogArticle, author, { body: article({ coverImage: 'javascript:alert(1)' }) })).status).toBe(400);
    expect((await callRoute(api.createBlogCoverUpload, author, { body: { contentType: 'image/gif', size: 10 } })).status).toBe(400);
    expect((await callRoute(api.createBlogCoverUpload, author, { body: { contentType: 'image/png', size: 2_097_152 } })).status).toBe(400);
  });
});

describe('likes', () => {
  it('count exactly once each when 20 readers like at once, and a second like from another tab changes nothing', async () => {
    const author = await staff('mentor');
    const written = await write(author);
    const readers = await users('liker', 20);
    const before = await stats();
    const results = await Promise.all(
      readers.map((userId) => callRoute(api.likeBlogArticle, { userId }, { params: { articleId: written.id }, body: { liked: true } })),
    );
    expect(results.map((r) => r.status)).toEqual(readers.map(() => 200));
    const again = await callRoute(api.likeBlogArticle, { userId: readers[0]! }, { params: { articleId: written.id }, body: { liked: true } });
    expect(again.body).toEqual({ likes: 20, liked: true });
    expect((await read({ userId: readers[1]! }, written.id)).body).toMatchObject({ likes: 20, liked: true });
    expect((await read(undefined, written.id)).body).toMatchObject({ likes: 20, liked: false });
    expect((await stats()).totalLikes).toBe(before.totalLikes + 20);
    // Ten take it back at once.
    await Promise.all(
      readers.slice(0, 10).map((userId) => callRoute(api.likeBlogArticle, { userId }, { params: { articleId: written.id }, body: { liked: false } })),
    );
    expect((await read(undefined, written.id)).body).toMatchObject({ likes: 10, liked: false });
    expect((await stats()).totalLikes).toBe(before.totalLikes + 10);
  });
});

describe('the list', () => {
  it('pages 8 at a time by number, newest published first, with the total from the counters', async () => {
    const author = await staff('admin');
    const written: string[] = [];
    // Admins write past the hourly rate here through several accounts.
    for (let i = 0; i < 2 * BLOG_PAGE_SIZE + 1; i++) {
      const writer = i % 8 === 0 ? author : await staff('admin');
      written.push((await write(writer, { title: `Paged article ${i}` })).id);
    }
    const first = await list({ author: 'admin' });
    expect(first).toMatchObject({ page: 1, totalPages: 3, total: 17 });
    expect(ids(first)).toEqual(written.slice(-8).reverse());
    const third = await list({ author: 'admin', page: '3' });
    expect(ids(third)).toEqual([written[0]]);
    expect(ids(await list({ author: 'admin', page: '4' }))).toEqual([]);
    expect((await callRoute(api.listBlogArticles, undefined, { query: { page: '126' } })).status).toBe(400);
  });
});
