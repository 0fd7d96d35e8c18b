import type { Dashboard } from '@contract/api/progress';
import { levelProgress } from '../lib/dashboard-figures';

/** The bar of progress through the current level, named for assistive tech. */
export function LevelBar({ dashboard }: { readonly dashboard: Pick<Dashboard, 'level' | 'xp' | 'levelStartXp' | 'nextLevelXp'> }) {
  const progress = levelProgress(dashboard);
  return (
    <div className="level-bar" role="progressbar" aria-label={`Progress through level ${dashboard.level}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)}>
      <div className="level-bar__fill" style={{ width: `${progress}%` }} />
    </div>
  );
}
