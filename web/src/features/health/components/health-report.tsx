import { type HealthComponent, healthComponents, type HealthResponse } from '@contract/health';

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
      {/* The roles restate the table's own: on a phone its rows are laid out as blocks (global.css), which drops them in some browsers. */}
      <table className="health__table" role="table">
        <caption className="visually-hidden">Component health</caption>
        <thead role="rowgroup">
          <tr role="row">
            {['Component', 'Status', 'Detail', 'Latency'].map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {healthComponents.map((name) => {
            const component = report.components[name];
            return (
              <tr key={name} data-component={name} role="row">
                <th scope="row" role="rowheader">
                  {componentLabels[name]}
                </th>
                <td role="cell">
                  <StatusBadge status={component.status} />
                </td>
                <td role="cell">{component.detail ?? ''}</td>
                <td role="cell">{component.latencyMs === undefined ? '' : `${Math.round(component.latencyMs)} ms`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
