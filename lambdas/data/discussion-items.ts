/**
 * Discussion items (docs/decisions/D13): create, edit, delete, hide, read one, and one page of a
 * list. Every write of an item changes its search words and its kind's counters in the same
 * transaction, so a count never drifts from what was written.
 */
import {
  $add,
  $remove,
  $set,
  BatchGetCommand,
  BatchGetRequest,
  ConditionCheck,
  DeleteTransaction,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateTransaction,
  executeBatchGet,
  type FormattedItem,
} from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { DiscussionItemEntity } from './entities/discussion-item';
import { DiscussionWordEntity, FeedbackEmailEntity } from './entities/discussion-parts';
import { statsShardUpdate, type StatsDelta } from './discussion-stats';
import { keys } from './keys';
import { named, namedTransaction, type NamedTransactItem, type TransactItem } from './named-transaction';
import { INVALID_CURSOR, decodeCursor, encodeCursor, gsi1KeyAttributes, gsi2KeyAttributes, type InvalidCursor, type Page } from './page-cursors';
import { table } from './table';
import { deleteItems } from './user-items';

export type StoredDiscussionItem = FormattedItem<typeof DiscussionItemEntity>;

/** Where an item stands in its lists: absent when hidden (no list holds it). */
export interface ListKeys {
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
}

export interface SearchWords {
  /** Every indexed word (title words first). */
  words: string[];
  titleWords: string[];
}

const itemExists = { attr: 'itemId', exists: true } as const;

export async function getDiscussionItem(itemId: string): Promise<StoredDiscussionItem | undefined> {
  const { Item } = await DiscussionItemEntity.build(GetItemCommand).key({ itemId }).options({ consistent: true }).send();
  return Item;
}

/** What a search ranks and filters its candidates by: not their text. */
const RANK_FIELDS = ['itemId', 'kind', 'category', 'authorRole', 'votes', 'hidden', 'createdAt'] as const;
export type DiscussionRankFields = Pick<StoredDiscussionItem, (typeof RANK_FIELDS)[number]>;

/** Many items by id (a search's page), in one BatchGet per 100. Missing ones are left out. */
export function getDiscussionItems(itemIds: readonly string[]): Promise<StoredDiscussionItem[]> {
  return batchGetItems<StoredDiscussionItem>(itemIds);
}

/**
 * Only the ranking fields of many items (a search's candidates, up to 56): a community post can
 * hold 30,000 characters of content and snippet that ranking never reads.
 */
export function getDiscussionRankFields(itemIds: readonly string[]): Promise<DiscussionRankFields[]> {
  return batchGetItems<DiscussionRankFields>(itemIds, RANK_FIELDS);
}

async function batchGetItems<T>(itemIds: readonly string[], attributes?: readonly (typeof RANK_FIELDS)[number][]): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < itemIds.length; start += 100) {
    const chunk = itemIds.slice(start, start + 100);
    const command = table.build(BatchGetCommand).requests(...chunk.map((itemId) => DiscussionItemEntity.build(BatchGetRequest).key({ itemId })));
    const { Responses } = await executeBatchGet({ maxAttempts: 6 }, attributes ? command.options({ attributes: [...attributes] }) : command);
    for (const item of (Responses?.[0] ?? []) as (T | undefined)[]) if (item) found.push(item);
  }
  return found;
}

/**
 * The search index entries of an item: one per indexed word, marked when in the title, with what a
 * search within a category compares (a blog article's author role: /blog filters by it).
 */
export function wordEntries(
  item: Pick<StoredDiscussionItem, 'kind' | 'category' | 'createdAt' | 'itemId'> & Partial<Pick<StoredDiscussionItem, 'authorRole'>>,
  { words, titleWords }: SearchWords,
) {
  const inTitle = new Set(titleWords);
  const { kind, createdAt, itemId } = item;
  const category = listCategoryOf(item);
  return words.map((word) => ({ kind, word, inTitle: inTitle.has(word), createdAt, itemId, category }));
}

