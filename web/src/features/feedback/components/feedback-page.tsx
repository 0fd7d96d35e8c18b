import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { feedbackStatsQueryOptions } from '../api/get-feedback-stats';
import { useMyId } from '../hooks/use-my-id';
import { feedbackTexts as t } from '../lib/feedback-texts';
import { FeedbackForm } from './feedback-form';
import { FeedbackStats } from './feedback-stats';
import { RecentFeedback } from './recent-feedback';
import './feedback-page.css';

/**
 * /feedback (docs/requirements/feedback.md §1–§3), behind the sign-in guard: the form with its type
 * picker and stars; beside it the stats box, the guidelines and the help box; below, the 3 newest
 * feedbacks with their vote toggles.
 */
export function FeedbackPage() {
  const me = useMyId();
  const api = useApiClient();
  const stats = useQuery(feedbackStatsQueryOptions(api, me));
  return (
    <div className="page feedback-page">
      <header className="page__header feedback-page__header">
        <div>
          <h1>{t.title}</h1>
          <p className="page__lead">{t.lead}</p>
        </div>
      </header>

      <div className="feedback-page__columns">
        <section className="feedback-panel feedback-page__form" aria-labelledby="feedback-form-title">
          <h2 id="feedback-form-title">{t.formTitle}</h2>
          <FeedbackForm me={me} />
        </section>

        <div className="feedback-page__aside">
          <section className="feedback-panel" aria-labelledby="feedback-stats-title">
            <h2 id="feedback-stats-title">{t.statsTitle}</h2>
            <QueryView query={stats} loading={t.loadingStats} error={t.statsFailed} retry={t.retry}>
              {(data) => <FeedbackStats stats={data} />}
            </QueryView>
          </section>

          <section className="feedback-panel" aria-labelledby="feedback-guidelines-title">
            <h2 id="feedback-guidelines-title">{t.guidelinesTitle}</h2>
            <ul className="feedback-guidelines">
              {t.guidelines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>

          <section className="feedback-panel feedback-help" aria-labelledby="feedback-help-title">
            <h2 id="feedback-help-title">{t.helpTitle}</h2>
            <p>{t.helpText}</p>
            <p className="feedback-help__links">
              <Link to="/help">{t.helpLinks.help}</Link>
              <Link to="/contact">{t.helpLinks.contact}</Link>
            </p>
          </section>
        </div>
      </div>

      <section className="feedback-page__recent" aria-labelledby="recent-feedback-title">
        <h2 id="recent-feedback-title">{t.recentTitle}</h2>
        <RecentFeedback me={me} />
      </section>
    </div>
  );
}
