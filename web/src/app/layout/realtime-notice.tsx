import { useRealtime } from '../../lib/realtime/realtime-provider';

/** docs/requirements/shell.md §9 realtime messages: shown while the connection has a problem, gone once it connects. */
export function RealtimeNotice() {
  const { state } = useRealtime();
  if (!state.error) return null;
  return (
    <p className={`realtime-notice${state.status === 'failed' ? ' realtime-notice--failed' : ''}`} role="status">
      {state.error}
    </p>
  );
}
