import type { Dashboard } from '@contract/api/progress';
import './level-bar.css';

/** docs/requirements/dashboard.md §1, word for word: the dashboard and the /practice hub say the level the same way. */
export const levelTexts = {
  maxLevel: 'Max Level',
  toNextLevel: 'XP to next level',
} as const;

/** How far through the current level the user is, 0–100; 100 at the top level. */
export function levelProgress({ xp, levelStartXp, nextLevelXp }: Pick<Dashboard, 'xp' | 'levelStartXp' | 'nextLevelXp'>): number {
  if (nextLevelXp === null) return 100;
  return Math.min(100, Math.max(0, ((xp - levelStartXp) / (nextLevelXp - levelStartXp)) * 100));
}

/** The bar of progress through the current level, named for assistive tech. */
export function LevelBar({ dashboard }: { readonly dashboard: Pick<Dashboard, 'level' | 'xp' | 'levelStartXp' | 'nextLevelXp'> }) {
  const progress = levelProgress(dashboard);
  return (
    <div
      className="level-bar"
      role="progressbar"
      aria-label={`Progress through level ${dashboard.level}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
    >
      <div className="level-bar__fill" style={{ width: `${progress}%` }} />
    </div>
  );
}
