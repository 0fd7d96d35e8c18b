/**
 * The blog (docs/requirements/blog.md, docs/decisions/D14): admins and mentors write articles in one
 * editor; authors edit and delete their own, admins any. /blog lists published articles only; a
 * draft is seen by its author and admins. Likes, comments and views are the discussion engine's.
 */
import {
  BLOG_PAGE_SIZE,
  articleSlug,
  completedArticle,
  type BlogArticle,
  type BlogArticleInput,
  type BlogArticleSummary,
  type BlogLikeResult,
  type BlogListRequest,
  type BlogPage,
} from '@contract/blog';
import { discussionMessages as m, type AuthorCard } from '@contract/discussions';
import { saveBlogArticle, deleteBlogArticle, listBlogPage, countBlogList, type BlogList, type ArticleCounts } from '../data/blog-articles';
import type { StoredDiscussionItem } from '../data/discussion-items';
import { recordView } from '../data/discussion-answers';
import { readDiscussionStats } from '../data/discussion-stats';
import { castVote, getVotes } from '../data/discussion-votes';
import { keys } from '../data/keys';
import type { Caller } from '../shared/caller';
import { BadRequest, Conflict, Forbidden, NotFound, errors } from '../shared/errors';
import { newDiscussionId } from './ids';
import { isAdmin, isStaff, visibleItem } from './items';
import { countsChange, listKeysOf } from './kinds';
import { checkCover, coverUrl } from './blog-covers';
import { authorCards, cardOf } from './present';
import { meter } from './rates';
import { INVALID_SEARCH_CURSOR, searchCursorAt, searchPage } from './search';
import { searchWordsOf } from './search-words';

const isPublished = (article: StoredDiscussionItem) => article.articleStatus === 'published';
const mayManage = (article: StoredDiscussionItem, caller: Caller | undefined) => article.authorId === caller?.userId || isAdmin(caller);

/** The article the caller may read: a draft or a hidden one only by its author and admins. */
const visibleArticle = (articleId: string, caller: Caller | undefined) => visibleItem('blog', articleId, caller);

type Kept = Pick<StoredDiscussionItem, 'itemId' | 'authorId' | 'authorRole' | 'createdAt' | 'votes' | 'commentCount' | 'views' | 'hidden'>;

/** The article as stored from the editor's input, keeping what a save never changes (its author, counters, date). */
function storedArticle(kept: Kept, input: BlogArticleInput, now: Date, updated: boolean): StoredDiscussionItem {
  const article = completedArticle(input, now);
  const published = article.status === 'published';
  // Drafts are not searched: their words are written when they are published.
  const search = published ? searchWordsOf(article.title, [...article.tags, article.excerpt, article.content].join('\n')) : { words: [], titleWords: [] };
  const stored: StoredDiscussionItem = {
    ...kept,
    kind: 'blog',
    category: article.category,
    title: article.title,
    content: article.content,
    answers: 0,
    articleStatus: article.status,
    excerpt: article.excerpt,
    tags: [...article.tags],
    seoTitle: article.seoTitle,
    seoDescription: article.seoDescription,
    readTime: article.readTime,
    ...(article.coverImage && { coverImage: article.coverImage }),
    ...(article.publishedAt && { publishedAt: article.publishedAt }),
    ...(updated && { updatedAt: now.toISOString() }),
    ...search,
  };
  return kept.hidden ? stored : { ...stored, ...listKeysOf(stored) };
}

function countsOfSave(before: StoredDiscussionItem | undefined, after: StoredDiscussionItem | undefined): ArticleCounts {
  const published = (article: StoredDiscussionItem | undefined) => (article && isPublished(article) ? 1 : 0);
  return { stats: countsChange('blog', before, after), authorArticles: published(after) - published(before) };
}

