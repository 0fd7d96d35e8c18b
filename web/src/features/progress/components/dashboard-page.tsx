import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Dashboard, type DashboardPeriod, dashboardPeriods } from '@contract/api/progress';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { completion, dashboardQueryOptions } from '@web/lib/dashboard';
import { LevelBar } from '@web/components/level-bar';
import { percentChange, solveMinutes, timeImproved } from '../lib/dashboard-figures';
import { ProgressLine, RingChart, WeekdayBars } from './charts';
import { dashboardTexts } from '../lib/dashboard-texts';
import { StreakCalendar } from './streak-calendar';
import './dashboard-page.css';

const periodLabels: Record<DashboardPeriod, string> = { week: 'Week', month: 'Month', year: 'Year' };
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What the page shows when the figures cannot be loaded: docs/requirements/dashboard.md §1 says such failures are silent. */
const emptyDashboard: Dashboard = {
  name: '',
  daysActive: 0,
  today: '',
  xp: 0,
  level: 0,
  levelStartXp: 0,
  nextLevelXp: 1500,
  solved: { total: 0, easy: 0, medium: 0, hard: 0 },
  catalogue: { total: 0, easy: 0, medium: 0, hard: 0 },
  problemsAttempted: 0,
  submissions: 0,
  acceptedSubmissions: 0,
  currentStreak: 0,
  longestStreak: 0,
  badgesEarned: 0,
  certificatesEarned: 0,
  ranking: null,
  rating: null,
  weekXp: WEEKDAYS.map((_, i) => ({ day: String(i), xp: 0 })),
  progress: { week: [], month: [], year: [] },
  recentActivity: [],
  weeklyChallenges: { participated: 0, held: 0 },
  averageSolveSeconds: null,
  trends: Object.fromEntries(
    dashboardPeriods.map((p) => [p, { solved: 0, previousSolved: 0, avgSolveSeconds: null, previousAvgSolveSeconds: null }]),
  ) as Dashboard['trends'],
};

/** /dashboard (docs/requirements/dashboard.md §1): the signed-in student's progress. */
export function DashboardPage() {
  const api = useApiClient();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' || state.status === 'needsCountry' ? state.user.userId : '';
  const dashboard = useQuery({ ...dashboardQueryOptions(api, userId), enabled: userId !== '' });
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      {/* The page is named while its figures load; the greeting takes the heading's place once they are in. */}
      {dashboard.isPending ? <h1 id="page-title">Dashboard</h1> : null}
      <QueryView query={dashboard} loading={dashboardTexts.loading} fallbackData={emptyDashboard}>
        {(d) => <DashboardFigures dashboard={d} userId={userId} />}
      </QueryView>
    </section>
  );
}

function DashboardFigures({ dashboard: d, userId }: { readonly dashboard: Dashboard; readonly userId: string }) {
  return (
    <>
      <header className="dashboard__greeting">
        <h1 id="page-title">{d.name ? `Welcome back, ${d.name.split(' ')[0]}!` : 'Dashboard'}</h1>
        <p>
          {d.daysActive} {d.daysActive === 1 ? 'day' : 'days'} active
        </p>
      </header>
      <LevelCard dashboard={d} />
      <StatTiles dashboard={d} />
      <div className="dashboard__row">
        <section className="dashboard-card" aria-labelledby="overall-title">
          <h2 id="overall-title">Overall Progress</h2>
          <RingChart label="Problems solved" value={d.solved.total} total={d.catalogue.total} color="var(--accent)" size={150} />
        </section>
        <RankingCard dashboard={d} />
      </div>
      <div className="dashboard__row">
        <StreakCalendar userId={userId} />
        <section className="dashboard-card" aria-labelledby="achievement-title">
          <h2 id="achievement-title">Latest Achievement</h2>
          <p>{dashboardTexts.noAchievement}</p>
        </section>
      </div>
      <section className="dashboard-card" aria-labelledby="difficulty-title">
        <h2 id="difficulty-title">Problems by Difficulty</h2>
        <div className="dashboard__rings">
          <RingChart label="Easy" value={d.solved.easy} total={d.catalogue.easy} color="var(--up)" />
          <RingChart label="Medium" value={d.solved.medium} total={d.catalogue.medium} color="var(--warn-text)" />
          <RingChart label="Hard" value={d.solved.hard} total={d.catalogue.hard} color="var(--down)" />
        </div>
      </section>
      <PerformanceTrends dashboard={d} />
      <SolvingProgress dashboard={d} />
    </>
  );
}

