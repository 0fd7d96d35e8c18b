import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChallengeList } from '@contract/api/challenges';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { canAccess } from '@web/lib/auth/roles';
import { challengeListQueryOptions } from '../api/challenges';
import { ActiveChallenge } from './active-challenge';
import { ChallengeFilters, filterChallenges, type StatusFilter } from './challenge-filters';
import { ChallengeRow } from './challenge-row';
import './challenges-page.css';

/** Word for word from docs/requirements/challenges.md §1, §6, and the page's own load failure. */
export const challengesTexts = {
  title: 'Weekly Challenges',
  loading: 'Loading challenges...',
  empty: 'No challenges found matching your criteria.',
  loadError: 'Failed to load challenges. Please try again.',
  schedule: 'Schedule a challenge',
} as const;

/**
 * /weekly-challenges (docs/requirements/challenges.md §1): the student's five stat cards, the active challenge with its
 * countdown and Join Now, and the challenges (the 100 newest) searched and filtered by status here.
 */
export function ChallengesPage() {
  const api = useApiClient();
  const { state } = useAuth();
  const user = state.status === 'signedIn' || state.status === 'needsCountry' ? state.user : null;
  const userId = user?.userId ?? '';
  // docs/requirements/challenges.md §5: mentors and admins schedule the challenges (the route and the API check it too).
  const isStaff = user !== null && canAccess(user.role, 'staff');
  const list = useQuery({ ...challengeListQueryOptions(api, userId), enabled: userId !== '' });

  return (
    <section className="page challenges-page" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title">{challengesTexts.title}</h1>
        {isStaff ? (
          <Link className="button button--primary" to="/weekly-challenges/new">
            {challengesTexts.schedule}
          </Link>
        ) : null}
      </div>
      <QueryView query={list} loading={challengesTexts.loading} error={challengesTexts.loadError} retry="Retry">
        {(data) => <LoadedChallenges userId={userId} data={data} />}
      </QueryView>
    </section>
  );
}

function LoadedChallenges({ userId, data }: { readonly userId: string; readonly data: ChallengeList }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  // docs/requirements/challenges.md §4: the first active challenge found is the one shown.
  const active = data.challenges.find((c) => c.status === 'active');
  const shown = filterChallenges(data.challenges, search, status);
  return (
    <>
      <StatCards stats={data.stats} />
      <ThisWeek summary={data.thisWeek} />
      {active ? (
        <ActiveChallenge
          key={active.challengeId}
          userId={userId}
          challenge={active}
          joins={data.joins}
          topPerformers={data.active?.challengeId === active.challengeId ? data.active.topPerformers : []}
          mine={data.active?.challengeId === active.challengeId ? data.active.mine : null}
        />
      ) : null}
      <section className="challenge-browser" aria-labelledby="challenge-list-title">
        <h2 id="challenge-list-title">All Challenges</h2>
        <ChallengeFilters search={search} status={status} onSearch={setSearch} onStatus={setStatus} />
        {shown.length ? (
          <ul className="challenge-list" aria-label="Challenges">
            {shown.map((challenge) => (
              <ChallengeRow key={challenge.challengeId} challenge={challenge} />
            ))}
          </ul>
        ) : (
          <p className="challenge-list__empty">{challengesTexts.empty}</p>
        )}
      </section>
    </>
  );
}

/** The weekly challenge summary (docs/requirements/dashboard.md §5 weeklyChallengeSummary) of this ISO week (UTC). */
function ThisWeek({ summary }: { readonly summary: ChallengeList['thisWeek'] }) {
  return (
    <p className="challenge-week" aria-label="This week's weekly challenges">
      This week: {summary.joined} joined · {summary.entered} entered · {summary.xp.toLocaleString()} XP · {summary.points.toLocaleString()} points
    </p>
  );
}

/** A dash before the first completed challenge; the average rank to one decimal. */
const bestRank = (value: number | null) => (value === null ? '—' : `#${value}`);
const averageRank = (value: number | null) => (value === null ? '—' : String(Math.round(value * 10) / 10));

/** docs/requirements/challenges.md §1: Participated, Best Rank, Avg Rank, Points, Participation %. */
function StatCards({ stats }: { readonly stats: ChallengeList['stats'] }) {
  const cards: [string, string][] = [
    ['Participated', String(stats.participated)],
    ['Best Rank', bestRank(stats.bestRank)],
    ['Avg Rank', averageRank(stats.averageRank)],
    ['Points', stats.points.toLocaleString()],
    ['Participation %', `${stats.participationPercent}%`],
  ];
  return (
    <dl className="challenge-stats">
      {cards.map(([title, value]) => (
        <div key={title} className="challenge-stat">
          <dt>{title}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
