import { levelOf } from '@contract/progress';

/** docs/requirements/practice.md §6, §9: the XP toast stays 3 s, the level-up toast 4 s. */
export const XP_TOAST_MS = 3_000;
export const LEVEL_UP_TOAST_MS = 4_000;

/**
 * What the toast says when a submission earned XP: the new level when the award crossed a level's
 * threshold (docs/requirements/dashboard.md §2), otherwise the XP. `xpBefore` is the student's XP when they pressed
 * Submit (their profile); unknown, only the XP is announced.
 */
export function xpAnnouncement(awarded: number, xpBefore: number | undefined): { message: string; durationMs: number } {
  if (xpBefore !== undefined) {
    const after = levelOf(xpBefore + awarded);
    if (after > levelOf(xpBefore)) return { message: `Level up! You reached Level ${after}. (+${awarded} XP)`, durationMs: LEVEL_UP_TOAST_MS };
  }
  return { message: `+${awarded} XP earned!`, durationMs: XP_TOAST_MS };
}