export async function createArticle(caller: Caller, input: BlogArticleInput, now = new Date()): Promise<BlogArticle> {
  await Promise.all([meter(caller, 'items', now), checkCover(caller, input.coverImage, undefined)]);
  const kept: Kept = {
    itemId: newDiscussionId(now),
    authorId: caller.userId,
    authorRole: caller.role === 'admin' ? 'admin' : 'mentor',
    createdAt: now.toISOString(),
    votes: 0,
    commentCount: 0,
    views: 0,
    hidden: false,
  };
  const article = storedArticle(kept, input, now, false);
  const outcome = await saveBlogArticle(undefined, article, countsOfSave(undefined, article));
  if (outcome === 'accountGone') throw errors.userAccountNotFound();
  if (outcome === 'changed') throw Conflict('This article could not be saved. Please try again.');
  return presentArticle(article, caller);
}

/** Tries of an edit that a like or comment landing meanwhile sends back to read the article again. */
const SAVE_ATTEMPTS = 5;

/** Its author edits an article, or an admin any; a save from a tab that read an older version is refused. */
export async function updateArticle(caller: Caller, articleId: string, input: BlogArticleInput, now = new Date()): Promise<BlogArticle> {
  let seen: string | undefined;
  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
    const before = await visibleArticle(articleId, caller);
    if (!mayManage(before, caller)) throw Forbidden(m.notAuthor);
    if (attempt > 1 && before.updatedAt !== seen) break;
    if (attempt === 1) await checkCover(caller, input.coverImage, before.coverImage);
    seen = before.updatedAt;
    const { itemId, authorId, createdAt, votes, commentCount, views, hidden } = before;
    // Only what a save keeps: a field the editor left empty (a cover, the published date) is gone after it.
    const authorRole = authorId === caller.userId ? (isAdmin(caller) ? 'admin' : 'mentor') : before.authorRole;
    const kept: Kept = { itemId, authorId, createdAt, votes, commentCount, views, hidden, ...(authorRole && { authorRole }) };
    const after = storedArticle(kept, input, now, true);
    const outcome = await saveBlogArticle(before, after, countsOfSave(before, after));
    if (outcome === 'saved') return presentArticle(after, caller);
    if (outcome === 'accountGone') throw errors.userAccountNotFound();
  }
  throw Conflict('This article changed in another window. Please reload and try again.');
}

export async function deleteArticle(caller: Caller, articleId: string): Promise<{ success: true }> {
  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
    const before = await visibleArticle(articleId, caller);
    if (!mayManage(before, caller)) throw Forbidden(m.notAuthor);
    if ((await deleteBlogArticle(before, countsOfSave(before, undefined))) === 'deleted') return { success: true };
  }
  throw Conflict('This article is changing right now. Please try again.');
}

export async function getArticle(caller: Caller | undefined, articleId: string): Promise<BlogArticle> {
  return presentArticle(await visibleArticle(articleId, caller), caller);
}

async function presentArticle(article: StoredDiscussionItem, caller: Caller | undefined): Promise<BlogArticle> {
  const [cards, liked, cover] = await Promise.all([authorCards([article.authorId]), likedBy(caller, [article]), coverUrl(article.coverImage)]);
  return { ...summaryView(article, cards, liked.has(article.itemId), cover), ...articleParts(article) };
}

async function likedBy(caller: Caller | undefined, articles: readonly StoredDiscussionItem[]): Promise<Set<string>> {
  if (!caller || articles.length === 0) return new Set();
  const votes = await getVotes(
    articles.map((a) => a.itemId),
    caller.userId,
  );
  return new Set(votes.keys());
}

function summaryView(article: StoredDiscussionItem, cards: Map<string, AuthorCard>, liked: boolean, cover: string | null): BlogArticleSummary {
  return {
    id: article.itemId,
    slug: articleSlug(article.title, article.itemId),
    title: article.title,
    category: article.category as BlogArticleSummary['category'],
    status: article.articleStatus ?? 'draft',
    tags: article.tags ?? [],
    excerpt: article.excerpt ?? '',
    coverImage: cover,
    readTime: article.readTime ?? 1,
    publishedAt: article.publishedAt ?? null,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt ?? null,
    author: cardOf(cards, article.authorId),
    likes: article.votes,
    liked,
    commentCount: article.commentCount,
    views: article.views,
  };
}

