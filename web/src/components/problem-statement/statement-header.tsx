import type { ReactNode } from 'react';
import type { Difficulty } from '@contract/difficulty';

interface StatementHeaderProps {
  readonly title: string;
  readonly difficulty: Difficulty;
  readonly tags: readonly string[];
  readonly timeMs: number;
  readonly memoryMb: number;
  /** What the screen adds after the difficulty: a problem's topic, a weekly challenge's start or end. */
  readonly children?: ReactNode;
}

/**
 * The head of a statement on both solving screens (docs/requirements/practice.md §3, challenges.md §2): the page's title (its h1,
 * which names the article), the difficulty badge, the limits and the tags.
 */
export function StatementHeader({ title, difficulty, tags, timeMs, memoryMb, children }: StatementHeaderProps) {
  return (
    <header className="problem-statement__header">
      <h1 id="page-title">{title}</h1>
      <p className="problem-statement__meta">
        <span className={`difficulty-badge difficulty-badge--${difficulty.toLowerCase()}`}>{difficulty}</span>
        {children}
        <span>Time limit {timeMs / 1000} s</span>
        <span>Memory limit {memoryMb} MB</span>
      </p>
      {tags.length ? (
        <ul className="problem-statement__tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
