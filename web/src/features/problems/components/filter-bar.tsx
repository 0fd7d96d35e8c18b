import { useEffect, useId, useRef, useState } from 'react';
import { topicGroups, type TopicGroup } from '@contract/catalogue/topics';
import { difficulties, type Difficulty } from '@contract/difficulty';
import { useDebouncedValue } from '@web/lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, hasFilters, type FilterChange, type ProblemListRequest } from '../lib/list-filters';

interface FilterBarProps {
  readonly request: ProblemListRequest;
  /** What changed, only that (applied to the latest state, so two quick changes never undo each other). */
  readonly onChange: (change: FilterChange) => void;
}

/**
 * The sticky filter bar of docs/requirements/practice.md §2: search (sent 300 ms after the last keystroke), difficulty
 * (Easy, Medium, Hard only: the other badges are not filter values), topic and Clear Filters.
 */
export function FilterBar({ request, onChange }: FilterBarProps) {
  const id = useId();
  const [searchText, setSearchText] = useState(request.search ?? '');
  const settled = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  // Only a newly settled search sends: with `onChange` among the dependencies, every render would
  // send the settled text again, e.g. the old one right after Clear Filters, before the box settles.
  const latest = useRef({ search: request.search, onChange });
  // Declared first: it runs before the effect below on every commit.
  useEffect(() => {
    latest.current = { search: request.search, onChange };
  });
  useEffect(() => {
    const { search, onChange: send } = latest.current;
    if (settled !== (search ?? '')) send({ search: settled || undefined });
  }, [settled]);

  const clear = () => {
    setSearchText('');
    onChange({ search: undefined, difficulty: undefined, topic: undefined });
  };

  return (
    <form className="problem-filters" role="search" aria-label="Filter problems" onSubmit={(event) => event.preventDefault()}>
      <label className="problem-filters__search">
        <span className="visually-hidden">Search problems</span>
        <input type="search" placeholder="Search by title or tag" maxLength={100} value={searchText} onChange={(event) => setSearchText(event.target.value)} />
      </label>
      <label htmlFor={`${id}-difficulty`} className="visually-hidden">
        Difficulty
      </label>
      <select
        id={`${id}-difficulty`}
        value={request.difficulty ?? ''}
        onChange={(event) => onChange({ difficulty: (event.target.value || undefined) as Difficulty | undefined })}
      >
        <option value="">All Difficulties</option>
        {difficulties.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-topic`} className="visually-hidden">
        Topic
      </label>
      <select
        id={`${id}-topic`}
        value={request.topic ?? ''}
        onChange={(event) => onChange({ topic: (event.target.value || undefined) as TopicGroup | undefined })}
      >
        <option value="">All Topics</option>
        {topicGroups.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <button type="button" className="button" onClick={clear} disabled={!hasFilters(request) && !searchText}>
        Clear Filters
      </button>
    </form>
  );
}
