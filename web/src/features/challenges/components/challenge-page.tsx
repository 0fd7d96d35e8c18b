import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { notFoundAsNull } from '@web/components/ui/not-found-as-null';
import { PageQueryView } from '@web/components/ui/page-query-view';
import { useApiClient } from '@web/lib/api-client';
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
  return (
    <PageQueryView
      query={notFoundAsNull(challenge)}
      loading={challengePageTexts.loading}
      title="Weekly Challenge"
      errorTitle={challengePageTexts.errorTitle}
      error={challengePageTexts.error}
      actions={<Link to="/weekly-challenges">{challengePageTexts.back}</Link>}
    >
      {(detail) => {
        if (!detail) return <ChallengeNotFound />;
        if (!detail.content) return <UpcomingChallenge detail={detail} onStarted={() => void challenge.refetch()} />;
        return <SolvingChallenge detail={detail} content={detail.content} userId={userId} />;
      }}
    </PageQueryView>
  );
}

/** An unknown id is an answer, not a failed load: no alert, and the way back to the challenges. */
function ChallengeNotFound() {
  return (
    <section className="page page--centered" aria-labelledby="page-title">
      <h1 id="page-title">{challengePageTexts.notFoundTitle}</h1>
      <p>{challengePageTexts.notFound}</p>
      <Link to="/weekly-challenges">{challengePageTexts.back}</Link>
    </section>
  );
}
