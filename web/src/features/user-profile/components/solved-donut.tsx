/**
 * Problems solved by difficulty as a donut (Recharts, as the dashboard draws its charts), with the
 * total in its middle. The figure's accessible name carries every figure; the legend repeats it for
 * the eye. Loaded lazily by the popup, so Recharts stays out of the app shell's bundle.
 */
import { Cell, Pie, PieChart } from 'recharts';
import type { UserCard } from '@contract/user-card';
import { difficulties, numberText, solvedSummary } from '../lib/user-profile-texts';

const SIZE = 132;

export default function SolvedDonut({ solved }: { readonly solved: UserCard['solved'] }) {
  const total = solved.easy + solved.medium + solved.hard;
  // Nothing solved yet: an empty grey ring rather than no chart.
  const data = total
    ? difficulties.map((d) => ({ name: d.label, value: solved[d.key], color: d.color }))
    : [{ name: 'none', value: 1, color: 'var(--border)' }];
  return (
    <figure className="solved-donut" role="img" aria-label={solvedSummary(solved)}>
      <div className="solved-donut__chart">
        <PieChart width={SIZE} height={SIZE} accessibilityLayer={false}>
          <Pie
            data={data}
            dataKey="value"
            innerRadius={SIZE * 0.34}
            outerRadius={SIZE * 0.48}
            startAngle={90}
            endAngle={-270}
            stroke="none"
            isAnimationActive={false}
          >
            {data.map((d) => (
              <Cell key={d.name} fill={d.color} />
            ))}
          </Pie>
        </PieChart>
        <span className="solved-donut__total" aria-hidden="true">
          <strong>{numberText(total)}</strong>
          <span>solved</span>
        </span>
      </div>
      <ul className="solved-donut__legend" aria-hidden="true">
        {difficulties.map((d) => (
          <li key={d.key}>
            <span className="solved-donut__swatch" style={{ background: d.color }} />
            {d.label} <strong>{numberText(solved[d.key])}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
