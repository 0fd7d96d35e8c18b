import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type DiscussionItem, discussionMessages, feedbackStatusLabels, relativeTime } from '@contract/discussions';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { recentFeedbackQueryOptions } from '../api/list-feedback';
import { useFeedbackVote } from '../hooks/use-feedback-vote';
import { feedbackTypeLabels, feedbackTexts as t } from '../lib/feedback-texts';

/**
 * 'Recent Community Feedback': the 3 newest, each with its type, stars, status, age and the vote
 * toggle. The e-mail an item may carry (the API gives it to staff only) is never shown here.
 */
export function RecentFeedback({ me }: { readonly me: string }) {
  const api = useApiClient();
  const query = useQuery(recentFeedbackQueryOptions(api, me));
  const votes = useFeedbackVote(me);
  return (
    <QueryView
      query={query}
      loading={t.loadingRecent}
      error={t.recentFailed}
      retry={t.retry}
      isEmpty={(page) => page.items.length === 0}
      empty={<p className="feedback-empty">{discussionMessages.noFeedback}</p>}
    >
      {(page) => (
        <ul className="feedback-list" aria-labelledby="recent-feedback-title">
          {page.items.map((item) => (
            <li key={item.id}>
              <FeedbackCard item={item} busy={votes.busy.has(item.id)} onVote={() => void votes.toggle(item)} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

interface FeedbackCardProps {
  readonly item: DiscussionItem;
  readonly busy: boolean;
  readonly onVote: () => void;
}

function FeedbackCard({ item, busy, onVote }: FeedbackCardProps) {
  const id = useId();
  const voted = item.myVote === 'up';
  const rating = item.rating ?? 0;
  return (
    <article className="feedback-card" aria-labelledby={`${id}-title`}>
      <div className="feedback-card__body">
        <div className="feedback-card__meta">
          {item.feedbackType ? <span className="feedback-card__type">{feedbackTypeLabels[item.feedbackType]}</span> : null}
          {item.status ? <span className={`feedback-card__status feedback-card__status--${item.status}`}>{feedbackStatusLabels[item.status]}</span> : null}
          <time className="feedback-card__time" dateTime={item.createdAt}>
            {relativeTime(item.createdAt)}
          </time>
        </div>
        <h3 id={`${id}-title`} className="feedback-card__title">
          {item.title}
        </h3>
        {rating > 0 ? (
          <p className="feedback-card__stars" role="img" aria-label={t.rated(rating)}>
            {'★'.repeat(rating)}
            <span className="feedback-card__stars-off">{'★'.repeat(5 - rating)}</span>
          </p>
        ) : null}
        <p className="feedback-card__description">{item.content}</p>
      </div>
      {/* The count beside the button, not in it: a visible number inside would be missing from the button's name (WCAG 2.5.3). */}
      <div className="feedback-vote-box">
        <button
          type="button"
          className="feedback-vote"
          aria-pressed={voted}
          aria-label={t.voteFor(item.title)}
          aria-describedby={`${id}-votes`}
          // Not disabled (that would drop the keyboard's focus): a press while the last one is in flight waits.
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : onVote}
        >
          <span aria-hidden="true">▲</span>
        </button>
        <span id={`${id}-votes`} className="feedback-vote__count">
          <span aria-hidden="true">{item.votes}</span>
          <span className="visually-hidden">{`${item.votes} ${t.votes(item.votes)}`}</span>
        </span>
      </div>
    </article>
  );
}
