import { useEffect, useState } from 'react';
import { loadingViewDelayMs } from '../../config/app';

interface LoadingViewProps {
  readonly label?: string;
  /** Nothing is drawn before this delay, so fast loads do not flash a spinner (docs/requirements/shell.md §2). */
  readonly delayMs?: number;
}

/** The full-screen loading view shown while authentication or the app loads. */
export function LoadingView({ label = 'Loading...', delayMs = loadingViewDelayMs }: LoadingViewProps) {
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return <div className="loading-view" aria-busy="true" />;
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
