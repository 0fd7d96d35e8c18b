import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { ProblemSummary } from '@contract/api/problems';
import { Carousel } from '@web/components/ui/carousel';
import { QueryView } from '@web/components/ui/query-view';
import { Tabs } from '@web/components/ui/tabs';
import { useApiClient } from '@web/lib/api-client';
import { problemListQueryOptions, problemsOverviewQueryOptions } from '../api/list-problems';
import { hasFilters, requestFromSearchParams, searchParamsOf, toggleTags, withFilters, type FilterChange, type ProblemListRequest } from '../lib/list-filters';
import { FilterBar } from './filter-bar';
import { OverviewTiles } from './overview-tiles';
import { DifficultyBadge } from './problem-row';
import { ProblemList, UnableToLoadReason } from './problem-list';
import { SignedInOnly } from './sign-in-prompt';
import { TopicCard } from './topic-card';
import './problems-page.css';

/** docs/requirements/practice.md §2: the topic carousel shows four groups at once. */
const TOPICS_SHOWN = 4;

/**
 * /problems (docs/requirements/practice.md §2): the catalogue with the filter bar, up to three Recommended problems, the
 * Problems (n) / Solved (n) tabs and 20 rows a page. The route is public; the list needs a user.
 */
export function ProblemsPage() {
  const request = useRequestInUrl();

  return (
    <section className="page problems-page" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title">Coding Problems</h1>
      </div>
      <SignedInOnly reason="browse the problems and track your progress" loading="Loading problems..." from="/problems">
        {(userId) => <SignedInList userId={userId} request={request.value} update={request.update} />}
      </SignedInOnly>
    </section>
  );
}

/**
 * The list's request, mirrored in the URL (shareable, kept on reload). The state is the truth between
 * navigations: updates are functional, so a filter picked while the list re-renders after the
 * debounced search never drops the search. Each change is a history entry of its own (Back returns
 * to the previous page or filters, and from a problem to the page it was opened from); Back and
 * Forward bring the URL's request back into the state.
 */
function useRequestInUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigationType();
  const [value, setValue] = useState(() => requestFromSearchParams(params));
  const wanted = searchParamsOf(value).toString();
  const current = params.toString();
  /** The location last seen, and the search this hook last asked for (or found). */
  const seen = useRef({ key: location.key, written: current });
  useEffect(() => {
    if (location.key !== seen.current.key) {
      // Back, Forward or a link moved the URL: the state follows it (not the other way round).
      const moved = navigation === NavigationType.Pop || current !== seen.current.written;
      seen.current = { key: location.key, written: current };
      if (moved) {
        setValue(requestFromSearchParams(params));
        return;
      }
    }
    // Written already, the router has not caught up yet: not a second history entry.
    if (wanted === current || wanted === seen.current.written) return;
    seen.current.written = wanted;
    // A URL the state only tidied (a malformed or default parameter dropped) is replaced, not stacked.
    const tidied = searchParamsOf(requestFromSearchParams(params)).toString() === wanted;
    setParams(new URLSearchParams(wanted), { replace: tidied });
  }, [wanted, current, params, location.key, navigation, setParams]);
  return { value, update: setValue };
}

interface SignedInListProps {
  readonly userId: string;
  readonly request: ProblemListRequest;
  readonly update: (change: (previous: ProblemListRequest) => ProblemListRequest) => void;
}

function SignedInList({ userId, request, update }: SignedInListProps) {
  const api = useApiClient();
  const overviewQuery = useQuery(problemsOverviewQueryOptions(api, userId));
  const overview = overviewQuery.data;
  // Picked subtopics wait for the overview, which tells which groups are picked whole (sent as groups).
  const list = useQuery({
    ...problemListQueryOptions(api, userId, request, overview?.topics),
    enabled: !request.tags?.length || overview !== undefined || overviewQuery.isError,
  });
  const counts = list.data?.counts;
  const changeFilters = (change: FilterChange) => update((previous) => withFilters(previous, change));
  const clearFilters = () => changeFilters({ search: undefined, difficulty: undefined, topic: undefined, tags: undefined });

  const panel = (
    <QueryView query={list} loading="Loading problems..." error={(error) => <UnableToLoadReason error={error} />}>
      {(data) => (
        <ProblemList
          data={data}
          solvedTab={request.view === 'solved'}
          filtered={hasFilters(request)}
          onPage={(page) => update((previous) => ({ ...previous, page }))}
          onClearFilters={clearFilters}
        />
      )}
    </QueryView>
  );

  return (
    <>
      {overview ? <OverviewTiles overview={overview} /> : null}
      {overview ? (
        <Carousel
          items={overview.topics}
          itemKey={(t) => t.topic}
          label="Search by topic"
          headingLevel={2}
          previousLabel="Previous topics"
          nextLabel="Next topics"
          visible={TOPICS_SHOWN}
          position={({ from, to, count }) => `Topics ${from}–${to} of ${count}`}
          classNames={{ root: 'topic-carousel', slides: 'topic-carousel__list', slide: 'topic-card__box' }}
          renderSlide={(topic) => (
            <TopicCard
              overview={topic}
              selected={request.topic}
              onSelect={(selected) => changeFilters({ topic: selected })}
              pickedTags={request.tags ?? []}
              onTags={(tags, on) => update((previous) => withFilters(previous, { tags: toggleTags(previous.tags, tags, on) }))}
            />
          )}
        />
      ) : null}
      <div className="problems-page__filters">
        <FilterBar request={request} onChange={changeFilters} />
      </div>
      {list.data?.recommended.length ? <Recommended problems={list.data.recommended} /> : null}
      {request.tags?.length ? (
        <p className="problems-page__topic-filter">
          Filtered by {request.tags.length} {request.tags.length === 1 ? 'topic' : 'topics'}
          <button type="button" className="button" onClick={() => changeFilters({ tags: undefined })}>
            Clear Topics
          </button>
        </p>
      ) : null}
      <Tabs
        label="Problem lists"
        value={request.view}
        onValueChange={(view) => update((previous) => ({ ...previous, view: view === 'solved' ? 'solved' : 'all', page: 1 }))}
        classNames={{ list: 'problems-page__tabs', tab: 'problems-page__tab', panel: 'problems-page__panel' }}
        items={[
          { id: 'all', label: `Problems (${counts?.all ?? 0})`, panel },
          { id: 'solved', label: `Solved (${counts?.solved ?? 0})`, panel },
        ]}
      />
    </>
  );
}

/** docs/requirements/practice.md §2: the first unsolved Easy, Medium and Hard. */
function Recommended({ problems }: { readonly problems: readonly ProblemSummary[] }) {
  return (
    <section className="problem-recommended" aria-labelledby="recommended-title">
      <h2 id="recommended-title">Recommended</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.problemId} className="problem-recommended__card">
            <DifficultyBadge difficulty={problem.difficulty} />
            <Link to={`/problem/${encodeURIComponent(problem.problemId)}`}>{problem.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
