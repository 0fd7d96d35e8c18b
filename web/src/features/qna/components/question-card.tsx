import { useState } from 'react';
import { discussionMessages, type DiscussionComment, type DiscussionItem } from '@contract/discussions';
import { AuthorLine } from '@web/components/discussion/author-line';
import { questionCommentRoutes } from '@web/components/discussion/comment-routes';
import { CommentThread } from '@web/components/discussion/comment-thread';
import { MarkdownBody } from '@web/components/discussion/markdown-body';
import { RelativeTime } from '@web/components/discussion/relative-time';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { ReportDialog } from '@web/components/discussion/report-dialog';
import { VoteButtons } from '@web/components/discussion/vote-buttons';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { reportQuestion } from '../api/questions';
import type { QuestionWrites } from '../hooks/use-question-writes';
import { errorMessage } from '../lib/error-message';
import { isTempId } from '../lib/question-cache';
import { categoryLabel, qnaTexts as t } from '../lib/qna-texts';

export interface QuestionCardProps {
  readonly question: DiscussionItem;
  readonly viewer: Viewer | null;
  readonly writes: QuestionWrites;
  readonly onEdit: (question: DiscussionItem) => void;
}

/**
 * One question (docs/requirements/qna.md §1, §3): votes (not floored), title, Markdown body, category
 * and tags, author and time, counts, the Answered mark; edit and delete for its author only; its
 * comments inline, where the asker may accept one answer (a comment by someone else).
 */
export function QuestionCard({ question, viewer, writes, onEdit }: QuestionCardProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const api = useApiClient();
  const pending = isTempId(question.id);
  const isAsker = viewer !== null && question.author.userId !== null && question.author.userId === viewer.userId;
  const answered = question.answers > 0;
  const titleId = `question-${question.id}-title`;
  const tags = [question.category];

  const toggle = () => {
    if (!open) writes.recordView(question);
    setOpen(!open);
  };

  const remove = async () => {
    try {
      await writes.remove(question.id);
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessage(error, t.deleteQuestionFailed));
    }
  };

  const accept = async (comment: DiscussionComment) => {
    setAccepting(true);
    try {
      await writes.accept(question.id, question.acceptedCommentId === comment.id ? null : comment.id);
    } catch (error) {
      toast.error(errorMessage(error, t.updateQuestionFailed));
    } finally {
      setAccepting(false);
    }
  };

  return (
    <article className={`qna-card${answered ? ' qna-card--answered' : ''}`} aria-labelledby={titleId} aria-busy={pending || undefined}>
      <VoteButtons
        votes={question.votes}
        myVote={question.myVote}
        onVote={(direction) => writes.vote(question.id, direction)}
        onVoted={(result) => writes.voted(question.id, result)}
        disabled={viewer === null || pending}
        label={`Votes for ${question.title}`}
      />
      <div className="qna-card__body">
        <div className="qna-card__top">
          <h3 id={titleId} className="qna-card__title">
            {question.title}
          </h3>
          {answered ? <span className="qna-card__answered">✓ {t.card.answered}</span> : null}
        </div>
        <MarkdownBody text={question.content} className="qna-card__content" />
        <div className="qna-card__tags">
          <span className="qna-card__category">{categoryLabel(question.category)}</span>
          <ul className="qna-card__tag-list" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} className="qna-card__tag">
                #{tag}
              </li>
            ))}
          </ul>
        </div>
        <div className="qna-card__meta">
          <AuthorLine author={question.author}>
            <RelativeTime iso={question.createdAt} />
          </AuthorLine>
          <span className="qna-card__counts">
            {t.card.answers(question.answers)} · {t.card.views(question.views)}
          </span>
        </div>
        <div className="qna-card__actions">
          <Button aria-expanded={open} disabled={pending} onClick={toggle}>
            {open ? t.card.hideComments : t.card.showAnswers(question.commentCount)}
          </Button>
          {isAsker && !pending ? (
            <>
              <Button onClick={() => onEdit(question)}>{t.card.edit}</Button>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t.card.delete}
              </Button>
            </>
          ) : null}
          {viewer !== null && !isAsker && !pending ? <Button onClick={() => setReporting(true)}>{t.card.report}</Button> : null}
        </div>
        {open ? (
          <CommentThread
            itemId={question.id}
            routes={questionCommentRoutes}
            viewer={viewer}
            title={`Comments on ${question.title}`}
            placeholder="Write an answer or a comment..."
            renderBadge={(comment) => (comment.id === question.acceptedCommentId ? <span className="qna-accepted-badge">✓ {t.card.accepted}</span> : null)}
            commentClassName={(comment) => (comment.id === question.acceptedCommentId ? 'qna-comment--accepted' : undefined)}
            renderActions={(comment) =>
              isAsker && comment.isAnswer ? (
                <Button
                  className="comment__action"
                  aria-pressed={comment.id === question.acceptedCommentId}
                  disabled={accepting}
                  onClick={() => void accept(comment)}
                >
                  {comment.id === question.acceptedCommentId ? t.card.unaccept : t.card.accept}
                </Button>
              ) : null
            }
            onAdded={(comment) => writes.commentCounted(question.id, comment, 1)}
            onDeleted={(comment) => writes.commentCounted(question.id, comment, -1)}
          />
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t.card.deleteTitle}
          description={t.confirmDeleteQuestion}
          confirmLabel={t.card.delete}
          busyLabel={t.card.deleting}
          destructive
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      {reporting ? (
        <ReportDialog
          title={t.card.reportTitle}
          onSubmit={async (reason) => {
            await reportQuestion(api, question.id, reason);
            toast.success(discussionMessages.reported);
          }}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </article>
  );
}
