import { Link } from 'react-router';
import type { ProblemSummary } from '@contract/api/problems';

/** docs/requirements/practice.md §2: up to three tags on a row, then '+N more'. */
export const VISIBLE_TAGS = 3;

export function DifficultyBadge({ difficulty }: { readonly difficulty: string }) {
  return <span className={`problem-difficulty problem-difficulty--${difficulty.toLowerCase()}`}>{difficulty}</span>;
}

/** One problem of the list: title, difficulty, topic, tags, the Solved marker and Solve. */
export function ProblemRow({ problem }: { readonly problem: ProblemSummary }) {
  const shown = problem.tags.slice(0, VISIBLE_TAGS);
  const more = problem.tags.length - shown.length;
  return (
    <li className="problem-row">
      <div className="problem-row__main">
        <h3 className="problem-row__title">{problem.title}</h3>
        <p className="problem-row__meta">
          <DifficultyBadge difficulty={problem.difficulty} />
          {problem.topic ? <span className="problem-row__topic">{problem.topic}</span> : null}
          {problem.solved ? <span className="problem-row__solved">✓ Solved</span> : null}
        </p>
        {problem.tags.length ? (
          <ul className="problem-row__tags" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag} className="problem-tag">
                {tag}
              </li>
            ))}
            {more > 0 ? <li className="problem-tag problem-tag--more">+{more} more</li> : null}
          </ul>
        ) : null}
      </div>
      <Link
        className="button button--primary problem-row__solve"
        to={`/problem/${encodeURIComponent(problem.problemId)}`}
        aria-label={`Solve ${problem.title}`}
      >
        Solve
      </Link>
    </li>
  );
}
