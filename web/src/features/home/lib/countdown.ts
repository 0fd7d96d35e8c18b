/** Days, hours, minutes and seconds until a moment (docs/requirements/shell.md §6 home challenge countdown). */
export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export const noTimeLeft: TimeLeft = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** All zeros when there is no end or it has passed; otherwise whole units, rounded down. */
export function timeLeft(end: Date | undefined, now: Date): TimeLeft {
  if (!end || Number.isNaN(end.getTime())) return noTimeLeft;
  const total = Math.floor((end.getTime() - now.getTime()) / 1000);
  if (total <= 0) return noTimeLeft;
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}
