import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Dashboard } from '@contract/api/progress';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { LevelBar, levelTexts } from '@web/components/level-bar';
import { completion, dashboardQueryOptions } from '@web/lib/dashboard';
import './practice-hub.css';

export const hubTexts = {
  title: 'Practice Arena',
  emptyActivity: 'Start solving problems or joining challenges to populate your recent activity.',
  signIn: 'Sign in to track your progress',
  weeklyChallenge: 'Weekly challenge',
  points: (points: number) => `${points.toLocaleString()} ${points === 1 ? 'point' : 'points'}`,
} as const;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * /practice (docs/requirements/practice.md §1): the way into problems and weekly challenges, with the signed-in user's
 * progress on each, their latest activity, quick actions and the next level. Guests see the ways in.
 */
export function PracticeHub() {
  const api = useApiClient();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' || state.status === 'needsCountry' ? state.user.userId : '';
  const dashboard = useQuery({ ...dashboardQueryOptions(api, userId), enabled: userId !== '' });
  const d = dashboard.data;
  return (
    <section className="page practice-hub" aria-labelledby="page-title">
      <h1 id="page-title">{hubTexts.title}</h1>
      <div className="practice-hub__cards">
        <Link to="/problems" className="dashboard-card practice-hub__card">
          <h2>Problems</h2>
          {d ? (
            <p>
              {d.solved.total}/{d.catalogue.total} solved · {completion(d.solved.total, d.catalogue.total)}%
            </p>
          ) : (
            <p>Solve problems in C++, Python, Java and JavaScript</p>
          )}
        </Link>
        <Link to="/weekly-challenges" className="dashboard-card practice-hub__card">
          <h2>Weekly Challenges</h2>
          {d ? (
            <p>
              {d.weeklyChallenges.participated}/{d.weeklyChallenges.held} participated
            </p>
          ) : (
            <p>Compete every week</p>
          )}
        </Link>
      </div>
      {userId === '' ? (
        <p>
          <Link to="/login">{hubTexts.signIn}</Link>
        </p>
      ) : null}
      <div className="dashboard__row">
        {userId ? <RecentActivity dashboard={d} /> : null}
        <section className="dashboard-card" aria-labelledby="quick-actions-title">
          <h2 id="quick-actions-title">Quick Actions</h2>
          <ul className="practice-hub__actions">
            <li>
              <Link to="/problems">Browse problems</Link>
            </li>
            <li>
              <Link to="/weekly-challenges">Join a weekly challenge</Link>
            </li>
            <li>
              <Link to="/tournaments">See tournaments</Link>
            </li>
          </ul>
        </section>
        {d ? <NextLevel dashboard={d} /> : null}
      </div>
    </section>
  );
}

function RecentActivity({ dashboard: d }: { readonly dashboard: Dashboard | undefined }) {
  return (
    <section className="dashboard-card" aria-labelledby="activity-title">
      <h2 id="activity-title">Recent Activity</h2>
      {d && d.recentActivity.length === 0 ? <p>{hubTexts.emptyActivity}</p> : null}
      {d?.recentActivity.length ? (
        <ul className="practice-hub__activity">
          {d.recentActivity.map((a) => (
            <li key={`${a.kind}-${a.kind === 'problem' ? a.problemId : a.challengeId}-${a.at}`}>
              <span className={`difficulty-badge difficulty-badge--${a.difficulty.toLowerCase()}`}>{a.difficulty}</span>
              {a.kind === 'problem' ? (
                <>
                  <Link to={`/problem/${a.problemId}`}>{a.title}</Link>
                  <span className="practice-hub__xp">+{a.xpAwarded} XP</span>
                </>
              ) : (
                <>
                  <span className="practice-hub__kind">{hubTexts.weeklyChallenge}</span>
                  <Link to={`/weekly-challenge/${a.challengeId}`}>{a.title}</Link>
                  <span className="practice-hub__points">{hubTexts.points(a.points)}</span>
                </>
              )}
              <time dateTime={a.at}>{when(a.at)}</time>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function NextLevel({ dashboard: d }: { readonly dashboard: Dashboard }) {
  return (
    <section className="dashboard-card" aria-labelledby="next-level-title">
      <h2 id="next-level-title">Progress to Next Level</h2>
      <LevelBar dashboard={d} />
      <p>
        Level {d.level} · {d.nextLevelXp === null ? levelTexts.maxLevel : `${(d.nextLevelXp - d.xp).toLocaleString()} ${levelTexts.toNextLevel}`}
      </p>
    </section>
  );
}
