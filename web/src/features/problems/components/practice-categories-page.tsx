import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ProblemsOverview } from '@contract/api/problems';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { problemsOverviewQueryOptions } from '../api/list-problems';
import { searchParamsOf } from '../lib/list-filters';
import { SignedInOnly } from './sign-in-prompt';
import './problems-page.css';

const topicLink = (topic: ProblemsOverview['topics'][number]['topic']) => `/problems?${searchParamsOf({ topic, view: 'all', page: 1 }).toString()}`;

function TopicGrid({ topics }: { readonly topics: ProblemsOverview['topics'] }) {
  return (
    <ul className="category-grid" aria-label="Practice categories">
      {topics.map(({ topic, total, solved, subtopics }) => {
        const percent = total ? Math.round((solved / total) * 100) : 0;
        return (
          <li key={topic} className="category-card">
            <h2>
              <Link to={topicLink(topic)}>{topic}</Link>
            </h2>
            <p>
              {total} {total === 1 ? 'problem' : 'problems'} · {solved} solved
            </p>
            <progress max={100} value={percent} aria-label={`${topic}: ${percent}% solved`} />
            {subtopics.length > 0 ? (
              <p className="category-card__tags">
                {subtopics
                  .slice(0, 5)
                  .map((s) => s.tag)
                  .join(' · ')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function SignedInCategories({ userId }: { readonly userId: string }) {
  const api = useApiClient();
  const overview = useQuery(problemsOverviewQueryOptions(api, userId));
  return (
    <QueryView query={overview} loading="Loading categories..." error={(error) => `Could not load the categories: ${error.message}`}>
      {({ topics }) => <TopicGrid topics={topics} />}
    </QueryView>
  );
}

/**
 * /practice-categories (docs/requirements/shell.md §2 feature page; docs/requirements/practice.md §2 topic groups): every topic group of
 * the catalogue with its problems, the student's progress and its commonest subtopics; each opens
 * the problems list filtered by it. The same figures as the list's topic carousel (one request).
 */
export function PracticeCategoriesPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title">Practice Categories</h1>
        <p>Pick a topic to practise: arrays, graphs, dynamic programming and more.</p>
      </div>
      <SignedInOnly reason="browse the categories and track your progress" loading="Loading categories..." from="/practice-categories">
        {(userId) => <SignedInCategories userId={userId} />}
      </SignedInOnly>
    </section>
  );
}
