import type { FeedbackStats as Stats } from '@contract/discussions';
import { feedbackStatusLabels } from '@contract/discussions';
import { feedbackTexts as t } from '../lib/feedback-texts';

/** The stats box: the total, then the count in each status (Fixed is shown as Implemented). */
export function FeedbackStats({ stats }: { readonly stats: Stats }) {
  const rows = [
    { key: 'total', label: t.total, value: stats.total },
    { key: 'under-review', label: feedbackStatusLabels['under-review'], value: stats.underReview },
    { key: 'in-progress', label: feedbackStatusLabels['in-progress'], value: stats.inProgress },
    { key: 'fixed', label: feedbackStatusLabels.fixed, value: stats.implemented },
  ];
  return (
    <dl className="feedback-stats">
      {rows.map((row) => (
        <div key={row.key} className={`feedback-stats__row feedback-stats__row--${row.key}`}>
          <dt>{row.label}</dt>
          <dd>{row.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
