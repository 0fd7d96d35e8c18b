import type { Profile } from '@contract/account/profile';
import { formatUsd, type PaymentHistoryEntry, type PaymentMethod } from '@contract/payments';
import { defaultPlanLimits } from '@contract/plans';
import { formatDateAs } from '../lib/format-date';

const methodLabels: Record<PaymentMethod, string> = { card: 'Card', jazzcash: 'JazzCash', easypaisa: 'Easypaisa' };
const kindLabels: Record<PaymentHistoryEntry['kind'], string> = { payment: 'Payment', cancellation: 'Cancellation', underpaid: 'Underpaid' };

function methodText({ method, last4 }: PaymentHistoryEntry): string {
  if (!method) return '—';
  if (!last4) return methodLabels[method];
  return method === 'card' ? `Card ending ${last4}` : `${methodLabels[method]} (number ending ${last4})`;
}

/** docs/requirements/plans.md §7 billing history, from GET /me/subscription (newest first): date, plan, amount, method, kind. */
export function BillingHistory({ history, profile }: { readonly history: readonly PaymentHistoryEntry[]; readonly profile: Pick<Profile, 'dateFormat' | 'timezone'> }) {
  if (history.length === 0) return <p className="field-hint">No payments yet. Your payments and cancellations will be listed here.</p>;
  return (
    <div className="billing-history">
      <table className="billing-history__table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Plan</th>
            <th scope="col">Amount</th>
            <th scope="col">Method</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={`${entry.at}-${entry.orderId ?? index}`}>
              <td>{formatDateAs(entry.at, profile.dateFormat, profile.timezone)}</td>
              <td>
                {defaultPlanLimits[entry.plan].name}
                {entry.billing ? ` (${entry.billing === 'monthly' ? 'Monthly' : 'Yearly'})` : ''}
              </td>
              <td>{entry.amountCents === undefined ? '—' : formatUsd(entry.amountCents)}</td>
              <td>{methodText(entry)}</td>
              <td>
                <span className={`badge${entry.kind === 'payment' ? ' badge--up' : ''}`}>{kindLabels[entry.kind]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
