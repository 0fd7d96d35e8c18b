import type { ProblemList } from '@contract/api/problems';
import { judgeLanguageLabels, judgeLanguages } from '@contract/judge';

/** Spec 2 §2.4 lists more; only the judge's languages run today. */
const comingLanguages = ['C#', 'React', 'MySQL', 'Node'] as const;

/**
 * The stat tiles of spec 2 §2.4 that the list itself knows (Total Problems, Solved); XP, Success
 * Rate and Avg. Time are on the dashboard (GET /me/dashboard) and not repeated here yet.
 */
export function OverviewTiles({ overview }: { readonly overview: ProblemList['overview'] }) {
  return (
    <>
      <dl className="problems-tiles">
        <div className="problems-tile">
          <dt>Total Problems</dt>
          <dd>{overview.total}</dd>
        </div>
        <div className="problems-tile">
          <dt>Solved</dt>
          <dd>{overview.solved}</dd>
        </div>
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
