import type { PlanLimits } from '@contract/plans';

const count = (n: number) => (n === -1 ? 'Unlimited' : String(n));
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** docs/requirements/plans.md §1 limits of one plan as a definition list; -1 reads Unlimited. */
export function PlanLimitsList({ limits }: { readonly limits: PlanLimits }) {
  const rows: [string, string][] = [
    ['Problems per week', count(limits.weekly_problem_limit)],
    ['Weekly challenges per week', count(limits.weekly_challenges_limit)],
    ['Submissions per challenge', count(limits.submissions_per_challenge)],
    ['Friend invites per week', count(limits.friend_invites_per_week)],
    ['Create crews', yesNo(limits.create_crews)],
    ['Join crews', yesNo(limits.join_crews)],
  ];
  return (
    <dl className="plan-limits">
      {rows.map(([term, value]) => (
        <div key={term} className="plan-limits__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