/** What the article's own page adds to its card. */
function articleParts(article: StoredDiscussionItem): Pick<BlogArticle, 'coverImageSource' | 'content' | 'seoTitle' | 'seoDescription'> {
  return {
    coverImageSource: article.coverImage ?? null,
    content: article.content,
    seoTitle: article.seoTitle ?? article.title,
    seoDescription: article.seoDescription ?? article.excerpt ?? '',
  };
}

export const publishedList = (author: 'all' | 'admin' | 'mentor'): BlogList =>
  author === 'all' ? { index: 'gsi2', partition: keys.discussionsOfKind('blog') } : { index: 'gsi1', partition: keys.discussionsOfCategory('blog', author) };

/** Drafts: an admin sees every draft, another author their own. */
const draftList = (caller: Caller): BlogList =>
  isAdmin(caller)
    ? { index: 'gsi2', partition: keys.discussionsOfKind(keys.blogDrafts()) }
    : { index: 'gsi1', partition: keys.discussionsOfCategory(keys.blogDrafts(), caller.userId) };

/** A page of /blog: published articles by author type, a search's matches, or (staff) drafts. */
export async function listArticles(caller: Caller | undefined, query: BlogListRequest): Promise<BlogPage> {
  const { items, total } = await pageOf(caller, query);
  const [cards, liked, covers] = await Promise.all([
    authorCards(items.map((a) => a.authorId)),
    likedBy(caller, items),
    Promise.all(items.map((a) => coverUrl(a.coverImage))),
  ]);
  return {
    articles: items.map((article, i) => summaryView(article, cards, liked.has(article.itemId), covers[i]!)),
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
    total,
  };
}

async function pageOf(caller: Caller | undefined, { author, status, page, q }: BlogListRequest): Promise<{ items: StoredDiscussionItem[]; total: number }> {
  if (status === 'draft') {
    if (!caller || !isStaff(caller)) throw errors.staffOnly();
    const list = draftList(caller);
    const [items, total] = await Promise.all([listBlogPage(list, page, BLOG_PAGE_SIZE), countBlogList(list)]);
    return { items, total };
  }
  if (q && q.trim() !== '') {
    const found = await searchPage('blog', q, author === 'all' ? undefined : author, searchCursorAt((page - 1) * BLOG_PAGE_SIZE));
    if (found === INVALID_SEARCH_CURSOR) throw BadRequest('That page does not exist.');
    return { items: found.items, total: found.total };
  }
  const [items, totals] = await Promise.all([listBlogPage(publishedList(author), page, BLOG_PAGE_SIZE), readDiscussionStats('blog')]);
  return { items, total: author === 'all' ? totals.items : author === 'admin' ? totals.adminItems : totals.mentorItems };
}

/** Sets the caller's like (a second tab or a retry cannot undo it); only a published article takes likes. */
export async function likeArticle(caller: Caller, articleId: string, liked: boolean, now = new Date()): Promise<BlogLikeResult> {
  await meter(caller, 'votes', now);
  const outcome = await castVote(articleId, caller.userId, (article, current) => {
    if (article.kind !== 'blog' || !isPublished(article)) throw NotFound(m.itemNotFound);
    const next = liked ? 'up' : null;
    const after = { ...article, votes: article.votes + (next ? 1 : 0) - (current ? 1 : 0) };
    return { next, votes: after.votes, stats: countsChange('blog', article, after), byAdding: true };
  });
  if (outcome === 'gone') throw NotFound(m.itemNotFound);
  if (outcome === 'contested') throw Conflict('Many people are liking this right now. Please try again.');
  return { likes: outcome.votes, liked: outcome.myVote !== null };
}

/** A signed-in reader opened a published article: counted once per reader (docs/decisions/D14). */
export async function viewArticle(caller: Caller, articleId: string): Promise<{ views: number }> {
  const article = await visibleArticle(articleId, caller);
  if (!isPublished(article)) return { views: article.views };
  return { views: article.views + ((await recordView(articleId, caller.userId)) ? 1 : 0) };
}
