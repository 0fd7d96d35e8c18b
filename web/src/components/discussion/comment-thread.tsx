import './discussion.css';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { type CommentPage, type DiscussionComment, discussionMessages, FIRST_COMMENTS, MORE_COMMENTS } from '@contract/discussions';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { AuthorLine } from './author-line';
import { commentParams, type CommentRoutes, commentsQueryKey } from './comment-routes';
import { RelativeTime } from './relative-time';
import type { Viewer } from './use-viewer';

export const commentTexts = {
  loadMore: 'Load more',
  showLess: 'Show less',
  send: 'Send',
  placeholder: 'Write a comment...',
  empty: 'No comments yet.',
  loadFailed: 'Failed to load comments.',
  addFailed: 'Failed to add comment. Please try again.',
  editFailed: 'Failed to update comment. Please try again.',
  deleteFailed: 'Failed to delete comment. Please try again.',
} as const;

/** A comment shown before the server stored it: its id starts so, and it has no controls yet. */
export const TEMP_COMMENT_PREFIX = 'temp-';
const isTemp = (comment: DiscussionComment) => comment.id.startsWith(TEMP_COMMENT_PREFIX);

export interface CommentThreadProps {
  /** The item (post, question) whose comments these are. */
  readonly itemId: string;
  /** Its kind's comment routes: communityCommentRoutes, questionCommentRoutes, blogCommentRoutes. */
  readonly routes: CommentRoutes;
  /** The signed-in reader (useViewer()); null: the list only, no form, no controls. */
  readonly viewer: Viewer | null;
  /** The list's heading and accessible name ('Comments' unless the page says 'Answers'). */
  readonly title?: string;
  readonly placeholder?: string;
  /** Extra controls per comment, after Edit and Delete (Q&A: "Accept"). Not called for a comment still being sent. */
  readonly renderActions?: (comment: DiscussionComment) => ReactNode;
  /** Marks beside the author (Q&A: "Answer", "Accepted"). */
  readonly renderBadge?: (comment: DiscussionComment) => ReactNode;
  /** A class for a comment's <li> (Q&A: the accepted answer's highlight). */
  readonly commentClassName?: (comment: DiscussionComment) => string | undefined;
  /** A comment was stored (the item's comment count, Q&A's answers): the server's copy. */
  readonly onAdded?: (comment: DiscussionComment) => void;
  /** A comment was deleted. */
  readonly onDeleted?: (comment: DiscussionComment) => void;
}

type Pages = InfiniteData<CommentPage, string | undefined>;

/** Pages' comments in order, each once (a comment added since a page was read could come twice). */
function flatten(data: InfiniteData<CommentPage, unknown> | undefined): DiscussionComment[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) => page.comments.filter((c) => !seen.has(c.id) && seen.add(c.id)));
}

const mapComments = (data: Pages | undefined, change: (comments: DiscussionComment[], index: number) => DiscussionComment[]): Pages | undefined =>
  data && { ...data, pages: data.pages.map((page, index) => ({ ...page, comments: change(page.comments, index) })) };

/** The server's message for a refused request (4xx), else the page's own words. */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback);

let tempSequence = 0;

/**
 * An item's comments (docs/requirements/community.md §3, qna.md): newest first, 3 shown, 'Load more'
 * shows 5 more (reading the next page from the server when needed), 'Show less' goes back to 3. A
 * signed-in reader writes in a textarea where Enter sends and Shift+Enter makes a new line; blank text
 * is not sent. A comment shows at once under a temporary id and is replaced by the stored one, or
 * removed with its text put back in the box if saving fails. Its author may edit it (not blank) and
 * delete it after 'Delete this comment?'.
 */
