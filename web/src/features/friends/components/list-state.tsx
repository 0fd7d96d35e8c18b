import { friendsTexts } from '../lib/friends-texts';

interface ListStateProps {
  readonly loading: boolean;
  readonly failed: boolean;
  readonly empty: boolean;
  readonly emptyText: string;
  readonly onRetry: () => void;
}

/** Loading, a failed load with Retry, or the empty text; null when the list has rows to show. */
export function ListState({ loading, failed, empty, emptyText, onRetry }: ListStateProps) {
  if (loading) return <p className="friends-empty" role="status">{friendsTexts.loading}</p>;
  if (failed) {
    return (
      <div className="friends-empty" role="alert">
        <p>{friendsTexts.loadFailed}</p>
        <button type="button" className="button" onClick={onRetry}>
          {friendsTexts.retry}
        </button>
      </div>
    );
  }
  if (empty) return <p className="friends-empty">{emptyText}</p>;
  return null;
}
