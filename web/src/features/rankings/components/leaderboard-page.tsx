import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Leaderboard, LeaderboardBoard, LeaderboardPeriod, LeaderboardScope, LeaderboardStats } from '@contract/api/rankings';
import { QueryView } from '@web/components/ui/query-view';
import { Tabs } from '@web/components/ui/tabs';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useMe } from '@web/lib/me';
import { leaderboardQueryOptions, leaderboardStatsQueryOptions } from '../api/leaderboard';
import { countryName } from '../lib/leaderboard-figures';
import { leaderboardTexts } from '../lib/leaderboard-texts';
import { BoardPanel } from './board-panel';
import { StatCards } from './stat-cards';
import './leaderboard-page.css';

type TabId = LeaderboardBoard | 'tournaments' | 'crews';
const tabIds: readonly TabId[] = ['individual', 'challenges', 'tournaments', 'crews'];
const isBoard = (tab: TabId): tab is LeaderboardBoard => tab === 'individual' || tab === 'challenges';

/** docs/requirements/leaderboards.md §2: failing to load the caller's ranking resets the stats to zero (no rank, no XP). */
const noStats: LeaderboardStats = { worldRank: null, countryRank: null, xp: 0, percentile: null, rating: null };

/** docs/requirements/leaderboards.md §1: Last Year first, Last Month the default. */
const periodButtons: readonly (readonly [LeaderboardPeriod, string])[] = [
  ['year', leaderboardTexts.lastYear],
  ['month', leaderboardTexts.lastMonth],
];

/**
 * /leaderboard (docs/requirements/leaderboards.md §1, §2): the caller's four stat cards, the period and world / country
 * toggles, and the Individual, Weekly Challenges, Tournaments and Crews tabs. Failed loads are
 * swallowed: the stats read as none and the board shows its empty state.
 */
export function LeaderboardPage() {
  const api = useApiClient();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' || state.status === 'needsCountry' ? state.user.userId : '';
  const me = useMe();
  const [period, setPeriod] = useState<LeaderboardPeriod>('month');
  const [scope, setScope] = useState<LeaderboardScope>('world');
  const [tab, setTab] = useState<TabId>('individual');
  const board = isBoard(tab) ? tab : null;

  const stats = useQuery({ ...leaderboardStatsQueryOptions(api, userId), enabled: userId !== '' });
  const leaderboard = useQuery({
    ...leaderboardQueryOptions(api, userId, { board: board ?? 'individual', period, scope }),
    enabled: userId !== '' && board !== null,
  });

  // The caller's country as the last board answered it (kept while the next board loads), else the profile's.
  const answeredCountry = leaderboard.data?.country;
  const [lastAnsweredCountry, setLastAnsweredCountry] = useState<string | null>(null);
  if (answeredCountry !== undefined && answeredCountry !== lastAnsweredCountry) setLastAnsweredCountry(answeredCountry);
  const countryCode = lastAnsweredCountry ?? me.data?.country?.code ?? null;
  const country = countryCode ? countryName(countryCode) : null;
  const countryHintId = useId();

  // docs/requirements/leaderboards.md §2: a board that fails to load shows its empty state (null), no alert.
  const boardPanel = (id: LeaderboardBoard) => (
    <QueryView<Leaderboard | null>
      query={leaderboard}
      loading={id === 'challenges' ? leaderboardTexts.challengesLoading : leaderboardTexts.loading}
      fallbackData={null}
    >
      {(data) => <BoardPanel board={id} scope={scope} data={data} country={country} />}
    </QueryView>
  );

  return (
    <section className="page leaderboard" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title">{leaderboardTexts.title}</h1>
      </div>
      <StatCards stats={stats.data ?? (stats.isError ? noStats : null)} />
      <div className="leaderboard__controls">
        <div className="leaderboard__toggle" role="group" aria-label="Period">
          {periodButtons.map(([id, label]) => (
            <button key={id} type="button" className="button" aria-pressed={period === id} onClick={() => setPeriod(id)}>
              {label}
            </button>
          ))}
        </div>
        <div className="leaderboard__toggle" role="group" aria-label="Rankings view">
          <button type="button" className="button" aria-pressed={scope === 'world'} onClick={() => setScope('world')}>
            {leaderboardTexts.worldRankings}
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={scope === 'country'}
            disabled={country === null}
            aria-describedby={country === null ? countryHintId : undefined}
            onClick={() => setScope('country')}
          >
            {leaderboardTexts.countryRankings(country ?? 'Country')}
          </button>
        </div>
      </div>
      {country === null ? (
        <p id={countryHintId} className="field-hint">
          Set your country in <Link to="/settings">Settings</Link> {leaderboardTexts.noCountryHint}
        </p>
      ) : null}
      <Tabs
        label="Leaderboards"
        value={tab}
        onValueChange={(id) => setTab(tabIds.find((t) => t === id) ?? 'individual')}
        classNames={{ root: 'leaderboard__tabs', list: 'leaderboard__tablist', tab: 'leaderboard__tab', panel: 'leaderboard__panel' }}
        items={[
          { id: 'individual', label: 'Individual', panel: boardPanel('individual') },
          { id: 'challenges', label: 'Weekly Challenges', panel: boardPanel('challenges') },
          {
            id: 'tournaments',
            label: 'Tournaments',
            panel: (
              <div className="leaderboard-board__empty">
                <p className="leaderboard-board__soon">{leaderboardTexts.comingSoon}</p>
                <p className="leaderboard-board__hint">{leaderboardTexts.goodThings}</p>
              </div>
            ),
          },
          {
            id: 'crews',
            label: 'Crews',
            panel: (
              <div className="leaderboard-board__empty">
                <p>{leaderboardTexts.noCrews}</p>
              </div>
            ),
          },
        ]}
      />
      <p className="leaderboard__cadence">{leaderboardTexts.cadence}</p>
    </section>
  );
}