/** What a list's and a search's category filter compares: a blog article's author role (/blog's filter), any other item's category. */
export function listCategoryOf(item: Pick<StoredDiscussionItem, 'kind' | 'category'> & Partial<Pick<StoredDiscussionItem, 'authorRole'>>): string {
  return item.kind === 'blog' ? (item.authorRole ?? 'mentor') : item.category;
}

/**
 * The transaction items that move an item's search entries from `oldWords` to `newWords`: entries
 * gone are deleted, new ones put. When the category changed, every new entry is put (a put over the
 * same key replaces it; a transaction may not both delete and put one key).
 */
export function wordChanges(oldWords: readonly WordEntry[], newWords: readonly WordEntry[]) {
  const key = (e: WordEntry) => `${e.word}#${e.inTitle}`;
  const newKeys = new Set(newWords.map(key));
  const sameCategory = oldWords[0]?.category === newWords[0]?.category;
  const oldKeys = new Set(sameCategory ? oldWords.map(key) : []);
  return [
    ...oldWords.filter((e) => !newKeys.has(key(e))).map((e) => ({ name: 'word' as const, item: deleteWord(e) })),
    ...newWords.filter((e) => !oldKeys.has(key(e))).map((e) => ({ name: 'word' as const, item: putWord(e) })),
  ];
}

export type WordEntry = ReturnType<typeof wordEntries>[number];
const putWord = (entry: WordEntry) => DiscussionWordEntity.build(PutTransaction).item(entry);
const deleteWord = (entry: WordEntry) => DiscussionWordEntity.build(DeleteTransaction).key(entry);

export type CreateOutcome = 'created' | 'accountGone';

/** Writes a new item, its search words and its counters at once; refused if the author's account is being deleted. */
export async function createDiscussionItem(item: StoredDiscussionItem, stats: StatsDelta, feedbackEmail?: string): Promise<CreateOutcome> {
  const items: NamedTransactItem<'item' | 'word' | 'stats' | 'account' | 'email'>[] = [
    { name: 'account', item: accountWritableCheck(item.authorId) },
    {
      name: 'item',
      item: DiscussionItemEntity.build(PutTransaction)
        .item(item)
        .options({ condition: { attr: 'itemId', exists: false } }),
    },
    ...wordEntries(item, item).map((entry) => ({ name: 'word' as const, item: putWord(entry) })),
    { name: 'stats', item: statsShardUpdate(item.kind, item.itemId, stats) },
  ];
  if (feedbackEmail)
    items.push({ name: 'email', item: FeedbackEmailEntity.build(PutTransaction).item({ userId: item.authorId, itemId: item.itemId, email: feedbackEmail }) });
  const cancelled = await namedTransaction(items);
  if (!cancelled) return 'created';
  if (cancelled.failed.has('account')) return 'accountGone';
  throw cancelled.error;
}

export interface ItemEdit {
  category: string;
  title: string;
  content: string;
  codeSnippet: StoredDiscussionItem['codeSnippet'];
  updatedAt: string;
  search: SearchWords;
  /** The category list's key when the item is listed (not hidden). */
  listKeys: ListKeys | undefined;
}

/**
 * Edits an item as read (`before`): fields, the search words that changed and the counters the
 * change moves; conditioned on the item being unchanged in between (its updatedAt), so two tabs
 * editing at once cannot leave the words of the first with the text of the second.
 */
