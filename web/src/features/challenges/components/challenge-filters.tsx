import { useId } from 'react';
import type { ChallengeSummary } from '@contract/api/challenges';
import type { ChallengeStatus } from '@contract/challenges';
import { statusLabels } from './challenge-row';

export type StatusFilter = 'all' | ChallengeStatus;

/** In the order of docs/requirements/challenges.md §1. */
export const statusFilters: readonly StatusFilter[] = ['all', 'active', 'upcoming', 'completed'];

/** The list's challenges of the status picked whose title, first line or a tag holds the text, case aside. */
export function filterChallenges(challenges: readonly ChallengeSummary[], search: string, status: StatusFilter): ChallengeSummary[] {
  const needle = search.trim().toLowerCase();
  return challenges.filter(
    (c) => (status === 'all' || c.status === status) && (!needle || [c.title, c.summary, ...c.tags].some((text) => text.toLowerCase().includes(needle))),
  );
}

interface ChallengeFiltersProps {
  readonly search: string;
  readonly status: StatusFilter;
  readonly onSearch: (search: string) => void;
  readonly onStatus: (status: StatusFilter) => void;
}

/** docs/requirements/challenges.md §1: the search box and the status filter, applied in the page to the challenges loaded. */
export function ChallengeFilters({ search, status, onSearch, onStatus }: ChallengeFiltersProps) {
  const id = useId();
  return (
    <form className="challenge-filters" role="search" aria-label="Filter challenges" onSubmit={(event) => event.preventDefault()}>
      <label className="challenge-filters__search">
        <span className="visually-hidden">Search challenges</span>
        <input
          type="search"
          placeholder="Search by title, description or tag"
          maxLength={100}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-status`} className="visually-hidden">
        Filter by status
      </label>
      <select id={`${id}-status`} value={status} onChange={(event) => onStatus(event.target.value as StatusFilter)}>
        {statusFilters.map((s) => (
          <option key={s} value={s}>
            {s === 'all' ? 'All statuses' : statusLabels[s]}
          </option>
        ))}
      </select>
    </form>
  );
}
