interface ErrorScreenProps {
  readonly detail?: string;
}

/** docs/requirements/shell.md §5: the screen shown when rendering fails. */
export function ErrorScreen({ detail }: ErrorScreenProps) {
  return (
    <div className="error-screen" role="alert">
      <h1>Oops! Something went wrong</h1>
      <p>An unexpected error stopped this page from loading.</p>
      {detail ? <p className="error-screen__detail">{detail}</p> : null}
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </div>
  );
}
