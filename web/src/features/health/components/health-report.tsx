import { type HealthComponent, healthComponents, type HealthResponse } from '@contract/health';
import { type DataColumn, DataTable } from '@web/components/ui/data-table';

const componentLabels: Record<HealthComponent, string> = {
  table: 'Table (DynamoDB)',
  auth: 'Auth (Cognito)',
  storage: 'Storage (S3)',
  workflow: 'Workflow (Step Functions)',
  gateway: 'Gateway (API)',
};

type Status = HealthResponse['status'];

function StatusBadge({ status }: { readonly status: Status }) {
  return <span className={`status-badge status-badge--${status}`}>{status === 'up' ? 'Up' : 'Down'}</span>;
}

type ComponentRow = HealthResponse['components'][HealthComponent] & { readonly name: HealthComponent };

const columns: readonly DataColumn<ComponentRow>[] = [
  { header: 'Component', rowHeader: true, cell: (c) => componentLabels[c.name] },
  { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
  { header: 'Detail', wrap: true, cell: (c) => c.detail ?? '' },
  { header: 'Latency', align: 'end', cell: (c) => (c.latencyMs === undefined ? '' : `${Math.round(c.latencyMs)} ms`) },
];

export function HealthReport({ report }: { readonly report: HealthResponse }) {
  const checkedAt = new Date(report.checkedAt);
  return (
    <div className="health">
      <p className={`health__overall health__overall--${report.status}`}>
        <span>Overall status:</span> <StatusBadge status={report.status} />
        <span className="health__checked">
          Checked at <time dateTime={report.checkedAt}>{Number.isNaN(checkedAt.valueOf()) ? report.checkedAt : checkedAt.toLocaleTimeString()}</time>
        </span>
      </p>
      {/* On a phone each component is a block (its name and status, then the detail and latency: global.css). */}
      <DataTable
        caption="Component health"
        className="health__table"
        columns={columns}
        rows={healthComponents.map((name) => ({ name, ...report.components[name] }))}
        rowKey={(component) => component.name}
        rowData={(component) => ({ 'data-component': component.name })}
        stackOnPhone
      />
    </div>
  );
}
