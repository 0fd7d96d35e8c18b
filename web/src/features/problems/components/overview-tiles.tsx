import type { ProblemsOverview } from '@contract/api/problems';
import { judgeLanguageLabels, judgeLanguages } from '@contract/judge';
import { formatHms } from '@web/lib/format-duration';

/** docs/requirements/practice.md §2 lists more; only the judge's languages run today. */
const comingLanguages = ['C#', 'React', 'MySQL', 'Node'] as const;

/**
 * The stat tiles of docs/requirements/practice.md §2: the catalogue and the student's solves, XP, success rate (accepted
 * over judged submissions) and average solving time (the solving screen's timer of first solves).
 */
export function OverviewTiles({ overview }: { readonly overview: ProblemsOverview }) {
  const tiles: [string, string][] = [
    ['Total Problems', String(overview.total)],
    ['Solved', String(overview.solved)],
    ['XP', overview.xp.toLocaleString()],
    ['Success Rate', overview.successRate === null ? '—' : `${overview.successRate}%`],
    ['Avg. Time', overview.avgSolveSeconds === null ? '—' : formatHms(overview.avgSolveSeconds)],
  ];
  return (
    <>
      <dl className="problems-tiles">
        {tiles.map(([title, value]) => (
          <div key={title} className="problems-tile">
            <dt>{title}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="language-tiles" aria-labelledby="language-tiles-title">
        <h2 id="language-tiles-title" className="visually-hidden">
          Languages
        </h2>
        <ul>
          {judgeLanguages.map((l) => (
            <li key={l} className="language-tile">
              {judgeLanguageLabels[l]}
            </li>
          ))}
          {comingLanguages.map((l) => (
            <li key={l} className="language-tile language-tile--soon">
              {l} <span>(soon)</span>
            </li>
          ))}
        </ul>
        <p className="language-tiles__note">Language availability is expanding.</p>
      </section>
    </>
  );
}