export async function editDiscussionItem(before: StoredDiscussionItem, edit: ItemEdit, stats: StatsDelta): Promise<'edited' | 'changed'> {
  const unchanged = before.updatedAt === undefined ? ({ attr: 'updatedAt', exists: false } as const) : ({ attr: 'updatedAt', eq: before.updatedAt } as const);
  const items: NamedTransactItem<'item' | 'word' | 'stats'>[] = [
    {
      name: 'item',
      item: DiscussionItemEntity.build(UpdateTransaction)
        .item({
          itemId: before.itemId,
          category: edit.category,
          title: edit.title,
          content: edit.content,
          codeSnippet: edit.codeSnippet ? $set(edit.codeSnippet) : $remove(),
          updatedAt: edit.updatedAt,
          words: $set(edit.search.words),
          titleWords: $set(edit.search.titleWords),
          ...(edit.listKeys && { gsi1pk: edit.listKeys.gsi1pk, gsi1sk: edit.listKeys.gsi1sk }),
        })
        .options({ condition: { and: [itemExists, unchanged] } }),
    },
    ...wordChanges(wordEntries(before, before), wordEntries({ ...before, category: edit.category }, edit.search)),
  ];
  if (Object.keys(stats).length > 0) items.push({ name: 'stats', item: statsShardUpdate(before.kind, before.itemId, stats) });
  const cancelled = await namedTransaction(items);
  if (!cancelled) return 'edited';
  if (cancelled.failed.has('item')) return 'changed';
  throw cancelled.error;
}

/**
 * Deletes the item, its search words and its share of the counters in one transaction (from then on
 * no list, search or read finds it), then its comments, votes and views, page by page.
 */
export async function deleteDiscussionItem(
  before: StoredDiscussionItem,
  stats: StatsDelta,
  moreCounters: readonly TransactItem[] = [],
): Promise<'deleted' | 'changed'> {
  const cancelled = await namedTransaction<'item' | 'word' | 'stats'>([
    {
      name: 'item',
      item: DiscussionItemEntity.build(DeleteTransaction)
        .key({ itemId: before.itemId })
        .options({
          condition: {
            and: [
              itemExists,
              { attr: 'votes', eq: before.votes },
              { attr: 'answers', eq: before.answers },
              { attr: 'commentCount', eq: before.commentCount },
              { attr: 'hidden', eq: before.hidden },
            ],
          },
        }),
    },
    ...wordEntries(before, before).map((e) => ({ name: 'word' as const, item: deleteWord(e) })),
    { name: 'stats', item: statsShardUpdate(before.kind, before.itemId, stats) },
    ...named('stats', moreCounters),
  ]);
  if (cancelled?.failed.has('item')) return 'changed';
  if (cancelled) throw cancelled.error;
  await deleteItemPartition(before.itemId);
  return 'deleted';
}

/** Everything left in a deleted item's partition (comments, votes, views, report marks), a Query page at a time. */
export async function deleteItemPartition(itemId: string): Promise<void> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(QueryCommand)
      .query({ partition: keys.discussion(itemId) })
      .options({ attributes: ['pk', 'sk'], limit: 500, ...(startKey && { exclusiveStartKey: startKey }) })
      .send();
    await deleteItems((page.Items ?? []).map((row) => ({ pk: String(row.pk), sk: String(row.sk) })));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Shows or hides an item (admins): hidden, it leaves every list; shown again, it returns where its votes put it. */
export async function setDiscussionItemHidden(itemId: string, hidden: boolean, listKeys: ListKeys | undefined): Promise<boolean> {
  const cancelled = await namedTransaction([
    {
      name: 'item',
      item: DiscussionItemEntity.build(UpdateTransaction)
        .item({
          itemId,
          hidden,
          ...(hidden || !listKeys ? { gsi1pk: $remove(), gsi1sk: $remove(), gsi2pk: $remove(), gsi2sk: $remove() } : listKeys),
        })
        .options({ condition: itemExists }),
    },
  ]);
  return cancelled === undefined;
}

/** Moves a feedback's status (admins), conditioned on the status read, with the status counters. */
export async function setFeedbackStatus(
  before: StoredDiscussionItem,
  status: NonNullable<StoredDiscussionItem['status']>,
  stats: StatsDelta,
): Promise<boolean> {
  const cancelled = await namedTransaction<'item' | 'stats'>([
    {
      name: 'item',
      item: DiscussionItemEntity.build(UpdateTransaction)
        .item({ itemId: before.itemId, status })
        .options({ condition: { and: [itemExists, before.status ? { attr: 'status', eq: before.status } : { attr: 'status', exists: false }] } }),
    },
    { name: 'stats', item: statsShardUpdate(before.kind, before.itemId, stats) },
  ]);
  return cancelled === undefined;
}

