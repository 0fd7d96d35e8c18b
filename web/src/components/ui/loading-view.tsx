import { useEffect, useState } from 'react';
import { loadingViewDelayMs } from '../../config/app';

interface LoadingViewProps {
  readonly label?: string;
  /** Nothing is drawn before this delay, so fast loads do not flash a spinner (docs/requirements/shell.md §2). */
  readonly delayMs?: number;
  /** Extra classes, e.g. a compact variant for a part of a page (query-view.css). */
  readonly className?: string;
}

/** The full-screen loading view shown while authentication or the app loads (QueryView draws it compact inside a page). */
export function LoadingView({ label = 'Loading...', delayMs = loadingViewDelayMs, className }: LoadingViewProps) {
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  const classes = className ? `loading-view ${className}` : 'loading-view';
  if (!visible) return <div className={classes} aria-busy="true" />;
  // The label is the status's own text, not a child element's: the status is found by its words.
  return (
    <div className={classes} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
