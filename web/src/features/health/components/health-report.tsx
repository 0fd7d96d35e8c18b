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
      <table className="health__table">
        <caption className="visually-hidden">Component health</caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Status</th>
            <th scope="col">Detail</th>
            <th scope="col">Latency</th>
          </tr>
        </thead>
        <tbody>
          {healthComponents.map((name) => {
            const component = report.components[name];
            return (
              <tr key={name} data-component={name}>
                <th scope="row">{componentLabels[name]}</th>
                <td>
                  <StatusBadge status={component.status} />
                </td>
                <td>{component.detail ?? ''}</td>
                <td>{component.latencyMs === undefined ? '' : `${Math.round(component.latencyMs)} ms`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
