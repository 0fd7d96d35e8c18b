/**
 * Discussion items (docs/decisions/D13): create, edit, delete, read, list and search, and the
 * admins' hide and feedback triage. Authors edit their own; authors and admins delete.
 */
import {
  DISCUSSION_PAGE_SIZE,
  categoriesOf,
  discussionMessages as m,
  type CommunityPostInput,
  type DiscussionItem,
  type DiscussionKind,
  type DiscussionPage,
  type FeedbackInput,
  type FeedbackStatus,
  type QuestionInput,
  type VoteDirection,
} from '@contract/discussions';
import {
  createDiscussionItem,
  deleteDiscussionItem,
  editDiscussionItem,
  getDiscussionItem,
  getFeedbackEmails,
  listDiscussionPage,
  setDiscussionItemHidden,
  setFeedbackStatus,
  type StoredDiscussionItem,
} from '../data/discussion-items';
import { noteParticipation } from '../data/discussion-stats';
import { getVotes } from '../data/discussion-votes';
import { INVALID_CURSOR } from '../data/page-cursors';
import type { Caller } from '../shared/caller';
import { BadRequest, Conflict, Forbidden, NotFound, errors } from '../shared/errors';
import { newDiscussionId } from './ids';
import { countsChange, listKeysOf } from './kinds';
import { authorCards, itemView } from './present';
import { meter } from './rates';
import { INVALID_SEARCH_CURSOR, searchPage } from './search';
import { searchWordsOf } from './search-words';

type NewItem = (CommunityPostInput | QuestionInput | FeedbackInput) & { category: string };

export const isAdmin = (caller: Caller | undefined) => caller?.role === 'admin';

/** Hidden by an admin, or a blog article not published: seen only by its author and admins. */
const keptFromReaders = (item: StoredDiscussionItem) => item.hidden || (item.kind === 'blog' && item.articleStatus !== 'published');

/** The item of this kind the caller may see (its comments too): one kept from readers only by its author and admins. */
export async function visibleItem(kind: DiscussionKind, itemId: string, caller: Caller | undefined): Promise<StoredDiscussionItem> {
  const item = await getDiscussionItem(itemId);
  if (!item || item.kind !== kind || (keptFromReaders(item) && item.authorId !== caller?.userId && !isAdmin(caller))) throw NotFound(m.itemNotFound);
  return item;
}

function checkCategory(kind: DiscussionKind, category: string): void {
  if (!(categoriesOf[kind] as readonly string[]).includes(category)) throw BadRequest(`Choose one of: ${categoriesOf[kind].join(', ')}.`);
}

/** Writes a new item of the kind for the caller and answers it as stored. */
export async function createItem(kind: DiscussionKind, caller: Caller, input: NewItem, now = new Date()): Promise<DiscussionItem> {
  checkCategory(kind, input.category);
  await meter(caller, kind === 'feedback' ? 'feedback' : 'items', now);
  const itemId = newDiscussionId(now);
  const createdAt = now.toISOString();
  const content = 'content' in input ? input.content : input.description;
  const feedback = 'rating' in input ? input : undefined;
  const base = {
    itemId,
    kind,
    category: input.category,
    title: input.title,
    content,
    authorId: caller.userId,
    createdAt,
    votes: 0,
    commentCount: 0,
    answers: 0,
    views: 0,
    hidden: false,
    ...searchWordsOf(input.title, content),
    ...('codeSnippet' in input && input.codeSnippet && { codeSnippet: input.codeSnippet }),
    ...(feedback && {
      rating: feedback.rating,
      status: 'under-review' as const,
      feedbackType: feedback.type,
      ...(feedback.email && { email: feedback.email }),
    }),
  } satisfies StoredDiscussionItem;
  const item: StoredDiscussionItem = { ...base, ...listKeysOf(base) };
  if ((await createDiscussionItem(item, countsChange(kind, undefined, item), feedback?.email || undefined)) === 'accountGone')
    throw errors.userAccountNotFound();
  if (kind !== 'feedback') await noteParticipation(caller.userId, kind, now);
  return (await presentPage([item], caller))[0]!;
}

