import { useId } from 'react';
import { TOP_PERFORMERS_SHOWN, type TopPerformer } from '@contract/api/challenges';

/**
 * A weekly challenge's Top Performers (docs/requirements/challenges.md §1, §2): the top 3 by points, each with name
 * ('Anonymous' when missing), points, average execution time and code length; 'Nil' if none. Shown
 * on the challenges list's active block and on the challenge page; `level` fits the heading to each.
 */
export function TopPerformers({ performers, level }: { readonly performers: readonly TopPerformer[]; readonly level: 2 | 3 }) {
  const id = useId();
  const shown = performers.slice(0, TOP_PERFORMERS_SHOWN);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="challenge-performers" aria-labelledby={id}>
      <Heading id={id}>Top Performers</Heading>
      {shown.length === 0 ? (
        <p className="challenge-performers__empty">Nil</p>
      ) : (
        <ol className="challenge-performers__list">
          {shown.map((p) => (
            <li key={p.userId}>
              <span className="challenge-performers__name">{p.name.trim() || 'Anonymous'}</span>
              <span>{p.points.toLocaleString()} pts</span>
              <span>{Math.round(p.averageTimeMs)} ms</span>
              <span>{p.chars} chars</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
