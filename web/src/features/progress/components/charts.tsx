/**
 * The dashboard's charts, drawn with Recharts (SVG). Each is a figure whose accessible name says
 * what it shows and whose data is also given as text, so a screen reader user loses nothing.
 * This module is only reached from the dashboard's lazy route: Recharts never weighs on other pages.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProgressBucket } from '@contract/api/progress';
import { FULL_BAR_XP } from '../lib/dashboard-figures';

/** The width of the chart's box, followed as it resizes (a fallback where nothing is laid out, as in tests). */
function useBoxWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth || fallback);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}

const axisStyle = { fontSize: 12, fill: 'var(--text-muted)' };

/** A ring of `value` out of `total` with the figure in its middle. */
export function RingChart({
  label,
  value,
  total,
  color,
  size = 120,
}: {
  readonly label: string;
  readonly value: number;
  readonly total: number;
  readonly color: string;
  readonly size?: number;
}) {
  const data = [
    { name: 'done', value },
    { name: 'left', value: Math.max(0, total - value) || (value === 0 ? 1 : 0) },
  ];
  return (
    <figure className="ring-chart" aria-label={`${label}: ${value} of ${total}`} role="img">
      <PieChart width={size} height={size} accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          innerRadius={size * 0.36}
          outerRadius={size * 0.48}
          startAngle={90}
          endAngle={-270}
          stroke="none"
          isAnimationActive={false}
        >
          <Cell fill={color} />
          <Cell fill="var(--border)" />
        </Pie>
      </PieChart>
      <figcaption aria-hidden="true">
        <strong>
          {value}/{total}
        </strong>
        <span>{label}</span>
      </figcaption>
    </figure>
  );
}

/** This week's XP per weekday, on a fixed scale where 10 XP is a full bar (docs/requirements/dashboard.md §1). */
export function WeekdayBars({ days }: { readonly days: readonly { readonly label: string; readonly xp: number }[] }) {
  const { ref, width } = useBoxWidth(320);
  const summary = days.map((d) => `${d.label} ${d.xp} XP`).join(', ');
  return (
    <figure className="chart" aria-label={`Your XP this week: ${summary}`} role="img">
      <div ref={ref} className="chart__box">
        <BarChart width={width} height={140} data={days.map((d) => ({ ...d, shown: Math.min(d.xp, FULL_BAR_XP) }))} accessibilityLayer={false}>
          <XAxis dataKey="label" tick={axisStyle} axisLine={false} tickLine={false} />
          <YAxis hide domain={[0, FULL_BAR_XP]} />
          <Bar dataKey="shown" fill="var(--accent)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </div>
    </figure>
  );
}

/** Problems first solved per bucket (days, weeks of the month, or months). */
export function ProgressLine({ buckets, caption }: { readonly buckets: readonly ProgressBucket[]; readonly caption: string }) {
  const { ref, width } = useBoxWidth(600);
  const summary = buckets.map((b) => `${b.label} ${b.solved}`).join(', ');
  return (
    <figure className="chart" aria-label={`${caption}: ${summary}`} role="img">
      <div ref={ref} className="chart__box">
        <LineChart width={width} height={220} data={[...buckets]} margin={{ top: 10, right: 16, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={axisStyle} axisLine={false} tickLine={false} />
          <YAxis allowDecimals={false} tick={axisStyle} axisLine={false} tickLine={false} />
          <Tooltip contentStyle={{ background: 'var(--bg-raised)', border: '1px solid var(--border)' }} />
          <Line type="monotone" dataKey="solved" name="Problems solved" stroke="var(--accent)" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </div>
    </figure>
  );
}
