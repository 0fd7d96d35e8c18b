import { useId, useState } from 'react';
import { type DiscussionItem, discussionMessages, snippetLanguages } from '@contract/discussions';
import { AuthorLine } from '@web/components/discussion/author-line';
import { CodeSnippet } from '@web/components/discussion/code-snippet';
import { communityCommentRoutes } from '@web/components/discussion/comment-routes';
import { CommentThread } from '@web/components/discussion/comment-thread';
import { MarkdownBody } from '@web/components/discussion/markdown-body';
import { RelativeTime } from '@web/components/discussion/relative-time';
import { ReportDialog } from '@web/components/discussion/report-dialog';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { VoteButtons } from '@web/components/discussion/vote-buttons';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { voteCommunityPost } from '../api/community-posts';
import { isTempPost, type PostActions } from '../hooks/use-post-actions';
import { categoryLabel, communityTexts } from '../lib/community-texts';
import { failureMessage } from '../lib/failure-message';

export interface PostCardProps {
  readonly post: DiscussionItem;
  readonly viewer: Viewer | null;
  readonly actions: PostActions;
  readonly onEdit: (post: DiscussionItem) => void;
}

const isSnippetLanguage = (value: string): value is (typeof snippetLanguages)[number] => snippetLanguages.some((l) => l === value);

/**
 * One post (docs/requirements/community.md §2): votes, title, type, author, when, the Markdown
 * body, the snippet, and the comments behind their count. Its author edits and deletes it; anyone
 * else may report it. A post still being saved shows without controls.
 */
export function PostCard({ post, viewer, actions, onEdit }: PostCardProps) {
  const api = useApiClient();
  const toast = useToast();
  const titleId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const saving = isTempPost(post);
  const mine = !saving && viewer !== null && post.author.userId !== null && post.author.userId === viewer.userId;
  const snippet = post.codeSnippet && isSnippetLanguage(post.codeSnippet.language) ? post.codeSnippet : null;
  const comments = `${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'}`;

  const remove = async () => {
    try {
      await actions.remove(post.id);
    } catch (error) {
      toast.error(failureMessage(error, communityTexts.deleteFailed));
    } finally {
      setDialog(null);
    }
  };

  return (
    <article className="post-card" aria-labelledby={titleId} aria-busy={saving || undefined}>
      <VoteButtons
        votes={post.votes}
        myVote={post.myVote}
        disabled={viewer === null || saving}
        label={`Votes for ${post.title}`}
        onVote={(direction) => voteCommunityPost(api, post.id, direction)}
        onVoted={(result) => actions.voted(post.id, result)}
      />
      <div className="post-card__main">
        <header className="post-card__header">
          <h2 id={titleId} className="post-card__title">
            {post.title}
          </h2>
          <span className="chip post-card__type">{categoryLabel(post.category)}</span>
        </header>
        <AuthorLine author={post.author}>
          <RelativeTime iso={post.createdAt} />
          {saving ? <span>Posting...</span> : null}
        </AuthorLine>
        <MarkdownBody className="post-card__content" text={post.content} />
        {snippet ? <CodeSnippet code={snippet.code} language={snippet.language} /> : null}
        <div className="post-card__actions">
          <Button className="post-card__action" aria-expanded={commentsOpen} disabled={saving} onClick={() => setCommentsOpen((open) => !open)}>
            {comments}
          </Button>
          {mine ? (
            <>
              <Button className="post-card__action" onClick={() => onEdit(post)}>
                Edit
              </Button>
              <Button className="post-card__action" onClick={() => setDialog('delete')}>
                Delete
              </Button>
            </>
          ) : null}
          {!mine && !saving && viewer !== null ? (
            <Button className="post-card__action" onClick={() => setDialog('report')}>
              Report
            </Button>
          ) : null}
        </div>
        {commentsOpen && !saving ? (
          <CommentThread
            itemId={post.id}
            routes={communityCommentRoutes}
            viewer={viewer}
            onAdded={() => actions.commentsChanged(post.id, 1)}
            onDeleted={() => actions.commentsChanged(post.id, -1)}
          />
        ) : null}
      </div>
      {dialog === 'delete' ? (
        <ConfirmDialog
          title="Delete post"
          description={discussionMessages.confirmDeletePost}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          destructive
          onConfirm={remove}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'report' ? (
        <ReportDialog
          title={communityTexts.reportTitle}
          onSubmit={async (reason) => {
            await actions.report(post.id, reason);
            toast.success(discussionMessages.reported);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}
