import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { challengeQueryOptions } from '../api/challenge-calls';
import { challengePageTexts } from '../lib/challenge-page-texts';
import { SolvingChallenge } from './solving-challenge';
import { UpcomingChallenge } from './upcoming-challenge';
import './challenge-page.css';

/**
 * /weekly-challenge/{id} (docs/requirements/challenges.md §2): the challenge's statement and test 1 beside the editor, the
 * stopwatch, Run (test 1), Save (draft with the stopwatch), Submit judged live and scored on the
 * card. The second solving screen of the practice feature: it shares the editor, its themes and
 * drafts and the live judging with /problem/{id}. Another challenge (or user) is a fresh screen:
 * the stopwatch restarts.
 */
export function ChallengePage() {
  const { id = '' } = useParams();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' || state.status === 'needsCountry' ? state.user.userId : '';
  return <ChallengeScreen key={`${userId}\n${id}`} challengeId={id} userId={userId} />;
}

function ChallengeScreen({ challengeId, userId }: { readonly challengeId: string; readonly userId: string }) {
  const api = useApiClient();
  const challenge = useQuery(challengeQueryOptions(api, userId, challengeId));

  if (challenge.isPending) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          Weekly Challenge
        </h1>
        <p role="status">{challengePageTexts.loading}</p>
      </section>
    );
  }
  if (challenge.isError) {
    // A malformed id (400) names no challenge either.
    const missing = challenge.error instanceof ApiError && (challenge.error.status === 404 || challenge.error.status === 400);
    return missing ? (
      <section className="page page--centered" aria-labelledby="page-title">
        <h1 id="page-title">{challengePageTexts.notFoundTitle}</h1>
        <p>{challengePageTexts.notFound}</p>
        <Link to="/weekly-challenges">{challengePageTexts.back}</Link>
      </section>
    ) : (
      <section className="page page--centered" aria-labelledby="page-title">
        <h1 id="page-title">{challengePageTexts.errorTitle}</h1>
        <p role="alert">{challengePageTexts.error}</p>
        <p className="challenge-page__error-actions">
          <button type="button" className="button" onClick={() => void challenge.refetch()}>
            Try again
          </button>
          <Link to="/weekly-challenges">{challengePageTexts.back}</Link>
        </p>
      </section>
    );
  }
  const detail = challenge.data;
  if (!detail.content) return <UpcomingChallenge detail={detail} onStarted={() => void challenge.refetch()} />;
  return <SolvingChallenge detail={detail} content={detail.content} userId={userId} />;
}
