/**
 * Blog articles (docs/decisions/D14): the discussion engine's items of kind `blog`. Saving one
 * writes the article whole, its search words, its kind's counters and its author's count (Top
 * Authors) in one transaction, conditioned on the article as it was read: a like, a comment or
 * another tab's save meanwhile means read again, so no counter drifts from what was written.
 */
import { $add, PutTransaction, QueryCommand, UpdateTransaction } from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { deleteDiscussionItem, wordChanges, wordEntries, type StoredDiscussionItem } from './discussion-items';
import { statsShardUpdate, type StatsDelta } from './discussion-stats';
import { DiscussionItemEntity } from './entities/discussion-item';
import { DiscussionStatsEntity } from './entities/discussion-parts';
import { keys } from './keys';
import { namedTransaction, type NamedTransactItem } from './named-transaction';
import { table } from './table';

/** What a save moves besides the article: its kind's counters and its author's published count. */
export interface ArticleCounts {
  stats: StatsDelta;
  /** +1 when it becomes published, −1 when it stops being, 0 otherwise. */
  authorArticles: number;
}

const authorCountUpdate = (userId: string, by: number) =>
  DiscussionStatsEntity.build(UpdateTransaction).item({ kind: 'blog', slot: keys.blogAuthorCount(userId), items: $add(by) });

function countWrites(article: StoredDiscussionItem, counts: ArticleCounts): NamedTransactItem<'stats'>[] {
  const writes: NamedTransactItem<'stats'>[] = [];
  if (Object.values(counts.stats).some((by) => by !== 0)) writes.push({ name: 'stats', item: statsShardUpdate('blog', article.itemId, counts.stats) });
  if (counts.authorArticles !== 0) writes.push({ name: 'stats', item: authorCountUpdate(article.authorId, counts.authorArticles) });
  return writes;
}

export type SaveOutcome = 'saved' | 'changed' | 'accountGone';

/**
 * Writes `after` whole (a new article when `before` is undefined). An edit is conditioned on the
 * fields its counters were decided from and on the article being unchanged since it was read.
 */
export async function saveBlogArticle(before: StoredDiscussionItem | undefined, after: StoredDiscussionItem, counts: ArticleCounts): Promise<SaveOutcome> {
  const unchanged = before && {
    and: [
      { attr: 'itemId', exists: true },
      before.updatedAt === undefined ? { attr: 'updatedAt', exists: false } : { attr: 'updatedAt', eq: before.updatedAt },
      { attr: 'votes', eq: before.votes },
      { attr: 'commentCount', eq: before.commentCount },
      { attr: 'hidden', eq: before.hidden },
    ],
  };
  const cancelled = await namedTransaction<'account' | 'item' | 'word' | 'stats'>([
    { name: 'account', item: accountWritableCheck(after.authorId) },
    {
      name: 'item',
      item: DiscussionItemEntity.build(PutTransaction)
        .item(after)
        .options({ condition: (unchanged ?? { attr: 'itemId', exists: false }) as never }),
    },
    ...wordChanges(before ? wordEntries(before, before) : [], wordEntries(after, after)),
    ...countWrites(after, counts),
  ]);
  if (!cancelled) return 'saved';
  if (cancelled.failed.has('account')) return 'accountGone';
  if (cancelled.failed.has('item') || cancelled.conflicted.size > 0) return 'changed';
  throw cancelled.error;
}

/** Deletes the article with its words, counters and author count, then its comments, likes and views. */
export function deleteBlogArticle(before: StoredDiscussionItem, counts: ArticleCounts): Promise<'deleted' | 'changed'> {
  return deleteDiscussionItem(
    before,
    counts.stats,
    countWrites(before, { stats: {}, authorArticles: counts.authorArticles }).map(({ item }) => item),
  );
}

/** Which list: a partition of gsi1 (by author role; an author's drafts) or of gsi2 (all published; all drafts). */
export interface BlogList {
  index: 'gsi1' | 'gsi2';
  partition: string;
}

/**
 * Page `page` (from 1) of a list, newest first. Reaching it reads the keys of the pages before it
 * (a few hundred bytes each, many pages per Query page), never their articles.
 */
export async function listBlogPage(list: BlogList, page: number, size: number): Promise<StoredDiscussionItem[]> {
  let startKey: Record<string, unknown> | undefined;
  let skip = (page - 1) * size;
  while (skip > 0) {
    const keysPage = await table
      .build(QueryCommand)
      .query({ index: list.index, partition: list.partition })
      .options({
        reverse: true,
        limit: Math.min(skip, 1000),
        attributes: ['pk', 'sk', `${list.index}pk`, `${list.index}sk`],
        ...(startKey && { exclusiveStartKey: startKey }),
      })
      .send();
    skip -= keysPage.Items?.length ?? 0;
    startKey = keysPage.LastEvaluatedKey;
    if (!startKey) return [];
  }
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(DiscussionItemEntity)
    .query({ index: list.index, partition: list.partition })
    .options({ reverse: true, limit: size, ...(startKey && { exclusiveStartKey: startKey }) })
    .send();
  return Items;
}

/** How many entries a list holds from `fromSort` on (This Month; the drafts' page count): keys counted, not read out. */
export async function countBlogList(list: BlogList, fromSort?: string): Promise<number> {
  const { Count = 0 } = await table
    .build(QueryCommand)
    .query({ index: list.index, partition: list.partition, ...(fromSort && { range: { gte: fromSort } }) })
    .options({ select: 'COUNT', maxPages: Infinity })
    .send();
  return Count;
}

/** Every author's published count, highest first (staff write the blog: a few dozen authors at most). */
export async function readAuthorCounts(): Promise<{ userId: string; articles: number }[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(DiscussionStatsEntity)
    .query({ partition: keys.discussionStats('blog'), range: { beginsWith: keys.blogAuthorCountPrefix() } })
    .options({ maxPages: Infinity })
    .send();
  return Items.map((row) => ({ userId: row.slot.slice(keys.blogAuthorCountPrefix().length), articles: row.items ?? 0 }))
    .filter((row) => row.articles > 0)
    .sort((a, b) => b.articles - a.articles || a.userId.localeCompare(b.userId));
}

export type ArticleAddress = Pick<StoredDiscussionItem, 'itemId' | 'title' | 'createdAt'> & Partial<Pick<StoredDiscussionItem, 'publishedAt' | 'updatedAt'>>;

/** The addresses of the newest `limit` published articles (the sitemap): the fields an address and its date need, not the articles. */
export async function listPublishedAddresses(limit: number): Promise<ArticleAddress[]> {
  const found: ArticleAddress[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(QueryCommand)
      .entities(DiscussionItemEntity)
      .query({ index: 'gsi2', partition: keys.discussionsOfKind('blog') })
      .options({
        reverse: true,
        limit: Math.min(1000, limit - found.length),
        attributes: ['itemId', 'title', 'createdAt', 'publishedAt', 'updatedAt'],
        ...(startKey && { exclusiveStartKey: startKey }),
      })
      .send();
    found.push(...((page.Items ?? []) as ArticleAddress[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < limit);
  return found;
}
