import type { Profile } from '@contract/account/profile';
import { formatUsd, type PaymentHistoryEntry, type PaymentMethod } from '@contract/payments';
import { defaultPlanLimits } from '@contract/plans';
import { type DataColumn, DataTable } from '@web/components/ui/data-table';
import { formatDateAs } from '../lib/format-date';

const methodLabels: Record<PaymentMethod, string> = { card: 'Card', jazzcash: 'JazzCash', easypaisa: 'Easypaisa' };
const kindLabels: Record<PaymentHistoryEntry['kind'], string> = { payment: 'Payment', cancellation: 'Cancellation', underpaid: 'Underpaid' };

function methodText({ method, last4 }: PaymentHistoryEntry): string {
  if (!method) return '—';
  if (!last4) return methodLabels[method];
  return method === 'card' ? `Card ending ${last4}` : `${methodLabels[method]} (number ending ${last4})`;
}

function planText({ plan, billing }: PaymentHistoryEntry): string {
  const name = defaultPlanLimits[plan].name;
  return billing ? `${name} (${billing === 'monthly' ? 'Monthly' : 'Yearly'})` : name;
}

type DateSettings = Pick<Profile, 'dateFormat' | 'timezone'>;

/** The columns; the date shows as the user asked to see dates (Appearance: date format and time zone). */
function billingColumns(profile: DateSettings): readonly DataColumn<PaymentHistoryEntry>[] {
  return [
    { header: 'Date', cell: (entry) => formatDateAs(entry.at, profile.dateFormat, profile.timezone) },
    { header: 'Plan', cell: planText },
    { header: 'Amount', align: 'end', cell: (entry) => (entry.amountCents === undefined ? '—' : formatUsd(entry.amountCents)) },
    { header: 'Method', cell: methodText },
    { header: 'Type', cell: (entry) => <span className={`badge${entry.kind === 'payment' ? ' badge--up' : ''}`}>{kindLabels[entry.kind]}</span> },
  ];
}

/** docs/requirements/plans.md §7 billing history, from GET /me/subscription (newest first): date, plan, amount, method, kind. */
export function BillingHistory({ history, profile }: { readonly history: readonly PaymentHistoryEntry[]; readonly profile: DateSettings }) {
  return (
    <DataTable caption="Billing History" columns={billingColumns(profile)} rows={history} rowKey={(entry, index) => `${entry.at}-${entry.orderId ?? index}`} />
  );
}