function LevelCard({ dashboard: d }: { readonly dashboard: Dashboard }) {
  return (
    <section className="dashboard-card dashboard__level" aria-labelledby="level-title">
      <h2 id="level-title">Level {d.level}</h2>
      <LevelBar dashboard={d} />
      <p>
        {d.xp.toLocaleString()} XP ·{' '}
        {d.nextLevelXp === null ? dashboardTexts.maxLevel : `${(d.nextLevelXp - d.xp).toLocaleString()} ${dashboardTexts.toNextLevel}`}
      </p>
    </section>
  );
}

function StatTiles({ dashboard: d }: { readonly dashboard: Dashboard }) {
  const tiles: [string, string][] = [
    ['Problems Solved', String(d.solved.total)],
    ['Completion %', `${completion(d.solved.total, d.catalogue.total)}%`],
    ['Current Streak', String(d.currentStreak)],
    ['Longest Streak', String(d.longestStreak)],
    ['Total XP', d.xp.toLocaleString()],
    ['Global Rank', d.ranking ? `#${d.ranking.globalRank}` : '—'],
    ['Badges Earned', String(d.badgesEarned)],
    ['Certificates Earned', String(d.certificatesEarned)],
  ];
  return (
    <dl className="dashboard__tiles">
      {tiles.map(([title, value]) => (
        <div key={title} className="stat-tile">
          <dt>{title}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RankingCard({ dashboard: d }: { readonly dashboard: Dashboard }) {
  const r = d.ranking;
  return (
    <section className="dashboard-card" aria-labelledby="ranking-title">
      <h2 id="ranking-title">Ranking</h2>
      {r ? (
        <>
          <p className="ranking__top">Top {r.topPercent}% globally</p>
          <p>
            Global rank {r.globalRank} of {r.globalUsers} ·{' '}
            {r.countryRank !== null && r.countryUsers !== null
              ? `${r.country ?? 'Country'} rank ${r.countryRank} of ${r.countryUsers}`
              : 'Set your country in Settings to see your country rank'}
          </p>
        </>
      ) : (
        <p>{dashboardTexts.notRanked}</p>
      )}
      <p className="ranking__rating">
        Contest rating:{' '}
        {d.rating
          ? `${d.rating.displayed}${d.rating.provisional ? ' (provisional)' : ''} after ${d.rating.contests} weekly challenge${d.rating.contests === 1 ? '' : 's'}`
          : 'not rated yet — take part in a weekly challenge'}
      </p>
      <WeekdayBars days={d.weekXp.map((day, i) => ({ label: WEEKDAYS[i]!, xp: day.xp }))} />
      <p className="dashboard-card__hint">Global average this week: {r ? `${Math.round(r.globalWeeklyAverageXp)} XP` : '—'}</p>
    </section>
  );
}

function PerformanceTrends({ dashboard: d }: { readonly dashboard: Dashboard }) {
  const [period, setPeriod] = useState<DashboardPeriod>('year');
  const trend = d.trends[period];
  return (
    <section className="dashboard-card" aria-labelledby="trends-title">
      <div className="dashboard-card__header">
        <h2 id="trends-title">Performance Trends</h2>
        <label className="dashboard__period">
          <span className="visually-hidden">Trend period</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as DashboardPeriod)}>
            {[...dashboardPeriods].reverse().map((p) => (
              <option key={p} value={p}>
                {periodLabels[p]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <dl className="dashboard__tiles dashboard__tiles--three">
        <div className="stat-tile">
          {/* The solving screen's timer of each first solve (capped at three hours: contract/progress.ts). */}
          <dt>Avg Solving Time</dt>
          <dd>{solveMinutes(trend.avgSolveSeconds)}</dd>
        </div>
        <div className="stat-tile">
          <dt>{dashboardTexts.avgTimeImproved}</dt>
          <dd>{timeImproved(trend.avgSolveSeconds, trend.previousAvgSolveSeconds)}</dd>
        </div>
        <div className="stat-tile">
          <dt>{dashboardTexts.problemsSolved}</dt>
          <dd>{percentChange(trend.solved, trend.previousSolved)}</dd>
        </div>
      </dl>
    </section>
  );
}

function SolvingProgress({ dashboard: d }: { readonly dashboard: Dashboard }) {
  const [period, setPeriod] = useState<DashboardPeriod>('week');
  return (
    <section className="dashboard-card" aria-labelledby="solving-title">
      <div className="dashboard-card__header">
        <h2 id="solving-title">Solving Progress</h2>
        <div className="dashboard__period-buttons" role="group" aria-label="Chart period">
          {dashboardPeriods.map((p) => (
            <button key={p} type="button" className="button" aria-pressed={period === p} onClick={() => setPeriod(p)}>
              {periodLabels[p]}
            </button>
          ))}
        </div>
      </div>
      <ProgressLine buckets={d.progress[period]} caption={`Problems solved this ${period}`} />
    </section>
  );
}