export function CommentThread(props: CommentThreadProps) {
  const { itemId, routes, viewer, title = 'Comments', placeholder = commentTexts.placeholder } = props;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = commentsQueryKey(routes, itemId);
  const [shownCount, setShownCount] = useState(FIRST_COMMENTS);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.call(routes.list, {
        params: commentParams(routes.list, itemId),
        query: pageParam ? { cursor: pageParam, limit: MORE_COMMENTS } : { limit: FIRST_COMMENTS },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const all = flatten(query.data);
  const shown = all.slice(0, shownCount);
  const canLoadMore = all.length > shownCount || query.hasNextPage;

  const loadMore = async () => {
    const wanted = shownCount + MORE_COMMENTS;
    // Fetch pages until enough comments are cached or none are left (a page may repeat what an add shifted).
    let data = query.data;
    let next = data?.pages.at(-1)?.nextCursor;
    while (flatten(data).length < wanted && next) {
      const result = await query.fetchNextPage();
      if (result.isError) return;
      data = result.data;
      const cursor = data?.pages.at(-1)?.nextCursor;
      if (cursor === next) break;
      next = cursor;
    }
    setShownCount(wanted);
  };

  const update = (change: (data: Pages | undefined) => Pages | undefined) => queryClient.setQueryData<Pages>(queryKey, change);

  const add = async (text: string) => {
    if (!viewer) return;
    await queryClient.cancelQueries({ queryKey });
    const temp: DiscussionComment = {
      id: `${TEMP_COMMENT_PREFIX}${++tempSequence}`,
      text,
      author: viewer,
      createdAt: new Date().toISOString(),
      updatedAt: null,
      isAnswer: false,
      hidden: false,
    };
    update((data) => mapComments(data, (comments, index) => (index === 0 ? [temp, ...comments] : comments)));
    try {
      const stored = await api.call(routes.add, { params: commentParams(routes.add, itemId), body: { text } });
      update((data) => mapComments(data, (comments) => comments.map((c) => (c.id === temp.id ? stored : c))));
      if (!query.data) void queryClient.invalidateQueries({ queryKey });
      props.onAdded?.(stored);
    } catch (error) {
      update((data) => mapComments(data, (comments) => comments.filter((c) => c.id !== temp.id)));
      throw error;
    }
  };

  const replace = (stored: DiscussionComment) => update((data) => mapComments(data, (comments) => comments.map((c) => (c.id === stored.id ? stored : c))));
  const removed = (comment: DiscussionComment) => {
    update((data) => mapComments(data, (comments) => comments.filter((c) => c.id !== comment.id)));
    props.onDeleted?.(comment);
  };

  return (
    <section className="comment-thread" aria-label={title}>
      {viewer ? <CommentForm placeholder={placeholder} onSend={add} /> : null}
      {query.isPending ? (
        <p className="comment-thread__status" role="status">
          {discussionMessages.loadingComment}
        </p>
      ) : query.isError && !query.data ? (
        <div className="comment-thread__status">
          <p className="alert alert--error" role="alert">
            {commentTexts.loadFailed}
          </p>
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : all.length === 0 ? (
        <p className="comment-thread__status">{commentTexts.empty}</p>
      ) : (
        <ul className="comment-thread__list" aria-label={title}>
          {shown.map((comment) => (
            <CommentItem key={comment.id} comment={comment} {...props} onEdited={replace} onRemoved={removed} />
          ))}
        </ul>
      )}
      {query.isFetchingNextPage ? (
        <p className="comment-thread__status" role="status">
          {discussionMessages.loadingComment}
        </p>
      ) : null}
      {canLoadMore || shownCount > FIRST_COMMENTS ? (
        <div className="comment-thread__more">
          {canLoadMore ? (
            <Button onClick={() => void loadMore()} disabled={query.isFetchingNextPage}>
              {commentTexts.loadMore}
            </Button>
          ) : null}
          {shownCount > FIRST_COMMENTS ? <Button onClick={() => setShownCount(FIRST_COMMENTS)}>{commentTexts.showLess}</Button> : null}
        </div>
      ) : null}
    </section>
  );
}

/** Enter sends, Shift+Enter (or Enter while composing text in an input method) makes a new line. */
export function sendsOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}

function CommentForm({ placeholder, onSend }: { readonly placeholder: string; readonly onSend: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return;
    setText('');
    setError(null);
    onSend(body).catch((failure: unknown) => {
      // The text comes back unless the reader has started another one meanwhile.
      setText((current) => (current === '' ? text : current));
      setError(messageOf(failure, commentTexts.addFailed));
    });
  };

  return (
    <form ref={formRef} className="comment-form" onSubmit={send}>
      <textarea
        className="comment-form__input"
        aria-label={placeholder.replace(/\.+$/, '')}
        placeholder={placeholder}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (!sendsOnEnter(event)) return;
          event.preventDefault();
          send();
        }}
      />
      <Button type="submit" variant="primary" disabled={text.trim() === ''}>
        {commentTexts.send}
      </Button>
      {error ? (
        <p className="field__error comment-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

interface CommentItemProps extends CommentThreadProps {
  readonly comment: DiscussionComment;
  readonly onEdited: (comment: DiscussionComment) => void;
  readonly onRemoved: (comment: DiscussionComment) => void;
}

function CommentItem({ comment, itemId, routes, viewer, renderActions, renderBadge, commentClassName, onEdited, onRemoved }: CommentItemProps) {
  const api = useApiClient();
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pending = isTemp(comment);
  const mine = !pending && viewer !== null && comment.author.userId !== null && comment.author.userId === viewer.userId;

  const save = async () => {
    const text = editing?.trim() ?? '';
    if (!text) {
      setEditError(discussionMessages.commentRequired);
      return;
    }
    setSaving(true);
    try {
      onEdited(await api.call(routes.edit, { params: commentParams(routes.edit, itemId, comment.id), body: { text } }));
      setEditing(null);
      setEditError(null);
    } catch (error) {
      setEditError(messageOf(error, commentTexts.editFailed));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await api.call(routes.remove, { params: commentParams(routes.remove, itemId, comment.id) });
      setConfirming(false);
      onRemoved(comment);
    } catch (error) {
      setConfirming(false);
      toast.error(messageOf(error, commentTexts.deleteFailed));
    }
  };

  const extra = className(comment, commentClassName);
  return (
    <li className={extra ? `comment ${extra}` : 'comment'} aria-busy={pending || undefined}>
      <AuthorLine author={comment.author}>
        {renderBadge?.(comment)}
        <RelativeTime iso={comment.createdAt} />
      </AuthorLine>
      {editing === null ? (
        <p className="comment__text">{comment.text}</p>
      ) : (
        <div className="comment__edit">
          <textarea
            aria-label="Edit comment"
            rows={2}
            value={editing}
            aria-invalid={editError ? true : undefined}
            onChange={(event) => setEditing(event.target.value)}
            onKeyDown={(event) => {
              if (!sendsOnEnter(event)) return;
              event.preventDefault();
              void save();
            }}
          />
          {editError ? (
            <p className="field__error" role="alert">
              {editError}
            </p>
          ) : null}
          <div className="comment__actions">
            <Button variant="primary" busy={saving} onClick={() => void save()}>
              Save
            </Button>
            <Button
              disabled={saving}
              onClick={() => {
                setEditing(null);
                setEditError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </div>
      )}
      {!pending && editing === null ? (
        <div className="comment__actions">
          {mine ? (
            <>
              <Button className="comment__action" onClick={() => setEditing(comment.text)}>
                Edit
              </Button>
              <Button className="comment__action" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </>
          ) : null}
          {renderActions?.(comment)}
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete comment"
          description={discussionMessages.confirmDeleteComment}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          destructive
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

const className = (comment: DiscussionComment, of: CommentThreadProps['commentClassName']) => of?.(comment);