/** A ConditionCheck that the item still exists (comments, votes, views and reports are written with it). */
export const discussionItemExists = (itemId: string) => DiscussionItemEntity.build(ConditionCheck).key({ itemId }).condition(itemExists);

/** What a counter's write is conditioned on besides the item existing: the fields the counters were decided from. */
export type CounterGuard =
  | { attr: 'votes' | 'answers'; eq: number }
  | { attr: 'articleStatus'; eq: NonNullable<StoredDiscussionItem['articleStatus']> }
  | { attr: 'articleStatus'; exists: false };

/** The guard that a blog article is still as published (or not) as it was read; none for other kinds. */
export function publishedGuard(item: StoredDiscussionItem): CounterGuard | undefined {
  if (item.kind !== 'blog') return undefined;
  return item.articleStatus ? { attr: 'articleStatus', eq: item.articleStatus } : { attr: 'articleStatus', exists: false };
}

/** The item's counter update inside another write's transaction. */
export function discussionCounterUpdate(
  itemId: string,
  change: { votes?: number; commentCount?: number; answers?: number; views?: number },
  set: Partial<Pick<StoredDiscussionItem, 'votes' | 'gsi1sk' | 'gsi2sk' | 'acceptedCommentId'>> & { clearAccepted?: boolean } = {},
  condition: CounterGuard | undefined = undefined,
  alsoCondition: CounterGuard | undefined = undefined,
) {
  const { clearAccepted, ...fields } = set;
  const guards = [condition, alsoCondition].filter((guard) => guard !== undefined);
  return DiscussionItemEntity.build(UpdateTransaction)
    .item({
      itemId,
      ...Object.fromEntries(Object.entries(change).map(([name, by]) => [name, $add(by)])),
      ...fields,
      ...(clearAccepted && { acceptedCommentId: $remove() }),
    })
    .options({ condition: guards.length > 0 ? { and: [itemExists, ...guards] } : itemExists });
}

export interface ListSelection {
  kind: string;
  /** A category's list (gsi1), or the kind's whole list (gsi2). */
  category?: string;
  limit: number;
  cursor?: string;
}

/** One page of a list, best first (votes, then newest; feedback newest first). */
export async function listDiscussionPage({ kind, category, limit, cursor }: ListSelection): Promise<Page<StoredDiscussionItem> | InvalidCursor> {
  const byCategory = category !== undefined;
  const partition = byCategory ? keys.discussionsOfCategory(kind, category) : keys.discussionsOfKind(kind);
  const attributes = byCategory ? gsi1KeyAttributes : gsi2KeyAttributes;
  const startKey =
    cursor === undefined
      ? undefined
      : decodeCursor(cursor, attributes, (k) => (byCategory ? k.gsi1pk === partition : k.gsi2pk === partition) && k.sk === keys.discussionItemSort());
  if (cursor !== undefined && !startKey) return INVALID_CURSOR;
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(DiscussionItemEntity)
    .query({ index: byCategory ? 'gsi1' : 'gsi2', partition })
    .options({ reverse: true, limit, ...(startKey && { exclusiveStartKey: startKey }) })
    .send();
  return { items: Items, nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** The e-mails given with these feedback items (staff reads), by item id. */
export async function getFeedbackEmails(items: readonly Pick<StoredDiscussionItem, 'authorId' | 'itemId'>[]): Promise<Map<string, string>> {
  const emails = new Map<string, string>();
  for (let start = 0; start < items.length; start += 100) {
    const chunk = items.slice(start, start + 100);
    const { Responses } = await executeBatchGet(
      { maxAttempts: 6 },
      table
        .build(BatchGetCommand)
        .requests(...chunk.map(({ authorId, itemId }) => FeedbackEmailEntity.build(BatchGetRequest).key({ userId: authorId, itemId }))),
    );
    for (const found of (Responses?.[0] ?? []) as ({ itemId: string; email: string } | undefined)[]) if (found) emails.set(found.itemId, found.email);
  }
  return emails;
}