/** The author edits their item's category, title, content and snippet (its votes and comments stay). */
export async function editItem(kind: DiscussionKind, caller: Caller, itemId: string, input: NewItem, now = new Date()): Promise<DiscussionItem> {
  checkCategory(kind, input.category);
  const before = await visibleItem(kind, itemId, caller);
  if (before.authorId !== caller.userId) throw Forbidden(m.notAuthor);
  const content = 'content' in input ? input.content : input.description;
  // PUT replaces the post: a post edited without a snippet has none.
  const codeSnippet = kind === 'community' ? ((input as CommunityPostInput).codeSnippet ?? undefined) : undefined;
  const after: StoredDiscussionItem = { ...before, category: input.category, title: input.title, content, codeSnippet, updatedAt: now.toISOString() };
  const search = searchWordsOf(input.title, content);
  const outcome = await editDiscussionItem(
    before,
    {
      category: after.category,
      title: after.title,
      content,
      codeSnippet,
      updatedAt: after.updatedAt!,
      search,
      listKeys: before.hidden ? undefined : listKeysOf(after),
    },
    countsChange(kind, before, after),
  );
  if (outcome === 'changed') throw Conflict('This item changed in another window. Please reload and try again.');
  return (await presentPage([{ ...after, ...search }], caller))[0]!;
}

/** The author or an admin deletes the item, with its comments, votes and views. */
export async function deleteItem(kind: DiscussionKind, caller: Caller, itemId: string): Promise<{ success: true }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await visibleItem(kind, itemId, caller);
    if (before.authorId !== caller.userId && !isAdmin(caller)) throw Forbidden(m.notAuthor);
    // Conditioned on the counters it takes back from the stats: a vote landing meanwhile means read again.
    if ((await deleteDiscussionItem(before, countsChange(kind, before, undefined))) === 'deleted') return { success: true };
  }
  throw Conflict('This item is changing right now. Please try again.');
}

export async function getItem(kind: DiscussionKind, caller: Caller | undefined, itemId: string): Promise<DiscussionItem> {
  const item = await visibleItem(kind, itemId, caller);
  return (await presentPage([item], caller))[0]!;
}

export const isStaff = (caller: Caller | undefined) => caller?.role === 'admin' || caller?.role === 'mentor';

async function presentPage(items: StoredDiscussionItem[], caller: Caller | undefined): Promise<DiscussionItem[]> {
  const feedback = items.filter((item) => item.kind === 'feedback');
  const [cards, votes, emails] = await Promise.all([
    authorCards(items.map((item) => item.authorId)),
    caller
      ? getVotes(
          items.map((item) => item.itemId),
          caller.userId,
        )
      : Promise.resolve(new Map<string, VoteDirection>()),
    // The e-mail given with a feedback: staff only (docs/requirements/feedback.md §1).
    isStaff(caller) && feedback.length > 0 ? getFeedbackEmails(feedback) : Promise.resolve(new Map<string, string>()),
  ]);
  return items.map((item) => itemView(item, cards, votes.get(item.itemId) ?? null, emails.get(item.itemId) ?? null));
}

export interface ListRequest {
  category?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
}

/** One page of the kind's list (a category's, when given), or of a search's best matches. */
export async function listItems(kind: DiscussionKind, caller: Caller | undefined, { category, q, cursor }: ListRequest): Promise<DiscussionPage> {
  const inCategory = category && category !== 'all' ? category : undefined;
  if (inCategory) checkCategory(kind, inCategory);
  const page =
    q && q.trim() !== ''
      ? await searchPage(kind, q, inCategory, cursor)
      : await listDiscussionPage({ kind, ...(inCategory && { category: inCategory }), limit: DISCUSSION_PAGE_SIZE[kind], ...(cursor && { cursor }) });
  if (page === INVALID_CURSOR || page === INVALID_SEARCH_CURSOR) throw BadRequest('This page link is no longer valid. Please reload the list.');
  return { items: await presentPage(page.items, caller), nextCursor: page.nextCursor };
}

/** An admin hides an item from every list, or shows it again. */
export async function setHidden(kind: DiscussionKind, caller: Caller, itemId: string, hidden: boolean): Promise<DiscussionItem> {
  const item = await visibleItem(kind, itemId, caller);
  if (!(await setDiscussionItemHidden(itemId, hidden, hidden ? undefined : listKeysOf(item)))) throw NotFound(m.itemNotFound);
  return getItem(kind, caller, itemId);
}

/** An admin moves a feedback along Under Review → In Progress → Implemented (any order: triage can be undone). */
export async function changeFeedbackStatus(caller: Caller, itemId: string, status: FeedbackStatus): Promise<DiscussionItem> {
  const before = await visibleItem('feedback', itemId, caller);
  if (before.status !== status && !(await setFeedbackStatus(before, status, countsChange('feedback', before, { ...before, status })))) {
    throw Conflict('This feedback changed meanwhile. Please reload and try again.');
  }
  return getItem('feedback', caller, itemId);
}
